import { postMedia } from "@/server/endpoints/media";

export const dynamic = "force-dynamic";

export function POST(request: Request): Promise<Response> {
  return postMedia(request);
}
