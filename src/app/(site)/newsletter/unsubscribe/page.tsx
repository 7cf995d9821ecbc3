import type { Metadata } from "next";
import { TokenActionPage } from "@/components/forms/token-action-page";

/** Where every unsubscribe link leads: the Unsubscribe button POSTs, the visit does not. */
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Unsubscribe",
  robots: { index: false, follow: false },
};

export default async function UnsubscribePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { token } = await searchParams;
  return (
    <TokenActionPage
      heading="Unsubscribe from the newsletter"
      text="Press Unsubscribe to leave the newsletter. Your address is then deleted from our list."
      action="/api/unsubscribe"
      token={typeof token === "string" ? token : ""}
      button="Unsubscribe"
    />
  );
}
