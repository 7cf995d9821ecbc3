import { JsonLd } from "@/components/ui/json-ld";
import type { Metadata } from "next";
import { draftMode } from "next/headers";
import { notFound } from "next/navigation";
import { cache } from "react";
import { PostView } from "@/components/sections/article/post-view";
import { ClosedPositionView } from "@/components/sections/position/closed-position-view";
import { PositionView } from "@/components/sections/position/position-view";
import { PageView } from "@/components/sections/page-view";
import { PreviewBanner } from "@/components/layout/preview-banner";
import { BLOG_FEED_PATH, organizationJsonLd, pageMetadata } from "@/lib/metadata";
import { sitePage } from "@/server/content/site-pages";

// Pages live in the database (issue 36): none is rendered at build time (the build does not
// open it); each is rendered on its first request, then served from Next.js's cache until a
// publish revalidates it. Cache-Control: s-maxage=60 with stale-while-revalidate, so a CDN in
// front keeps a page for a minute, not a year (decision 0050).
export const revalidate = 60;
export const dynamicParams = true;
export function generateStaticParams(): { slug: string[] }[] {
  return [];
}

type Props = { params: Promise<{ slug?: string[] }> };

/** Pages live at one segment; open positions under /jobs/ (issue 38). */
const pathOf = (slug: string[] | undefined) =>
  !slug || slug.length === 0
    ? "/"
    : slug.length === 1
      ? `/${slug[0]}`
      : slug.length === 2 && slug[0] === "jobs"
        ? `/jobs/${slug[1]}`
        : null;

/** What a closed position's address says (with the status 410, set by src/proxy.ts). */
const CLOSED_TITLE = "This position is no longer open.";

/** One lookup per request for the metadata and the page. */
const resolve = cache(async (path: string | null) => {
  if (!path) return null;
  return sitePage(path, (await draftMode()).isEnabled);
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await resolve(pathOf((await params).slug));
  // Not found here, before the page starts, so the 404 is rendered whole on the server.
  if (!found) notFound();
  if ("closedPosition" in found) {
    return { title: CLOSED_TITLE, robots: { index: false, follow: true } };
  }
  // The blog's feed, announced by the pages that list posts and by every post.
  const listsPosts =
    !!found.post || found.page.sections.some((section) => section.type === "blogList");
  return pageMetadata(found.page, {
    feed: listsPosts ? BLOG_FEED_PATH : undefined,
    card: found.card,
  });
}

export default async function SitePage({ params }: Props) {
  const path = pathOf((await params).slug);
  const found = await resolve(path);
  if (!found) notFound();
  if ("closedPosition" in found) return <ClosedPositionView title={found.closedPosition.title} />;
  return (
    <>
      {found.preview ? <PreviewBanner {...found.preview} /> : null}
      {found.post ? (
        <PostView post={found.post.post} document={found.post.document} modified={found.modified} />
      ) : found.position ? (
        <PositionView {...found.position} />
      ) : (
        <PageView page={found.page} />
      )}
      {/* The organisation's structured data, on the home page as search engines advise, not
          on every page (decision 0050). */}
      {path === "/" ? <JsonLd data={organizationJsonLd()} /> : null}
    </>
  );
}
