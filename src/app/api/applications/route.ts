import { postApplication } from "@/server/endpoints/applications";

export const dynamic = "force-dynamic";

export function POST(request: Request): Promise<Response> {
  return postApplication(request);
}
