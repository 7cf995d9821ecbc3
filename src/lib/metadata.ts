import type { Metadata } from "next";
import { absoluteUrl, siteConfig } from "@/config/site";
import { findMedia } from "@/content/media";
import type { PageContent } from "@/content/schema";

/** Where the blog's RSS feed is served; pages that list posts, and posts, link to it. */
export const BLOG_FEED_PATH = "/blog/feed.xml";

/** The size of a share card, the one Open Graph and Twitter's large card draw best. */
export const SOCIAL_CARD_SIZE = { width: 1200, height: 630 } as const;

/** A share image as the metadata names it. */
export interface ShareImage {
  url: string;
  width: number;
  height: number;
  alt: string;
  type?: string;
}

/** A page's generated share card (src/server/content/social-card.ts): where it is, what it says. */
export interface SocialCardRef {
  path: string;
  alt: string;
}

/**
 * The site-wide card (public/opengraph-image.png, drawn by tools/brand-assets.mjs), named
 * explicitly where no page card applies: as an app/opengraph-image file it would have outranked
 * the pages' own images in this Next.js version (decision 0057).
 */
export const SITE_SHARE_IMAGE: ShareImage = {
  url: absoluteUrl("/opengraph-image.png"),
  ...SOCIAL_CARD_SIZE,
  alt: `${siteConfig.name}: ${siteConfig.tagline}`,
  type: "image/png",
};

/** The picture chosen in the studio when it is one, else the page's card, else the site's. */
function shareImageOf(page: PageContent, card: SocialCardRef | undefined): ShareImage {
  const chosen = page.socialImage ? findMedia(page.socialImage) : undefined;
  if (chosen?.kind === "image") {
    return {
      url: absoluteUrl(chosen.src),
      width: chosen.width,
      height: chosen.height,
      alt: chosen.alt,
    };
  }
  if (!card) return SITE_SHARE_IMAGE;
  return { url: absoluteUrl(card.path), ...SOCIAL_CARD_SIZE, alt: card.alt, type: "image/png" };
}

export interface PageMetadataOptions {
  /** The blog feed's path, for pages that list posts or are one. */
  feed?: string;
  /** The live page's generated card; a draft preview has none and shows the site's. */
  card?: SocialCardRef;
}

/**
 * Per-page metadata: title, description, canonical URL, Open Graph and Twitter cards with the
 * page's share image, and the blog's feed for pages that list posts or are one.
 */
export function pageMetadata(
  page: PageContent,
  { feed, card }: PageMetadataOptions = {},
): Metadata {
  const canonical = absoluteUrl(page.canonicalPath ?? page.path);
  const fullTitle = `${page.title} | ${siteConfig.name}`;
  const image = shareImageOf(page, card);
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
      images: [image],
    },
    twitter: {
      card: "summary_large_image",
      title: fullTitle,
      description: page.description,
      images: [{ url: image.url, alt: image.alt }],
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
