/**
 * Which media a content document names, and where. Pages (and, later, posts and case studies)
 * name media by id under the keys `image`, `video` and `socialImage`; a walk over the document
 * finds them without a second list of fields to keep in step with the schema.
 */
const MEDIA_KEYS = new Set(["image", "video", "socialImage"]);

export interface MediaReference {
  id: string;
  /** "video" where only a video will do (a video section, a video background). */
  needs: "image" | "video";
  /** Where in the document, as the editor names fields. */
  path: (string | number)[];
}

export function mediaReferences(document: unknown): MediaReference[] {
  const found: MediaReference[] = [];
  const walk = (value: unknown, path: (string | number)[]) => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, [...path, index]));
    } else if (value && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) {
        if (MEDIA_KEYS.has(key) && typeof child === "string" && child.trim()) {
          found.push({
            id: child.trim(),
            needs: key === "video" ? "video" : "image",
            path: [...path, key],
          });
        } else walk(child, [...path, key]);
      }
    }
  };
  walk(document, []);
  return found;
}
