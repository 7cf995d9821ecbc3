/**
 * What the composition root (src/server/context.ts) hands to the code it serves: the settings
 * and the open database. A module of its own so that the code context.ts starts (auth, rate
 * limits, jobs) can name the type without importing the root back.
 */
import type { DatabaseHandle } from "./db/client";
import type { Settings } from "./settings";

export interface AppContext {
  settings: Settings;
  database: DatabaseHandle;
}
