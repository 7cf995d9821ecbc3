import { z } from "zod";
import { postIds } from "./post-ids";

const paragraph = z.string().trim().min(40);

/** One blog article. Its listing excerpt is cut from `intro` (200 characters). */
export const postSchema = z.object({
  id: z.enum(postIds),
  title: z.string().min(10),
  /** ISO date of publication, e.g. "2025-03-18". */
  published: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  author: z.object({ name: z.string().min(3), role: z.string().min(3) }),
  /** Media id of the article's cover image (content/media/blog.ts). */
  image: z.string(),
  /** Opening paragraphs before the numbered sections. */
  intro: z.array(paragraph).min(1),
  /** Numbered sections. */
  sections: z
    .array(z.object({ heading: z.string().min(3), paragraphs: z.array(paragraph).min(1) }))
    .min(3),
  /** The conclusion box. */
  conclusion: z.object({ heading: z.string().min(3), paragraphs: z.array(paragraph).min(1) }),
});

export type Post = z.infer<typeof postSchema>;

/** Words in the article body (intro, sections, conclusion). */
export function wordCount(post: Post): number {
  const text = [
    ...post.intro,
    ...post.sections.flatMap((s) => [s.heading, ...s.paragraphs]),
    post.conclusion.heading,
    ...post.conclusion.paragraphs,
  ].join(" ");
  return text.split(/\s+/).filter(Boolean).length;
}

/** Reading time in whole minutes at 220 words a minute, at least 1. */
export function readingMinutes(post: Post): number {
  return Math.max(1, Math.round(wordCount(post) / 220));
}
