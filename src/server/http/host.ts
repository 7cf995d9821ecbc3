/**
 * The Host header a request must carry to be served: a name of letters, digits, dots, hyphens
 * and underscores, an IPv4 address, or an IPv6 address in brackets, with an optional port from
 * 1 to 65535 (RFC 9110 §7.2 with RFC 3986's host, narrowed to what DNS and proxies send).
 * Anything else (spaces, slashes, `@`, an unclosed bracket, control characters) is a client
 * or a scanner making things up, and is answered 400 by src/proxy.ts before any route runs.
 */
const NAME = /^[A-Za-z0-9_](?:[A-Za-z0-9_.-]{0,251}[A-Za-z0-9_])?\.?$/;
const IPV6_LITERAL = /^\[[0-9A-Fa-f:.]{2,45}\]$/;

export function isWellFormedHost(value: string | null): boolean {
  if (!value) return false;
  const match = /^(\[[^\]]*\]|[^:]*)(?::(\d{1,5}))?$/.exec(value);
  if (!match) return false;
  const [, name, port] = match;
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return false;
  return IPV6_LITERAL.test(name!) || NAME.test(name!);
}

/** What the log says of a refused Host: quoted, control characters escaped, at most 100. */
export function describeHost(value: string | null): string {
  return value === null ? "none" : JSON.stringify(value.slice(0, 100));
}
