// `npm start`: builds when the production build is missing or stale, then serves it on
// PORT (default 3000) with the embedded database unless DATABASE_URL says otherwise.
import { ensureBuild } from "./build-state.mjs";

process.env.NEXT_TELEMETRY_DISABLED = "1";
process.env.NODE_ENV = "production";
ensureBuild();
const { serve } = await import("../src/serve.mjs");
await serve();
