import { getBlogFeed } from "@/server/endpoints/blog-feed";

// Read from the published posts on each request (the build does not open the database).
export const dynamic = "force-dynamic";

export function GET(): Promise<Response> {
  return getBlogFeed();
}
