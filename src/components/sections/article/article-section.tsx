import { JsonLd } from "@/components/ui/json-ld";
import { useId } from "react";
import { PostMeta } from "@/components/ui/post-meta";
import { RevealHeading } from "@/components/ui/reveal-heading";
import { absoluteUrl, siteConfig } from "@/config/site";
import { readingMinutes, wordCount, type Post } from "@/content/blog/types";
import { findMedia } from "@/content/media";

/** The last publish, but never a day before the post's own date (a back-dated import). */
function lastModified(post: Post, modified: Date | undefined): string {
  const instant = modified?.toISOString();
  return instant && instant.slice(0, 10) >= post.published ? instant : post.published;
}

function articleJsonLd(post: Post, modified: Date | undefined) {
  const cover = findMedia(post.image);
  const url = absoluteUrl(post.path);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    datePublished: post.published,
    dateModified: lastModified(post, modified),
    wordCount: wordCount(post),
    timeRequired: `PT${readingMinutes(post)}M`,
    ...(cover ? { image: absoluteUrl(cover.src) } : {}),
    author: { "@type": "Person", name: post.author.name, jobTitle: post.author.role },
    publisher: {
      "@type": "Organization",
      name: siteConfig.name,
      url: absoluteUrl("/"),
      logo: { "@type": "ImageObject", url: absoluteUrl("/icon.svg") },
    },
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
  };
}

/**
 * The body of a blog article: meta line, intro, numbered sections whose headings reveal as
 * each section comes fully into view, the conclusion box, and BlogPosting structured data.
 * (The hero above holds the title as the page's <h1>; Next scrolls a newly opened article to
 * the top, and nothing here stops it.)
 */
export function ArticleSection({ post, modified }: { post: Post; modified?: Date }) {
  return (
    <article className="bg-white py-14 md:py-20">
      <div className="mx-auto w-full max-w-3xl px-4 sm:px-6">
        <ArticleMeta post={post} />
        <div className="mt-10 space-y-6 text-lg leading-relaxed text-ink-700">
          {post.intro.map((paragraph, index) => (
            <p
              key={paragraph.slice(0, 48)}
              className={index === 0 ? "text-xl leading-relaxed text-ink-800" : undefined}
            >
              {paragraph}
            </p>
          ))}
        </div>
        <ol className="mt-14 space-y-14">
          {post.sections.map((section, index) => (
            <li key={section.heading}>
              <NumberedSection
                number={index + 1}
                heading={section.heading}
                paragraphs={section.paragraphs}
              />
            </li>
          ))}
        </ol>
        <Conclusion heading={post.conclusion.heading} paragraphs={post.conclusion.paragraphs} />
      </div>
      <JsonLd data={articleJsonLd(post, modified)} />
    </article>
  );
}

function ArticleMeta({ post }: { post: Post }) {
  const initials = post.author.name
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .slice(0, 2);
  return (
    <div className="flex flex-col gap-5 border-b border-ink-100 pb-8 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-center gap-4">
        <span
          aria-hidden="true"
          className="flex size-12 items-center justify-center rounded-full bg-ink-900 font-display text-sm font-bold text-accent-300"
        >
          {initials}
        </span>
        <p className="leading-tight">
          <span className="sr-only">Written by </span>
          <span className="block font-semibold text-ink-900">{post.author.name}</span>
          <span className="text-sm text-ink-600">{post.author.role}</span>
        </p>
      </div>
      <PostMeta post={post} announceDate />
    </div>
  );
}

function NumberedSection({
  number,
  heading,
  paragraphs,
}: {
  number: number;
  heading: string;
  paragraphs: string[];
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <RevealHeading>
        <h2
          id={headingId}
          className="flex items-baseline gap-4 text-2xl font-bold leading-snug text-ink-900 sm:text-3xl"
        >
          <span className="font-display text-accent-600 tabular-nums">{number}.</span>
          <span>{heading}</span>
        </h2>
      </RevealHeading>
      <Paragraphs paragraphs={paragraphs} />
    </section>
  );
}

function Conclusion({ heading, paragraphs }: { heading: string; paragraphs: string[] }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="mt-16 rounded-3xl border border-accent-400/40 bg-gradient-to-br from-accent-400/10 to-ink-50 p-7 sm:p-10"
    >
      <RevealHeading>
        <h2 id={headingId} className="text-2xl font-bold leading-snug text-ink-900 sm:text-3xl">
          {heading}
        </h2>
      </RevealHeading>
      <Paragraphs paragraphs={paragraphs} />
    </section>
  );
}

/** The body text under a numbered section's or the conclusion's heading. */
function Paragraphs({ paragraphs }: { paragraphs: string[] }) {
  return (
    <div className="mt-5 space-y-5 text-lg leading-relaxed text-ink-700">
      {paragraphs.map((paragraph) => (
        <p key={paragraph.slice(0, 48)}>{paragraph}</p>
      ))}
    </div>
  );
}
