/**
 * IP addresses and networks as bytes, without Node.js (src/config/env.ts parses
 * TRUST_PROXY with it and is imported where `node:net` is not available). IPv4-mapped IPv6
 * addresses (`::ffff:1.2.3.4`) count as the IPv4 address they carry.
 */

export interface IpNetwork {
  /** 4 bytes (IPv4) or 16 (IPv6). */
  bytes: Uint8Array;
  /** Leading bits that must match. */
  prefix: number;
}

function parseIpv4(text: string): Uint8Array | null {
  const parts = text.split(".");
  if (parts.length !== 4) return null;
  const bytes = new Uint8Array(4);
  for (let i = 0; i < 4; i++) {
    const part = parts[i]!;
    if (!/^\d{1,3}$/.test(part) || (part.length > 1 && part.startsWith("0"))) return null;
    const value = Number(part);
    if (value > 255) return null;
    bytes[i] = value;
  }
  return bytes;
}

function parseIpv6(text: string): Uint8Array | null {
  if (!/^[0-9a-f:.]+$/i.test(text)) return null;
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const groups = (half: string) => (half === "" ? [] : half.split(":"));
  const head = groups(halves[0]!);
  const tail = halves.length === 2 ? groups(halves[1]!) : [];
  // A trailing dotted IPv4 address fills the last two groups.
  const last = (halves.length === 2 ? tail : head).at(-1);
  let v4: Uint8Array | null = null;
  if (last?.includes(".")) {
    v4 = parseIpv4(last);
    if (!v4) return null;
    (halves.length === 2 ? tail : head).pop();
  }
  const wanted = v4 ? 6 : 8;
  const present = head.length + tail.length;
  if (halves.length === 1 ? present !== wanted : present >= wanted) return null;
  const all = [...head, ...Array<string>(wanted - present).fill("0"), ...tail];
  const bytes = new Uint8Array(16);
  for (let i = 0; i < all.length; i++) {
    const group = all[i]!;
    if (!/^[0-9a-f]{1,4}$/i.test(group)) return null;
    const value = parseInt(group, 16);
    bytes[i * 2] = value >> 8;
    bytes[i * 2 + 1] = value & 0xff;
  }
  if (v4) bytes.set(v4, 12);
  return bytes;
}

/** The address's bytes (4 for IPv4 and IPv4-mapped IPv6, 16 for IPv6), or null. */
export function parseIp(text: string): Uint8Array | null {
  const trimmed = text.trim().replace(/^\[(.*)\]$/, "$1");
  if (trimmed.includes(":")) {
    const bytes = parseIpv6(trimmed.replace(/%.*$/, ""));
    if (!bytes) return null;
    const mapped =
      bytes.subarray(0, 10).every((b) => b === 0) && bytes[10] === 255 && bytes[11] === 255;
    return mapped ? bytes.slice(12) : bytes;
  }
  return parseIpv4(trimmed);
}

/** The canonical text of an address: dotted IPv4, or IPv6 as eight lower-case groups joined by `::` compression. */
export function formatIp(bytes: Uint8Array): string {
  if (bytes.length === 4) return bytes.join(".");
  const groups: number[] = [];
  for (let i = 0; i < 16; i += 2) groups.push((bytes[i]! << 8) | bytes[i + 1]!);
  // The longest run of two or more zero groups becomes "::".
  let best = -1;
  let bestLength = 1;
  for (let i = 0; i < 8;) {
    if (groups[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > bestLength) [best, bestLength] = [i, j - i];
    i = j;
  }
  const hex = groups.map((group) => group.toString(16));
  if (best < 0) return hex.join(":");
  return `${hex.slice(0, best).join(":")}::${hex.slice(best + bestLength).join(":")}`;
}

/** "10.0.0.0/8", "2001:db8::/32" or a single address; null when malformed. */
export function parseNetwork(text: string): IpNetwork | null {
  const [address = "", prefixText, extra] = text.trim().split("/");
  if (extra !== undefined) return null;
  const mapped = address.includes(":") && address.includes(".");
  const bytes = parseIp(address);
  if (!bytes) return null;
  const bits = bytes.length * 8;
  if (prefixText === undefined) return { bytes, prefix: bits };
  if (!/^\d{1,3}$/.test(prefixText)) return null;
  // An IPv4-mapped network is written with an IPv6 prefix length (::ffff:10.0.0.0/104).
  const prefix = Number(prefixText) - (mapped ? 96 : 0);
  if (prefix < 0 || prefix > bits) return null;
  return { bytes, prefix };
}

export function networkContains(network: IpNetwork, address: Uint8Array): boolean {
  if (network.bytes.length !== address.length) return false;
  const whole = Math.floor(network.prefix / 8);
  for (let i = 0; i < whole; i++) if (network.bytes[i] !== address[i]) return false;
  const rest = network.prefix % 8;
  if (rest === 0) return true;
  const mask = (0xff << (8 - rest)) & 0xff;
  return (network.bytes[whole]! & mask) === (address[whole]! & mask);
}

/** The first `prefix` bits of an address as a network's text ("2001:db8:1::/48"). */
export function networkOf(address: Uint8Array, prefix: number): string {
  const masked = new Uint8Array(address.length);
  for (let bit = 0; bit < prefix; bit += 8) {
    const keep = Math.min(8, prefix - bit);
    masked[bit / 8] = address[bit / 8]! & ((0xff << (8 - keep)) & 0xff);
  }
  return `${formatIp(masked)}/${prefix}`;
}

/** Networks every `loopback` and `private` keyword of TRUST_PROXY stands for. */
export const NAMED_NETWORKS: Record<string, readonly string[]> = {
  loopback: ["127.0.0.0/8", "::1/128"],
  private: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"],
};
