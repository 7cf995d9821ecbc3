import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { RootDocument } from "@/components/layout/root-document";
import { siteConfig } from "@/config/site";
import { SITE_SHARE_IMAGE } from "@/lib/metadata";

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.url),
  title: { default: siteConfig.name, template: `%s | ${siteConfig.name}` },
  description: siteConfig.description,
  applicationName: siteConfig.name,
  formatDetection: { telephone: false, email: false, address: false },
  // The site's card for pages without one of their own (/thanks, the newsletter's pages); the
  // public pages name theirs (decision 0057).
  openGraph: { images: [SITE_SHARE_IMAGE] },
  twitter: {
    card: "summary_large_image",
    images: [{ url: SITE_SHARE_IMAGE.url, alt: SITE_SHARE_IMAGE.alt }],
  },
};

export const viewport: Viewport = {
  themeColor: "#0b1a2e",
  width: "device-width",
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return <RootDocument>{children}</RootDocument>;
}
