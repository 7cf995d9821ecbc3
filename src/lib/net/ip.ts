/**
 * IP addresses and networks, a thin layer over ipaddr.js (pure JavaScript: src/config/env.ts
 * parses TRUST_PROXY with it and is imported where `node:net` is not available). What it adds
 * is our policy: only the plain textual forms are addresses, brackets and zone ids are dropped,
 * and IPv4-mapped IPv6 addresses (`::ffff:1.2.3.4`) count as the IPv4 address they carry.
 */
import ipaddr from "ipaddr.js";

export type IpAddress = ipaddr.IPv4 | ipaddr.IPv6;

export interface IpNetwork {
  address: IpAddress;
  /** Leading bits that must match. */
  prefix: number;
}

const bitsOf = (address: IpAddress) => (address.kind() === "ipv4" ? 32 : 128);

/** The address text without surrounding space, `[…]` brackets or an IPv6 `%zone` suffix. */
function bare(text: string): string {
  const unbracketed = text.trim().replace(/^\[(.*)\]$/, "$1");
  return unbracketed.includes(":") ? unbracketed.replace(/%.*$/, "") : unbracketed;
}

/**
 * The address's text as ipaddr.js should read it, or null. The library also reads the old
 * inet_aton forms ("127.1", "0x7f.0.0.1", "010.0.0.1" in octal) and IPv6 groups longer than
 * four digits; a proxy list or a forwarded header that means something else to the next
 * program is a hazard, so only dotted decimal and RFC 4291 text pass.
 */
function plainText(text: string): string | null {
  // The library reads "::1.2.3.4" as "::ffff:1.2.3.4"; RFC 4291 makes it the (deprecated)
  // IPv4-compatible address, which is not the IPv4 host, and "0::1.2.3.4" reads as that.
  const address = bare(text).replace(/^::(?=[\d.]+$)/, "0::");
  if (!address.includes(":")) return ipaddr.IPv4.isValidFourPartDecimal(address) ? address : null;
  if (!ipaddr.IPv6.isValid(address) || /[0-9a-f]{5}/i.test(address)) return null;
  const dotted = address.slice(address.lastIndexOf(":") + 1);
  return !dotted.includes(".") || ipaddr.IPv4.isValidFourPartDecimal(dotted) ? address : null;
}

/** The address (IPv4 for IPv4-mapped IPv6), or null when it is not one. */
export function parseIp(text: string): IpAddress | null {
  const address = plainText(text);
  return address === null ? null : ipaddr.process(address);
}

/** Dotted IPv4, or IPv6 in RFC 5952 text (lower case, the longest zero run as `::`). */
export function formatIp(address: IpAddress): string {
  return address.toString();
}

/** "10.0.0.0/8", "2001:db8::/32" or a single address; null when malformed. */
export function parseNetwork(text: string): IpNetwork | null {
  const [addressText = "", prefixText, extra] = text.trim().split("/");
  const address = plainText(addressText);
  if (address === null || extra !== undefined) return null;
  if (prefixText === undefined) {
    const single = ipaddr.process(address);
    return { address: single, prefix: bitsOf(single) };
  }
  if (!/^\d{1,3}$/.test(prefixText)) return null;
  let network: [IpAddress, number];
  try {
    // The library refuses a length beyond the address family's bits.
    network = ipaddr.parseCIDR(`${address}/${prefixText}`);
  } catch {
    return null;
  }
  const [base, prefix] = network;
  // An IPv4-mapped network is written with an IPv6 length (::ffff:10.0.0.0/104 is 10.0.0.0/8).
  if (base instanceof ipaddr.IPv6 && base.isIPv4MappedAddress()) {
    return prefix < 96 ? null : { address: base.toIPv4Address(), prefix: prefix - 96 };
  }
  return { address: base, prefix };
}

export function networkContains(network: IpNetwork, address: IpAddress): boolean {
  // match() throws across families; an IPv4 address is simply not in an IPv6 network.
  return (
    address.kind() === network.address.kind() && address.match(network.address, network.prefix)
  );
}

/** The first `prefix` bits of an address as a network's text ("2001:db8:1::/48"). */
export function networkOf(address: IpAddress, prefix: number): string {
  const family = address.kind() === "ipv4" ? ipaddr.IPv4 : ipaddr.IPv6;
  return `${family.networkAddressFromCIDR(`${address.toString()}/${prefix}`).toString()}/${prefix}`;
}

/** Networks every `loopback` and `private` keyword of TRUST_PROXY stands for. */
export const NAMED_NETWORKS: Record<string, readonly string[]> = {
  loopback: ["127.0.0.0/8", "::1/128"],
  private: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"],
};
