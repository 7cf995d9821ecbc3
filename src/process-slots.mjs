// Every value this process keeps beside its modules rather than in one: the slots on
// `globalThis`, each under a Symbol.for key, with what it holds, who fills it and who reads it.
// They are process-wide because one module may run more than once in a process: Next.js bundles
// the proxy, the instrumentation hook and the routes apart, loads src/page-cache-handler.mjs
// itself, and src/serve.mjs runs outside every bundle. A key is a string, so every copy (and
// every process's own copy of this file) names the same slot; never change one.
// The types of the values are in process-slots.d.mts beside this file.
//
// Kept in a module on purpose, not here: caches whose copy belongs with the module copy that
// uses it.
// - src/server/content/site-caches.ts `catalogue`, `mediaLibrary`: whether this module copy has
//   installed the catalogue and the media library into the copies of src/content/catalogue.ts
//   (`installed`) and src/content/media (`library`) beside it, which components import to
//   read them; filled on a page's first render, dropped by `pagesChanged`.
// - src/server/media/bundled-versions.ts `versions`: a bundled file's version, worked out from
//   its bytes once.
// - src/server/mail/outbox.ts `keptStatements`: the prepared statements' texts, by shape.
// - src/server/http/outage-routing.ts `awayUntil`, `probing`: whether the database answered
//   the last probe.
// - src/server/content/social-card-image.tsx `fonts`, src/server/media/process-upload.ts
//   `decodeQueue`: the card's fonts read once, one image decoded at a time.

/**
 * The server's per-process secret that signs the socket address it writes into each request.
 * Filled by src/serve.mjs at start; read by src/server/security/client-address.ts (which makes
 * one when absent: unit tests playing clients).
 */
export const PEER_SECRET = Symbol.for("corvane.forms.peerSecret");

/** True once client-address.ts warned of a request without a socket stamp (once a process). */
export const PEER_STAMP_WARNED = Symbol.for("corvane.forms.peerStampWarned");

/**
 * Ends the jobs and closes the database on SIGTERM. Filled by src/server/context.ts when it
 * loads; called by src/serve.mjs after the server stopped taking requests.
 */
export const SERVER_SHUTDOWN = Symbol.for("corvane.server.shutdown");

/**
 * Where this process takes requests (`http://host:port`). Filled by src/serve.mjs once it
 * listens; read by src/server/jobs/signals.ts to revalidate its pages by asking itself.
 */
export const SERVER_ORIGIN = Symbol.for("corvane.server.origin");

/**
 * The token this process's page listener shows its own POST /api/revalidate. Made by
 * src/server/jobs/signals.ts when the listener starts; checked by
 * src/server/endpoints/revalidate.ts.
 */
export const REVALIDATE_TOKEN = Symbol.for("corvane.pages.revalidateToken");

/**
 * The kept pages (entries, their keys by page path, when each tag was revalidated). Made and
 * read by src/page-cache-handler.mjs only, kept here so a second load of it shares them.
 */
export const PAGE_CACHE_STORE = Symbol.for("corvane.pageCache.store");

/**
 * Whether the page cache holds a good copy of a path. Filled by src/page-cache-handler.mjs;
 * read by src/server/http/outage-routing.ts (the outage answers).
 */
export const PAGE_CACHE_HOLDS = Symbol.for("corvane.pageCache.holds");

/**
 * The proxy's router: serve, redirect, 404, 410 or 503 for a path. Filled by
 * src/server/boot.ts (registerPageRouter); read by src/proxy.ts through
 * src/server/http/page-routing.ts, so the proxy bundles no database code.
 */
export const PAGE_ROUTER = Symbol.for("corvane.content.router");

/**
 * Whether a request's session may see drafts. Filled by src/server/boot.ts
 * (registerPreviewCheck); read by src/proxy.ts through src/server/http/page-routing.ts.
 */
export const PREVIEW_CHECK = Symbol.for("corvane.content.previewCheck");

/**
 * The live paths and redirects, and when they were read. Filled by
 * src/server/content/path-index.ts (read by the proxy's router in the boot's bundle); dropped
 * by src/server/content/site-caches.ts from the routes' bundles (Server Actions,
 * /api/revalidate).
 */
export const PATH_INDEX = Symbol.for("corvane.content.pathIndex");

/**
 * The composition root's state: the open context, the tests' override, the services.
 * Filled and read by src/server/context.ts only, so every copy opens one database.
 */
export const CONTEXT_STATE = Symbol.for("corvane.forms.state");

/**
 * What wakes the mail worker after a submission commits. Filled by src/server/context.ts
 * (registerOutboxWorker); read by src/server/mail/outbox.ts.
 */
export const OUTBOX_WORKER = Symbol.for("corvane.forms.outboxWorker");

/**
 * The logs of mail kept without SMTP_URL, one per settings object. Filled and read by
 * src/server/mail/outbox.ts only.
 */
export const KEPT_MAIL_LOGS = Symbol.for("corvane.mail.keptLogs");

/**
 * Not on `globalThis`: the key under which src/server/db/client.ts attaches its prepared-
 * statement runner to a database object, the same key in every copy of that module.
 */
export const RUN_KEPT = Symbol.for("corvane.db.runKept");

/** `globalThis`, through which the slots above are read and filled (typed in the .d.mts). */
export const slots = globalThis;
