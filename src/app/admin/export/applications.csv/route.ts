import { getExport } from "@/server/endpoints/exports";

export const dynamic = "force-dynamic";

const handler = getExport("applications");

export function GET(request: Request): Promise<Response> {
  return handler(request);
}
