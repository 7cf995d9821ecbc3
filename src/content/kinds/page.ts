/** A page of the site: sections at an address of one segment, edited in the section editor. */
import { pageSchema, type PageContent } from "../schema";
import {
  CONTENT_LIST,
  LOCKED_EXPLANATION,
  PUBLISHED_STATUS,
  UNPUBLISH_EXPLANATION,
} from "./shared";
import type { ContentKind } from "./types";

export const page: ContentKind<"page", PageContent> = {
  name: "page",
  schema: pageSchema,
  // A page has an editor of sections, not a form.
  fields: null,
  address: { type: "path", fromTitle: null },
  right: "content",
  words: {
    singular: "page",
    heading: "Page",
    plural: "Pages",
    intro: "",
    list: CONTENT_LIST,
    status: PUBLISHED_STATUS,
    takeDown: {
      heading: "Take the page down",
      explanation: UNPUBLISH_EXPLANATION,
      whenLocked: LOCKED_EXPLANATION,
      button: "Unpublish",
    },
    mediaUse: ({ path }) => `Page ${path}`,
  },
  create: {
    title: "New page",
    help: "A new page starts as a draft with a hero section. Its path is one word of letters, digits and hyphens after the slash, such as /cloud-migration.",
    submit: "Create page",
    pathHint: "For example /cloud-migration",
    firstDraft: ({ title, address }) => ({
      path: address,
      title,
      description: "",
      sections: [{ type: "hero", heading: title, lead: "" }],
    }),
  },
  publicPage: true,
  studioList: "/admin/content",
};
