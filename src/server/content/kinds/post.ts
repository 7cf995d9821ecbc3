/** A post's hooks: its page of a fixed layout, and the pages that list posts. */
import "server-only";
import { pageFieldsOf, postFromDocument } from "@/content/documents";
import type { PostDocument } from "@/content/kinds/post";
import type { PageContent } from "@/content/schema";
import { postText } from "../../search/extract";
import { livePagesWithSection } from "../kind-rules";
import type { KindHooks } from "./types";

export const postHooks: KindHooks<PostDocument> = {
  affectedPaths: (db) => livePagesWithSection(db, "blogList"),
  render(id, post) {
    const page = {
      ...pageFieldsOf(post),
      sections: [{ type: "hero" as const, heading: post.title, lead: post.lead }],
    } satisfies PageContent;
    return { page, post: { post: postFromDocument(id, post), document: post } };
  },
  searchText: async (post) => (post.noindex ? null : postText(post)),
  catalogue: (parts, id, post) => {
    parts.posts.push(postFromDocument(id, post));
  },
};
