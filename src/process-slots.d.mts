// The types of the slots process-slots.mjs names; what each holds and who fills it is there.
import type { State as ContextState } from "./server/context";
import type { PathIndex } from "./server/content/path-index";
import type { PreviewCheck, Router } from "./server/http/page-routing";
import type { KeptMailLogs, OutboxNudger } from "./server/mail/outbox";

export declare const PEER_SECRET: unique symbol;
export declare const PEER_STAMP_WARNED: unique symbol;
export declare const SERVER_SHUTDOWN: unique symbol;
export declare const SERVER_ORIGIN: unique symbol;
export declare const REVALIDATE_TOKEN: unique symbol;
export declare const PAGE_CACHE_STORE: unique symbol;
export declare const PAGE_CACHE_HOLDS: unique symbol;
export declare const PAGE_ROUTER: unique symbol;
export declare const PREVIEW_CHECK: unique symbol;
export declare const PATH_INDEX: unique symbol;
export declare const CONTEXT_STATE: unique symbol;
export declare const OUTBOX_WORKER: unique symbol;
export declare const KEPT_MAIL_LOGS: unique symbol;
export declare const RUN_KEPT: unique symbol;

/** The path index and when it was read (src/server/content/site-caches.ts). */
export interface PathIndexSlot {
  index: Promise<PathIndex>;
  loadedAt: number;
}

export interface ProcessSlots {
  [PEER_SECRET]?: string;
  [PEER_STAMP_WARNED]?: boolean;
  [SERVER_SHUTDOWN]?: () => Promise<void>;
  [SERVER_ORIGIN]?: string;
  [REVALIDATE_TOKEN]?: string;
  /** Only src/page-cache-handler.mjs (plain JavaScript) reads it. */
  [PAGE_CACHE_STORE]?: unknown;
  [PAGE_CACHE_HOLDS]?: (pagePath: string) => boolean;
  [PAGE_ROUTER]?: Router;
  [PREVIEW_CHECK]?: PreviewCheck;
  [PATH_INDEX]?: PathIndexSlot;
  [CONTEXT_STATE]?: ContextState;
  [OUTBOX_WORKER]?: OutboxNudger | null;
  [KEPT_MAIL_LOGS]?: KeptMailLogs;
}

export declare const slots: ProcessSlots;
