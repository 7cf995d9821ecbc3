import type { ReactNode } from "react";
import { bodyFont, displayFont } from "./fonts";

/**
 * The html and body of every document of the site: the root layout's, and the 404 of an
 * address no route matches (app/global-not-found.tsx), which no layout wraps.
 */
export function RootDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={`${bodyFont.variable} ${displayFont.variable}`}>
      <body className="flex min-h-dvh flex-col">{children}</body>
    </html>
  );
}
