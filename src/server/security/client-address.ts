/**
 * Who is the client? The address of the socket the request came in on, and nothing the
 * client can write itself. X-Forwarded-For counts only when that socket is one of the
 * proxies TRUST_PROXY lists (docs/decisions/0025-flood-resistance-and-proxies.md).
 *
 * Route handlers never see the socket, so the site's own HTTP server (src/serve.mjs)
 * writes its address into a private header before Next.js sees the request, overwriting
 * anything of that name the client sent, and signs it with a per-process secret it keeps on
 * `globalThis` (docs/decisions/0015-client-address.md). A request served any other way has
 * no valid stamp, so a client can never choose its own address.
 */
import { randomBytes } from "node:crypto";
import {
  formatIp,
  networkContains,
  networkOf,
  parseIp,
  type IpAddress,
  type IpNetwork,
} from "@/lib/net/ip";
import { PEER_SECRET, PEER_STAMP_WARNED, slots } from "@/process-slots.mjs";

export const PEER_HEADER = "x-corvane-peer";

/** The server's secret; outside it (unit tests playing clients) one is made for the process. */
function secret(): string {
  return (slots[PEER_SECRET] ??= randomBytes(16).toString("hex"));
}

/** The header value the server writes for a socket address (tests use it to play a client). */
export function peerStamp(address: string): string {
  return `${secret()} ${address}`;
}

function socketAddress(headers: Headers): string | null {
  const value = headers.get(PEER_HEADER);
  if (!value) return null;
  const space = value.indexOf(" ");
  if (space < 0 || value.slice(0, space) !== secret()) return null;
  return value.slice(space + 1);
}

/**
 * The client's address. X-Forwarded-For is read only when the socket's peer is one of the
 * trusted proxies, and then from the right: each trusted proxy appends the address it saw,
 * so the walk goes left past trusted proxies and stops at the first address that is not
 * one. Anything further left was written by someone we do not trust. A direct client that
 * writes X-Forwarded-For is not a trusted proxy, so its header is ignored.
 *
 * The walk is ours rather than proxy-addr's: that package reads a Node request's socket, and
 * on a malformed entry it answers with that entry's text, where we keep the nearest address
 * we know.
 */
export function clientAddress(headers: Headers, trusted: readonly IpNetwork[]): string {
  const socket = socketAddress(headers);
  if (socket === null) {
    if (!slots[PEER_STAMP_WARNED]) {
      slots[PEER_STAMP_WARNED] = true;
      console.warn(
        "[security] request without a socket stamp (not served by src/serve.mjs?); all such clients share one rate-limit bucket",
      );
    }
    return "unknown";
  }
  const peer = parseIp(socket);
  if (!peer) return socket.trim();
  const isTrusted = (address: IpAddress) =>
    trusted.some((network) => networkContains(network, address));
  let client = peer;
  if (isTrusted(peer)) {
    const forwarded = (headers.get("x-forwarded-for") ?? "").split(",").reverse();
    for (const entry of forwarded) {
      if (entry.trim() === "") continue;
      const address = parseIp(entry);
      // Garbage from a trusted proxy: the nearest proxy is all we know.
      if (!address) break;
      client = address;
      if (!isTrusted(address)) break;
    }
  }
  return formatIp(client);
}

/** Rate-limit keys of an address: IPv4 as it is, IPv6 by its /64 and its /48. */
export function addressBuckets(address: string): { client: string; network?: string } {
  const parsed = parseIp(address);
  if (!parsed || parsed.kind() === "ipv4") return { client: address };
  // One household or server usually holds a whole /64; one site or customer a /48.
  return { client: networkOf(parsed, 64), network: networkOf(parsed, 48) };
}
