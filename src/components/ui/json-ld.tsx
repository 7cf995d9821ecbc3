import { jsonLdScript } from "@/lib/metadata";

/** Structured data for search engines, serialised so no text can close the element. */
export function JsonLd({ data }: { data: unknown }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(data) }} />
  );
}
