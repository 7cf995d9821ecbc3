import { getSubjectExport } from "@/server/endpoints/exports";

export const dynamic = "force-dynamic";

export function GET(request: Request): Promise<Response> {
  return getSubjectExport(request);
}
