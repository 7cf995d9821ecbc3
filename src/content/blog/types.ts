import { z } from "zod";

const paragraph = z.string().trim().min(40);

/**
 * One of the blog articles the site shipped with (src/server/content/initial-pages/posts.ts),
 * imported as posts of the studio. Its listing excerpt is cut from `intro` (200 characters).
 */
export const postSchema = z.object({
  id: z.string().regex(/^blog\d+$/),
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

export type InitialPost = z.infer<typeof postSchema>;

/** A published post as pages draw it: the list's cards and the article itself. */
export type Post = Omit<InitialPost, "id"> & {
  /** The post's document id in the studio. */
  id: string;
  /** Where it lives, e.g. /blog1 or /cloud-migration-checklist. */
  path: string;
  /** Its description for search engines: the feed's summary of it. */
  description: string;
};

/** Words in the article body (intro, sections, conclusion). */
export function wordCount(post: Pick<Post, "intro" | "sections" | "conclusion">): number {
  const text = [
    ...post.intro,
    ...post.sections.flatMap((s) => [s.heading, ...s.paragraphs]),
    post.conclusion.heading,
    ...post.conclusion.paragraphs,
  ].join(" ");
  return text.split(/\s+/).filter(Boolean).length;
}

/** Reading time in whole minutes at 220 words a minute, at least 1. */
export function readingMinutes(post: Pick<Post, "intro" | "sections" | "conclusion">): number {
  return Math.max(1, Math.round(wordCount(post) / 220));
}
