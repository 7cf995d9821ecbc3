/**
 * Whether an error means "the database is not there" (stopped, restarting, dropped, not
 * accepting connections, unreachable) rather than a fault in a query. Such a failure is a
 * 503 with Retry-After: the visitor's form was fine and will go through later.
 */
import "server-only";

/** SQLSTATE classes and codes of a database that went away. */
const UNAVAILABLE_CODES = new Set([
  "57P01", // admin_shutdown (pg_terminate_backend, a stopping server)
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now (starting up, shutting down)
  "3D000", // invalid_catalog_name: the database was dropped or renamed
  "53300", // too_many_connections
]);

const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

const UNAVAILABLE_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /is not currently accepting connections/i,
  /cannot use a pool after calling end/i,
  /client has encountered a connection error/i,
  /connection (?:is )?(?:closed|ended)/i,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error; walk the causes.
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== "object") return false;
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === "string") {
      if (UNAVAILABLE_CODES.has(code) || code.startsWith("08") || NETWORK_CODES.has(code))
        return true;
    }
    if (
      typeof message === "string" &&
      UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))
    )
      return true;
    current = cause;
  }
  return false;
}
