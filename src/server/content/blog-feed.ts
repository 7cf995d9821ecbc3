/**
 * The blog's RSS 2.0 feed (issue 39), written by the `feed` library from the published posts
 * this process holds (./catalogue.ts), so a publish reaches it as it reaches /blog.
 */
import "server-only";
import { Feed } from "feed";
import { absoluteUrl, siteConfig } from "@/config/site";
import { publishedPosts } from "@/content/catalogue";
import { BLOG_FEED_PATH } from "@/lib/metadata";
import { loadSiteContent } from "./site-pages";

/** A calendar day as the instant readers sort by: noon UTC, so no time zone moves its date. */
const dayInstant = (day: string) => new Date(`${day}T12:00:00Z`);

export async function blogFeedXml(): Promise<string> {
  await loadSiteContent();
  const posts = publishedPosts();
  const feed = new Feed({
    title: `${siteConfig.name} blog`,
    description: `Articles from ${siteConfig.name} on software, mobile apps and technology consulting.`,
    id: absoluteUrl("/blog"),
    link: absoluteUrl("/blog"),
    language: "en",
    feedLinks: { rss: absoluteUrl(BLOG_FEED_PATH) },
    copyright: `© ${siteConfig.name}`,
    updated: posts[0] ? dayInstant(posts[0].published) : undefined,
    generator: false,
  });
  for (const post of posts) {
    feed.addItem({
      title: post.title,
      id: absoluteUrl(post.path),
      link: absoluteUrl(post.path),
      date: dayInstant(post.published),
      description: post.description,
      // RSS names an author by an address: the company's, with the writer's name.
      author: [{ name: post.author.name, email: siteConfig.email }],
    });
  }
  return feed.rss2();
}
