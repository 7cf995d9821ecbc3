import type { ReactNode } from "react";
import { firstPaintScript } from "./first-paint-script";

/**
 * The html and body of every document of the site: the root layout's, and the 404 of an
 * address no route matches (app/global-not-found.tsx), which no layout wraps. The head's
 * script adds an attribute to <html> after the first paint (first-paint-script.ts), hence
 * suppressHydrationWarning there.
 */
export function RootDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      {/* The App Router's own document head (the rule is about the pages router's next/head). */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        <script dangerouslySetInnerHTML={{ __html: firstPaintScript }} />
      </head>
      <body className="flex min-h-dvh flex-col">{children}</body>
    </html>
  );
}
