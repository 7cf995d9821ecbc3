import { Container } from "@/components/ui/container";
import { siteConfig } from "@/config/site";

export const outageMetadata = {
  title: "We’ll be right back",
  robots: { index: false, follow: false },
};

/** What a visitor reads while the site cannot reach its database (decision 0026). */
export function OutageContent() {
  return (
    <Container className="max-w-3xl! py-24 md:py-32">
      <h1 className="text-3xl font-extrabold text-ink-900 sm:text-4xl">We’ll be right back</h1>
      <p className="mt-6 text-lg text-ink-700">
        This page cannot be shown for a moment, so please try again in a few minutes or write to us
        at{" "}
        <a
          href={`mailto:${siteConfig.email}`}
          className="font-semibold text-accent-700 underline hover:text-accent-800"
        >
          {siteConfig.email}
        </a>
        .
      </p>
    </Container>
  );
}
