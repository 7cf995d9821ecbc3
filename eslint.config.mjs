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
    // The public site's links are plain <a> elements that one listener turns into in-app
    // navigations (src/components/layout/link-navigator.tsx, decision 0035): next/link's
    // runtime would put about 3 kB back on every page. The workspace keeps next/link.
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/app/admin/**", "src/components/workspace/**"],
    rules: {
      "@next/next/no-html-link-for-pages": "off",
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "next/link",
              message:
                "Public pages use a plain <a>; LinkNavigator makes it an in-app navigation (decision 0035).",
            },
          ],
        },
      ],
    },
  },
  {
    // The composition root (src/server/context.ts) starts the rest and nothing imports it
    // back: a cycle in the backend is an error, type imports included.
    files: ["src/server/**/*.ts"],
    settings: { "import/ignore": ["node_modules"] },
    rules: { "import/no-cycle": ["error", { ignoreExternal: true }] },
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
