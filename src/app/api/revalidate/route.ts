import { postRevalidate } from "@/server/endpoints/revalidate";

export const dynamic = "force-dynamic";

export function POST(request: Request): Promise<Response> {
  return postRevalidate(request);
}
