import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Unit tests live beside their code. Component tests opt into jsdom with a
// `// @vitest-environment jsdom` line; everything else runs in Node.
export default defineConfig({
  resolve: {
    alias: {
      "@tests": fileURLToPath(new URL("./tests", import.meta.url)),
      "@": fileURLToPath(new URL("./src", import.meta.url)),
      // Outside Next's react-server bundles the marker would throw; tests may import server code.
      "server-only": fileURLToPath(new URL("./node_modules/server-only/empty.js", import.meta.url)),
    },
  },
  oxc: { jsx: { runtime: "automatic" } },
  test: {
    include: [
      "src/**/*.test.{ts,tsx}",
      "scripts/**/*.test.{ts,mjs}",
      "eslint/**/*.test.mjs",
      "tests/support/**/*.test.ts",
    ],
    environment: "node",
    globals: true,
    setupFiles: ["./vitest.setup.ts"],
    restoreMocks: true,
    // The server suites start databases and the DOM suites render whole forms; on a busy
    // two-core machine that can take longer than the default 5 s. Not a timing assertion.
    testTimeout: 30_000,
    // Vitest's default is one worker fewer than the cores: one on this two-core machine, which
    // leaves a core idle while the server suites wait on their databases. Two was the faster
    // here (issue 49; docs/testing.md has the figures).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
