import { notFound } from "next/navigation";
import { PageView } from "@/components/sections/page-view";
import { getPage } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

export const dynamic = "force-static";

const home = getPage("/");

export const metadata = home ? pageMetadata(home) : {};

export default function HomePage() {
  if (!home) notFound();
  return <PageView page={home} />;
}
