import type { Metadata } from "next";
import { headers } from "next/headers";
import { SearchView } from "@/components/search/search-view";
import { Container } from "@/components/ui/container";
import { absoluteUrl } from "@/config/site";
import { SEARCH_PATH } from "@/lib/search/query";
import { answerSearch, pageNumber } from "@/server/search/search-request";

/** The site search (issue 39): results from the index as it is now, so never cached. */
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Search",
  description: "Search Corvane Technologies' pages, articles, case studies and open positions.",
  robots: { index: false, follow: true },
  alternates: { canonical: absoluteUrl(SEARCH_PATH) },
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function SearchPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const query = first(params.q);
  const answer =
    query === undefined
      ? null
      : await answerSearch(await headers(), query, pageNumber(first(params.page)));
  return (
    <Container className="max-w-3xl! py-12 md:py-16">
      <h1 className="text-3xl font-extrabold text-ink-900 sm:text-4xl">Search</h1>
      <SearchView initial={answer} />
    </Container>
  );
}
