import type { Metadata } from "next";
import { FormAgain, ThanksHero } from "@/components/forms/thanks-parts";
import { loadThanksPage, thanksTitle } from "@/server/submissions/thanks-page";

/**
 * Where a form posted without JavaScript lands (the API answers with a 303 here): a thank
 * you, or the form again with its errors and the values that were typed. Also the page the
 * unsubscribe link ends on. Not in the sitemap, and not indexed.
 */
export const dynamic = "force-dynamic";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({
  searchParams,
}: {
  searchParams: SearchParams;
}): Promise<Metadata> {
  return { title: thanksTitle(await searchParams), robots: { index: false, follow: true } };
}

export default async function ThanksPage({ searchParams }: { searchParams: SearchParams }) {
  const { form, outcome, text, back, draft, application } = await loadThanksPage(
    await searchParams,
  );
  return (
    <>
      <ThanksHero outcome={outcome} text={text} back={back} />
      {draft ? <FormAgain form={form} draft={draft} application={application} /> : null}
    </>
  );
}
