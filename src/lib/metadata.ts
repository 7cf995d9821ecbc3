import type { Metadata } from "next";
import { absoluteUrl, siteConfig } from "@/config/site";
import { findMedia } from "@/content/media";
import type { PageContent } from "@/content/schema";

/** Per-page metadata: title, description, canonical URL, Open Graph and Twitter cards. */
export function pageMetadata(page: PageContent): Metadata {
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
    alternates: { canonical },
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
