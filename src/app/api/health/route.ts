import { getHealth } from "@/server/endpoints/health";

export const dynamic = "force-dynamic";

export function GET(): Promise<Response> {
  return getHealth();
}
