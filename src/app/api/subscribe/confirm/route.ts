import { getConfirm, postConfirm } from "@/server/endpoints/unsubscribe";

export const dynamic = "force-dynamic";

export function GET(request: Request): Promise<Response> {
  return getConfirm(request);
}

export function POST(request: Request): Promise<Response> {
  return postConfirm(request);
}
