import "./site.css";
import type { Metadata } from "next";
import { NotFoundContent, notFoundMetadata } from "@/components/layout/not-found/not-found-content";
import { RootDocument } from "@/components/layout/root-document";
import { SiteChrome } from "@/components/layout/site-chrome";
import { siteConfig } from "@/config/site";
import { metadata as rootMetadata } from "./layout";

export { viewport } from "./layout";

// A CDN keeps a 404 no longer than a page (decision 0050): a post or position whose address
// someone asked for early is found within a minute of its publish, not a year (issue 48).
export const revalidate = 60;

// No layout is drawn for an address that matches no route, so the root layout's title
// template is spelled out here.
export const metadata: Metadata = {
  ...rootMetadata,
  ...notFoundMetadata,
  title: { absolute: `${notFoundMetadata.title} | ${siteConfig.name}` },
};

/**
 * The 404 of an address that matches no route: a whole document with the public chrome.
 * Kept out of app/not-found.tsx on purpose: Next.js puts the root not-found UI into every
 * page's inline RSC payload, which carried a second and third copy of the header and footer
 * on every page (decision 0037).
 */
export default function GlobalNotFound() {
  return (
    <RootDocument>
      <SiteChrome>
        <NotFoundContent />
      </SiteChrome>
    </RootDocument>
  );
}
