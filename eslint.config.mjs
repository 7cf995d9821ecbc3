import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import { serverBoundaryPlugin } from "./eslint/server-boundary.mjs";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    files: ["src/**/*.{ts,tsx}"],
    // Unit tests beside the code may reach into the server: they never ship to a browser.
    ignores: ["src/**/*.test.{ts,tsx}"],
    plugins: { corvane: serverBoundaryPlugin },
    rules: { "corvane/server-boundary": "error" },
  },
  {
    ignores: [
      ".next*/**",
      "bench/bare-next/.next/**",
      "node_modules/**",
      ".data/**",
      ".tmp/**",
      "next-env.d.ts",
    ],
  },
];
export default config;
