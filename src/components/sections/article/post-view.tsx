import { JsonLd } from "@/components/ui/json-ld";
import type { Post } from "@/content/blog/types";
import type { PostDocument } from "@/content/documents";
import { breadcrumbJsonLd } from "@/lib/metadata";
import { RenderSection } from "../registry";
import { ArticleSection } from "./article-section";

/**
 * A blog post's page: the hero with its title, lead and cover, the article, and its call to
 * action. Posts have a fixed layout; their form in the studio edits only what changes.
 */
export function PostView({
  post,
  document,
  modified,
}: {
  post: Post;
  document: PostDocument;
  /** Its last publish, for search engines' dateModified (absent in a preview). */
  modified?: Date;
}) {
  return (
    <>
      <RenderSection
        section={{
          type: "hero",
          eyebrow: "Blog",
          heading: document.title,
          lead: document.lead,
          background: { image: document.image },
        }}
      />
      <div data-section="article">
        <ArticleSection post={post} modified={modified} />
      </div>
      <RenderSection
        section={{
          type: "callToAction",
          heading: document.ctaHeading,
          text: document.ctaText,
          action: document.ctaAction,
        }}
      />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: "Home", path: "/" },
          { name: "Blog", path: "/blog" },
          { name: document.title, path: document.path },
        ])}
      />
    </>
  );
}
