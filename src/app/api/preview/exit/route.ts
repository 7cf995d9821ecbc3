import { getPreviewExit } from "@/server/endpoints/preview";

export const dynamic = "force-dynamic";

export function GET(request: Request): Promise<Response> {
  return getPreviewExit(request);
}
