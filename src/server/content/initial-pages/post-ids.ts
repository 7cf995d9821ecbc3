/** Blog posts by id; the id is also the article's path (/blog1 ... /blog5). */
export const postIds = ["blog1", "blog2", "blog3", "blog4", "blog5"] as const;
export type PostId = (typeof postIds)[number];
