import type { PageContent } from "@/content/schema";
import { RenderSection } from "./registry";

/** Draws a page: its sections, in order. */
export function PageView({ page }: { page: PageContent }) {
  return (
    <>
      {page.sections.map((section, index) => (
        <RenderSection key={`${section.type}-${index}`} section={section} />
      ))}
    </>
  );
}
