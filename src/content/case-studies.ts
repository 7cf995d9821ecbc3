/**
 * A case study as the carousels, the showcase and /Casestud draw it. Case studies are edited
 * in the studio (src/content/documents.ts has their form's schema); the ones the site shipped
 * with are in src/server/content/initial-pages/case-studies.ts.
 */
import { z } from "zod";

export const caseStudySchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(10),
  category: z.string().min(1),
  industry: z.string().min(2),
  /** Media id of the card image (content/media/case-studies.ts). */
  image: z.string(),
  summary: z.string().min(60),
  outcome: z.string().min(20),
});

export type CaseStudy = z.infer<typeof caseStudySchema>;
