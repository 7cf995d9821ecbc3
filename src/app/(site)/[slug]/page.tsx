import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageView } from "@/components/sections/page-view";
import { getPage, pages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

// Every page is prerendered at build time; a path that is not in the registry is a 404.
export const dynamic = "force-static";
// Cache-Control: s-maxage=60 with stale-while-revalidate, so a CDN or proxy in front keeps the
// page for a minute, not a year: a change to the page reaches visitors soon (decision 0050).
export const revalidate = 60;
export const dynamicParams = false;

export function generateStaticParams() {
  return pages.filter((page) => page.path !== "/").map((page) => ({ slug: page.path.slice(1) }));
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = getPage(`/${(await params).slug}`);
  return page ? pageMetadata(page) : {};
}

export default async function SlugPage({ params }: Props) {
  const page = getPage(`/${(await params).slug}`);
  if (!page) notFound();
  return <PageView page={page} />;
}
