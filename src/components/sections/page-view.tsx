import type { PageContent } from "@/content/schema";
import { RenderSection } from "./registry";

/**
 * Draws a page: its sections, in order. Every section after the first is laid out and painted
 * only when it nears the view (decision 0040): the first section is always on the first screen.
 */
export function PageView({ page }: { page: PageContent }) {
  return (
    <>
      {page.sections.map((section, index) => (
        <RenderSection
          key={`${section.type}-${index}`}
          section={section}
          renderWhenNear={index > 0}
        />
      ))}
    </>
  );
}
