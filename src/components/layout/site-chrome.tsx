import type { ReactNode } from "react";
import { SiteFooter } from "@/components/layout/footer/site-footer";
import { SiteHeader } from "@/components/layout/header/site-header";
import { LinkNavigator } from "@/components/layout/link-navigator";
import { Toaster } from "@/components/ui/toaster";

/**
 * What every public page wears: skip link, header, main landmark, footer, the toast region and
 * in-app navigation for its links. The staff workspace has its own (src/app/admin).
 */
export function SiteChrome({ children }: { children: ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[60] rounded-md bg-white px-4 py-2 font-semibold text-ink-900 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 pt-(--header-height) outline-none">
        {children}
      </main>
      <SiteFooter />
      <Toaster />
      <LinkNavigator />
    </>
  );
}
