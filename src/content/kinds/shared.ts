/** Pieces several kinds share: zod's text rules, form fields of a page, the studio's words. */
import { z } from "zod";
import { pageFields } from "../section-fields";
import type { DocumentStatus, KindWords } from "./types";

export const text = z.string().trim().min(1, "Enter some text");
export const paragraph = z
  .string()
  .trim()
  .min(40, "Write at least 40 characters: a paragraph, not a heading");

/** A page's own field (title, description, social image, noindex), as a kind's form repeats it. */
export const pageField = (key: "title" | "description" | "socialImage" | "noindex") =>
  pageFields.find((field) => field.key === key)!;

export const PUBLISHED_STATUS: Record<DocumentStatus, string> = {
  draft: "Draft, never published",
  published: "Published",
  changed: "Published, with unpublished changes",
  unpublished: "Unpublished",
};

/** The heading of the studio's list for every kind marketing works on. */
export const CONTENT_LIST: KindWords["list"] = {
  title: "Content",
  intro:
    "Every page, post and case study of the site, and its menus. Open one to edit it, preview the draft and publish it or schedule it; visitors see only what is published.",
};

/** Said of a page of the site's route table, which cannot be taken down. */
export const LOCKED_EXPLANATION =
  "This page is in the site's route table, so it cannot be unpublished; edit and publish it instead.";

/** Taking down what has its own address: it answers "page not found". */
export const UNPUBLISH_EXPLANATION =
  "Unpublish answers “page not found” at its path and takes it out of the sitemap. Pages and menus that link here must be changed first.";
