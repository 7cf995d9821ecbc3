import path from "node:path";
import type { NextConfig } from "next";
import mediaWidths from "./src/components/ui/media-widths.json";

/**
 * Security headers for every response. A page is rendered once and served from the cache to
 * every visitor, so a per-request nonce is impossible; see docs/decisions/0002-content-security-policy.md for
 * why 'unsafe-inline' remains in script-src and what limits its reach.
 */
const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "media-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "manifest-src 'self'",
  "worker-src 'self'",
].join("; ");

const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  {
    key: "Permissions-Policy",
    value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  },
];

const nextConfig: NextConfig = {
  // A separate build folder lets several builds of one checkout run side by side.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // A public page is kept by a CDN or proxy for a minute (each page's `revalidate`), then
  // served stale for at most this long while it is fetched again (decision 0050).
  expireTime: 3600,
  // Pages are kept in memory, bounded, and 404s not at all (src/page-cache-handler.mjs,
  // decision 0053); Next.js's own memory layer in front of it would only duplicate them.
  cacheHandler: path.resolve(process.cwd(), "src/page-cache-handler.mjs"),
  cacheMaxMemorySize: 0,
  experimental: {
    // Each page's stylesheet goes inside its document, so the first paint waits for no
    // second request (decision 0050).
    inlineCss: true,
    // The 404 of unmatched addresses is its own document (app/global-not-found.tsx), so the
    // root not-found UI, with its chrome, is no longer inlined into every page (decision 0037).
    globalNotFound: true,
  },
  // Server-only packages of many modules, loaded from node_modules rather than bundled: every
  // module in the build lengthens the ids inside every page's script (decision 0059).
  serverExternalPackages: ["libphonenumber-js", "kysely", "nodemailer", "qrcode"],
  reactStrictMode: true,
  images: {
    // Every image is resized at build time (scripts/media-variants.mjs) and MediaImage draws a
    // plain <img> (decision 0034); naming a custom loader keeps the on-demand optimizer
    // (/_next/image) off, so nothing is resized per request.
    loader: "custom",
    loaderFile: "./src/components/ui/media-loader.ts",
    deviceSizes: mediaWidths,
    imageSizes: [],
  },
  async rewrites() {
    // The bundled artwork under addresses versioned by its bytes (src/server/media/
    // bundled-versions.ts): the same files of public/media, which may then be kept for a year.
    return [{ source: "/media/v/:version/:path*", destination: "/media/:path*" }];
  },
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders },
      {
        source: "/media/v/:version/:path*",
        headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }],
      },
      {
        // A header set here replaces the one a route sets, so the résumé downloads (which
        // send their own, stricter `default-src 'none'; sandbox`) are left out of the site's.
        source: "/:path((?!admin/export/resumes/).*)",
        headers: [{ key: "Content-Security-Policy", value: contentSecurityPolicy }],
      },
      {
        // The staff workspace: never cached, never indexed.
        source: "/admin/:path*",
        headers: [
          { key: "Cache-Control", value: "no-store" },
          { key: "X-Robots-Tag", value: "noindex, nofollow" },
        ],
      },
      {
        source: "/admin",
        headers: [
          { key: "Cache-Control", value: "no-store" },
          { key: "X-Robots-Tag", value: "noindex, nofollow" },
        ],
      },
      {
        // HSTS only makes sense (and is only honoured) over HTTPS: behind a TLS-terminating
        // proxy the original scheme arrives in X-Forwarded-Proto.
        source: "/:path*",
        has: [{ type: "header", key: "x-forwarded-proto", value: "https" }],
        headers: [
          { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" },
        ],
      },
    ];
  },
};

export default nextConfig;
