/**
 * The blog's RSS 2.0 feed (issue 39) against the production build: served at /blog/feed.xml as
 * RSS, parsed by the browser's own XML parser (not the library that wrote it), one item per
 * published post with its title, link, date, author and summary, newest first; and announced
 * from the head of /blog and of every post.
 */
import { describe, expect, it } from "vitest";
import { initialPosts } from "@/server/content/initial-pages/blog";
import { baseURL, newPage, sharedBrowser } from "./support/browser";
import { postPaths } from "./support/site";

const browser = sharedBrowser();

interface ParsedFeed {
  version: string | null;
  channel: { title: string; link: string; selfLink: string | null };
  items: {
    title: string;
    link: string;
    pubDate: string;
    author: string;
    description: string;
    guid: string;
  }[];
}

describe("blog feed", () => {
  it("is RSS 2.0 with every published post, newest first, as a parser reads it", async () => {
    const response = await fetch(`${baseURL()}/blog/feed.xml`, { redirect: "manual" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const xml = await response.text();
    const { context, page } = await newPage(browser());
    try {
      await page.goto(`${baseURL()}/blog/feed.xml`);
      const feed = await page.evaluate((text): ParsedFeed | string => {
        const doc = new DOMParser().parseFromString(text, "application/xml");
        const error = doc.querySelector("parsererror");
        if (error) return error.textContent ?? "parse error";
        const text_ = (parent: Element | null, name: string) =>
          parent?.getElementsByTagName(name)[0]?.textContent?.trim() ?? "";
        const channel = doc.getElementsByTagName("channel")[0]!;
        const self = [...channel.children].find(
          (node) => node.localName === "link" && node.getAttribute("rel") === "self",
        );
        return {
          version: doc.documentElement.getAttribute("version"),
          channel: {
            title: text_(channel, "title"),
            link: [...channel.children].find((n) => n.tagName === "link")?.textContent ?? "",
            selfLink: self?.getAttribute("href") ?? null,
          },
          items: [...doc.getElementsByTagName("item")].map((item) => ({
            title: text_(item, "title"),
            link: text_(item, "link"),
            pubDate: text_(item, "pubDate"),
            author: text_(item, "author"),
            description: text_(item, "description"),
            guid: text_(item, "guid"),
          })),
        };
      }, xml);
      if (typeof feed === "string") throw new Error(`the feed does not parse: ${feed}`);
      expect(feed.version).toBe("2.0");
      expect(feed.channel.title).toBe("Corvane Technologies blog");
      expect(new URL(feed.channel.link).pathname).toBe("/blog");
      expect(new URL(feed.channel.selfLink!).pathname).toBe("/blog/feed.xml");
      // Every shipped post, newest date first, each with what a reader shows.
      const newestFirst = [...initialPosts].sort((a, b) => b.published.localeCompare(a.published));
      expect(feed.items.map((item) => item.title)).toEqual(newestFirst.map((post) => post.title));
      for (const [index, item] of feed.items.entries()) {
        const post = newestFirst[index]!;
        expect(new URL(item.link).pathname).toBe(post.path);
        expect(item.guid).toBe(item.link);
        expect(new Date(item.pubDate).toISOString().slice(0, 10)).toBe(post.published);
        expect(item.author).toMatch(new RegExp(`\\(${post.authorName}\\)$`));
        expect(item.description).toBe(post.description);
      }
    } finally {
      await context.close();
    }
  });

  it.each(["/blog", ...postPaths])("%s announces the feed in its head", async (path) => {
    const html = await (await fetch(`${baseURL()}${path}`)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    const link = /<link rel="alternate" type="application\/rss\+xml"[^>]*>/.exec(head)?.[0];
    expect(link, `${path} has no feed link in its head`).toBeDefined();
    expect(link).toMatch(/ href="[^"]*\/blog\/feed\.xml"/);
    expect(link).toContain(' title="Corvane Technologies blog"');
  });

  it("is not announced by pages that list no posts", async () => {
    const html = await (await fetch(`${baseURL()}/contact`)).text();
    expect(html).not.toContain("application/rss+xml");
  });
});
