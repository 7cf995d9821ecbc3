import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Browser tests: the global setup builds the site when the build is stale, starts the
// production server on a free port, and hands its URL to the tests (tests/support).
export default defineConfig({
  resolve: {
    alias: {
      "@tests": fileURLToPath(new URL("./tests", import.meta.url)),
      "@": fileURLToPath(new URL("./src", import.meta.url)),
      // Outside Next's react-server bundles the marker would throw; tests may import server code.
      "server-only": fileURLToPath(new URL("./node_modules/server-only/empty.js", import.meta.url)),
    },
  },
  test: {
    include: ["tests/**/*.e2e.ts"],
    environment: "node",
    globalSetup: ["./tests/support/global-setup.ts"],
    testTimeout: 60_000,
    // A poll waits for the server's answer: on a shared, busy machine that can take seconds.
    expect: { poll: { timeout: 15_000, interval: 100 } },
    hookTimeout: 120_000,
    // One Chromium per file; two cores, so two files at a time.
    maxWorkers: 2,
    fileParallelism: true,
  },
});
