import { getUnsubscribe, postUnsubscribe } from "@/server/endpoints/unsubscribe";

export const dynamic = "force-dynamic";

export function GET(request: Request): Promise<Response> {
  return getUnsubscribe(request);
}

export function POST(request: Request): Promise<Response> {
  return postUnsubscribe(request);
}
