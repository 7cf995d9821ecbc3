/**
 * Who is the client? The address of the socket the request came in on, and nothing the
 * client can write itself. X-Forwarded-For counts only when TRUST_PROXY says how many
 * proxies in front of the app add to it (docs/decisions/0012-abuse-defence.md).
 *
 * Route handlers never see the socket, so the site's own HTTP server (scripts/serve.mjs)
 * writes its address into a private header before Next.js sees the request, overwriting
 * anything of that name the client sent, and signs it with a per-process secret it keeps on
 * `globalThis` (docs/decisions/0015-client-address.md). A request served any other way has
 * no valid stamp, so a client can never choose its own address.
 */
import { randomBytes } from "node:crypto";
import { isIP } from "node:net";

export const PEER_HEADER = "x-corvane-peer";
const SECRET = Symbol.for("corvane.forms.peerSecret");
const WARNED = Symbol.for("corvane.forms.peerStampWarned");

type Holder = Record<symbol, unknown>;

/** The server's secret; outside it (unit tests playing clients) one is made for the process. */
function secret(): string {
  const holder = globalThis as unknown as Holder;
  if (typeof holder[SECRET] !== "string") holder[SECRET] = randomBytes(16).toString("hex");
  return holder[SECRET] as string;
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

/** IPv4-mapped IPv6 to IPv4; anything unparseable stays as it is. */
function normalise(address: string): string {
  const trimmed = address.trim().replace(/^\[|\]$/g, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return mapped ? mapped[1]! : trimmed;
}

/**
 * The client's address. With `trustProxy` = n, the n-th address from the right of
 * X-Forwarded-For (followed by the socket) is taken: each trusted proxy appends the address
 * it saw, so anything further left may have been written by the client.
 */
export function clientAddress(headers: Headers, trustProxy: number): string {
  const socket = socketAddress(headers);
  if (socket === null) {
    const holder = globalThis as unknown as Holder;
    if (!holder[WARNED]) {
      holder[WARNED] = true;
      console.warn(
        "[security] request without a socket stamp (not served by scripts/serve.mjs?); all such clients share one rate-limit bucket",
      );
    }
    return "unknown";
  }
  if (trustProxy <= 0) return normalise(socket);
  const forwarded = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const chain = [...forwarded, socket];
  const index = Math.max(0, chain.length - 1 - trustProxy);
  const candidate = normalise(chain[index]!);
  return isIP(candidate) ? candidate : normalise(socket);
}

/**
 * The rate-limit bucket of an address: IPv4 as it is, IPv6 by its /64 network (one
 * household or server usually holds a whole /64).
 */
export function addressBucket(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head = "", tail = ""] = address.toLowerCase().split("::");
  const headParts = head ? head.split(":") : [];
  const tailParts = tail ? tail.split(":") : [];
  const missing = 8 - headParts.length - tailParts.length;
  const groups = address.includes("::")
    ? [...headParts, ...Array<string>(Math.max(0, missing)).fill("0"), ...tailParts]
    : headParts;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
