import type { Metadata } from "next";
import { OutageContent, outageMetadata } from "@/components/layout/outage-content";
import { SiteChrome } from "@/components/layout/site-chrome";
// Outside the (site) group, so it names the public stylesheet itself (decision 0058).
import "../site.css";

// Drawn on each request and never kept: the proxy rewrites here, with the status 503 and
// Retry-After, an address this process cannot serve while the database is away (decision 0026).
export const dynamic = "force-dynamic";

export const metadata: Metadata = outageMetadata;

/**
 * The site's "we'll be right back" page. It reads nothing from the database: the header and
 * footer draw the menus this process last loaded, or the ones shipped with the code.
 */
export default function OutagePage() {
  return (
    <SiteChrome>
      <OutageContent />
    </SiteChrome>
  );
}
