import { getWorkspaceUnavailable } from "@/server/endpoints/workspace-unavailable";

export const dynamic = "force-dynamic";

export function GET(request: Request): Promise<Response> {
  return getWorkspaceUnavailable(request);
}
