import { useId } from "react";
import { ArrowRight } from "@/components/ui/icons";
import { MediaImage } from "@/components/ui/media-image";
import { PostMeta } from "@/components/ui/post-meta";
import { SectionHeading } from "@/components/ui/section-heading";
import { SectionShell } from "@/components/ui/section-shell";
import type { Post } from "@/content/blog/types";
import { publishedPosts } from "@/content/catalogue";
import { excerpt } from "@/lib/sections/text";
import type { SectionProps } from "../types";

/**
 * Blog cards, newest first: cover, date, reading time, title, "Go to Full Blog", and the
 * excerpt (200 characters, cut on a word boundary). The excerpt appears over the cover on hover
 * and on keyboard focus; on touch screens and below 768 px it is always shown. Pure CSS.
 */
export function BlogListSection({ heading, intro, limit }: SectionProps<"blogList">) {
  const headingId = useId();
  const newestFirst = publishedPosts();
  const shown = limit ? newestFirst.slice(0, limit) : newestFirst;
  return (
    <SectionShell labelledBy={headingId} tone="muted">
      <SectionHeading id={headingId} heading={heading} intro={intro} />
      <ul className="mt-12 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
        {shown.map((post) => (
          <li key={post.id}>
            <BlogCard post={post} />
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}

function BlogCard({ post }: { post: Post }) {
  const titleId = useId();
  const cut = excerpt(post.intro.join(" "));
  // From 768 px with a fine pointer the excerpt lies over the cover, faded out until the card
  // is hovered or holds focus: the card never changes size. Elsewhere it sits in the text.
  const overlay = [
    "md:pointer-fine:pointer-events-none md:pointer-fine:absolute md:pointer-fine:inset-x-0 md:pointer-fine:top-0",
    "md:pointer-fine:flex md:pointer-fine:aspect-[16/10] md:pointer-fine:items-end md:pointer-fine:bg-ink-950/85",
    "md:pointer-fine:p-6 md:pointer-fine:text-ink-50 md:pointer-fine:opacity-0",
    "md:pointer-fine:group-hover:opacity-100 md:pointer-fine:group-focus-within:opacity-100",
  ].join(" ");
  return (
    <article
      aria-labelledby={titleId}
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-ink-100 bg-white shadow-sm shadow-ink-900/5 transition duration-300 hover:-translate-y-0.5 hover:shadow-xl hover:shadow-ink-900/10 focus-within:shadow-xl motion-reduce:hover:translate-y-0"
    >
      <div className="relative aspect-[16/10] overflow-hidden bg-ink-100">
        <MediaImage
          id={post.image}
          fill
          sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
          className="object-cover transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transform-none"
        />
      </div>
      <div className="flex flex-1 flex-col p-6 sm:p-7">
        <PostMeta post={post} />
        <h3 id={titleId} className="mt-4 text-xl font-bold leading-snug text-ink-900">
          {post.title}
        </h3>
        <div
          data-excerpt=""
          className={`pt-3 text-ink-600 transition-opacity duration-300 ease-out motion-reduce:transition-none ${overlay}`}
        >
          <p className="leading-relaxed">{cut.text}</p>
        </div>
        <div className="mt-auto pt-6">
          <a
            href={post.path}
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-ink-900 px-5 text-sm font-semibold text-white transition-colors after:absolute after:inset-0 after:content-[''] hover:bg-accent-700"
          >
            Go to Full Blog
            <span className="sr-only">: {post.title}</span>
            <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
          </a>
        </div>
      </div>
    </article>
  );
}
