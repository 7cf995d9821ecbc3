/**
 * next/headers for server tests of pages and Server Actions: the request carries the session
 * cookie the test chose, and nothing else. A test replaces the module with this one,
 * `vi.mock("next/headers", () => import("@tests/support/server/next-headers"))`, and picks
 * whose request comes next with setRequestCookie.
 */
let requestCookie = "";

/** The session cookie of the requests that follow; "" for a signed-out visitor. */
export function setRequestCookie(cookie: string): void {
  requestCookie = cookie;
}

export const headers = async () => new Headers(requestCookie ? { cookie: requestCookie } : {});

export const cookies = async () => ({
  get: () => undefined,
  getAll: () => [],
  set: () => undefined,
});

export const draftMode = async () => ({
  isEnabled: false,
  enable: () => undefined,
  disable: () => undefined,
});
