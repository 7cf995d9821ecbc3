/**
 * Who is the client? The address of the socket the request came in on, and nothing the
 * client can write itself. X-Forwarded-For counts only when TRUST_PROXY says how many
 * proxies in front of the app add to it (docs/decisions/0012-abuse-defence.md).
 *
 * Next.js does not expose the socket to route handlers, and it fills X-Forwarded-For from
 * the socket only when the client did not send one. So at start-up (src/instrumentation.ts)
 * the Node.js HTTP server is taught to stamp every incoming request with its socket address
 * in a private header, overwriting anything of that name the client sent. The stamp carries
 * a per-process secret, so a client cannot forge it even if the stamp were ever missing.
 */
import { randomBytes } from "node:crypto";
import http from "node:http";
import { isIP } from "node:net";

export const PEER_HEADER = "x-corvane-peer";
const SECRET = Symbol.for("corvane.forms.peerSecret");
const INSTALLED = Symbol.for("corvane.forms.peerStampInstalled");
const WARNED = Symbol.for("corvane.forms.peerStampWarned");

type Holder = Record<symbol, unknown>;

function secret(): string {
  const holder = globalThis as unknown as Holder;
  if (typeof holder[SECRET] !== "string") holder[SECRET] = randomBytes(16).toString("hex");
  return holder[SECRET] as string;
}

/** The header value for a socket address (also used by tests to play a client). */
export function peerStamp(address: string): string {
  return `${secret()} ${address}`;
}

/** Stamps every request any HTTP server of this process receives. Idempotent. */
export function installPeerStamp(): void {
  const holder = globalThis as unknown as Holder;
  if (holder[INSTALLED]) return;
  holder[INSTALLED] = true;
  const originalEmit = http.Server.prototype.emit;
  http.Server.prototype.emit = function emit(
    this: http.Server,
    event: string | symbol,
    ...args: unknown[]
  ) {
    if (event === "request") {
      const request = args[0] as http.IncomingMessage;
      request.headers[PEER_HEADER] = peerStamp(request.socket?.remoteAddress ?? "unknown");
    }
    return originalEmit.apply(this, [event, ...args] as Parameters<typeof originalEmit>);
  } as typeof originalEmit;
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
        "[security] request without a socket stamp; all such clients share one rate-limit bucket",
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
