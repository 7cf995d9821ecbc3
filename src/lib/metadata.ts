import type { Metadata } from "next";
import { absoluteUrl, siteConfig } from "@/config/site";
import { findMedia } from "@/content/media";
import type { PageContent } from "@/content/schema";

/** Where the blog's RSS feed is served; pages that list posts, and posts, link to it. */
export const BLOG_FEED_PATH = "/blog/feed.xml";

/**
 * Per-page metadata: title, description, canonical URL, Open Graph and Twitter cards, and the
 * blog's feed for pages that list posts or are one (`feed`: its path).
 */
export function pageMetadata(page: PageContent, feed?: string): Metadata {
  const canonical = absoluteUrl(page.canonicalPath ?? page.path);
  const fullTitle = `${page.title} | ${siteConfig.name}`;
  const image = page.socialImage ? findMedia(page.socialImage) : undefined;
  const images =
    image?.kind === "image"
      ? [{ url: absoluteUrl(image.src), width: image.width, height: image.height, alt: image.alt }]
      : undefined;
  return {
    ...(page.noindex ? { robots: { index: false, follow: true } } : {}),
    title: page.path === "/" ? { absolute: fullTitle } : page.title,
    description: page.description,
    alternates: {
      canonical,
      ...(feed
        ? { types: { "application/rss+xml": [{ url: feed, title: `${siteConfig.name} blog` }] } }
        : {}),
    },
    openGraph: {
      type: "website",
      url: canonical,
      siteName: siteConfig.name,
      title: fullTitle,
      description: page.description,
      locale: "en_US",
      ...(images ? { images } : {}),
    },
    twitter: {
      card: "summary_large_image",
      title: fullTitle,
      description: page.description,
      ...(images ? { images: images.map((entry) => entry.url) } : {}),
    },
  };
}

/** Organization structured data, for the home page. */
export function organizationJsonLd() {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: siteConfig.name,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/icon.svg"),
    email: siteConfig.email,
    telephone: siteConfig.phone,
    foundingDate: String(siteConfig.foundedYear),
    address: { "@type": "PostalAddress", streetAddress: siteConfig.address },
    sameAs: [siteConfig.networkUrl],
  };
}

/** Serialises JSON-LD for a <script> element without letting text close the element. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/** Where a page sits under the home page, for search engines' breadcrumbs (schema.org). */
export function breadcrumbJsonLd(trail: readonly { name: string; path: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.name,
      item: absoluteUrl(step.path),
    })),
  };
}
