import type { Section, SectionType } from "@/content/schema";

/** Props of the component that renders one section type: the section's data minus `type`. */
export type SectionProps<T extends SectionType> = Omit<Extract<Section, { type: T }>, "type">;
