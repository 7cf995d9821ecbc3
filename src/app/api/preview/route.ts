import { getPreview } from "@/server/endpoints/preview";

export const dynamic = "force-dynamic";

export function GET(request: Request): Promise<Response> {
  return getPreview(request);
}
