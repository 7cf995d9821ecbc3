/**
 * GET /blog/feed.xml — the blog's RSS 2.0 feed (../content/blog-feed.ts). A proxy or CDN in
 * front may keep it a minute, as it keeps the pages; while the database is away it is a 503.
 */
import { blogFeedXml } from "../content/blog-feed";
import { meansDatabaseAway, unavailableFile } from "../http/responses";

export async function getBlogFeed(): Promise<Response> {
  try {
    return new Response(await blogFeedXml(), {
      headers: {
        "content-type": "application/rss+xml; charset=utf-8",
        "cache-control": "public, s-maxage=60, stale-while-revalidate=3540",
        "x-content-type-options": "nosniff",
      },
    });
  } catch (error) {
    if (!meansDatabaseAway(error)) throw error;
    return unavailableFile();
  }
}
