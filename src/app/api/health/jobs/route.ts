import { getJobsHealth } from "@/server/endpoints/health";

export const dynamic = "force-dynamic";

export function GET(): Promise<Response> {
  return getJobsHealth();
}
