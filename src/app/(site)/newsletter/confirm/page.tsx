import type { Metadata } from "next";
import { TokenActionPage } from "@/components/forms/token-action-page";

/** Where the confirmation e-mail's link leads: the Confirm button POSTs, the visit does not. */
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Confirm your subscription",
  robots: { index: false, follow: false },
};

export default async function ConfirmPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { token } = await searchParams;
  return (
    <TokenActionPage
      heading="Confirm your subscription"
      text="Press Confirm to receive our newsletter: one short e-mail a month. You can unsubscribe with the link in any issue."
      action="/api/subscribe/confirm"
      token={typeof token === "string" ? token : ""}
      button="Confirm"
    />
  );
}
