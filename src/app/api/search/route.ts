import { getSearch } from "@/server/endpoints/search";

export const dynamic = "force-dynamic";

export function GET(request: Request): Promise<Response> {
  return getSearch(request);
}
