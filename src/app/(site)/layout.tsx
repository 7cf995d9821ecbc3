import type { ReactNode } from "react";
import { SiteChrome } from "@/components/layout/site-chrome";
import { loadSiteContent } from "@/server/content/site-pages";
// The public pages' stylesheet; the root layout imports none, so the workspace's stays under
// /admin and no error boundary carries a copy of it (decision 0058).
import "../site.css";

export default async function SiteLayout({ children }: { children: ReactNode }) {
  // The header and footer draw the published menus; the page's sections, the library's media.
  await loadSiteContent().catch((error: unknown) => {
    // The database is away: the chrome falls back to the spec's menus; the page says the rest.
    console.error("[content] could not load the site's menus:", (error as Error).message);
  });
  return <SiteChrome>{children}</SiteChrome>;
}
