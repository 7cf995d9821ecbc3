import { notFound } from "next/navigation";
import { PageView } from "@/components/sections/page-view";
import { getPage } from "@/content/pages";
import { jsonLdScript, organizationJsonLd, pageMetadata } from "@/lib/metadata";

export const dynamic = "force-static";
// Cache-Control: s-maxage=60 with stale-while-revalidate, so a CDN or proxy in front keeps the
// page for a minute, not a year: a change to the page reaches visitors soon (decision 0050).
export const revalidate = 60;

const home = getPage("/");

export const metadata = home ? pageMetadata(home) : {};

export default function HomePage() {
  if (!home) notFound();
  return (
    <>
      <PageView page={home} />
      {/* The organisation's structured data, on the home page as search engines advise, not
          on every page (decision 0050). */}
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLdScript(organizationJsonLd()) }}
      />
    </>
  );
}
