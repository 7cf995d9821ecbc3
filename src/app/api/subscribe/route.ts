import { postSubscribe } from "@/server/endpoints/subscribe";

export const dynamic = "force-dynamic";

export function POST(request: Request): Promise<Response> {
  return postSubscribe(request);
}
