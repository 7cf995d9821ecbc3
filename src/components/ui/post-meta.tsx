import { readingMinutes, type Post } from "@/content/blog/types";
import { formatDate } from "@/lib/sections/dates";
import { CalendarIcon, ClockIcon } from "./icons";

/**
 * A blog post's date and reading time. `announceDate` says "Published" to screen readers
 * where nothing around the date explains it (the article page).
 */
export function PostMeta({ post, announceDate = false }: { post: Post; announceDate?: boolean }) {
  return (
    <p className="flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-ink-600">
      <span className="inline-flex items-center gap-1.5">
        <CalendarIcon />
        {announceDate ? <span className="sr-only">Published </span> : null}
        <time dateTime={post.published}>{formatDate(post.published)}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <ClockIcon />
        {readingMinutes(post)} min read
      </span>
    </p>
  );
}
