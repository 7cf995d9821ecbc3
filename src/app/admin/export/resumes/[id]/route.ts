import { getResume } from "@/server/endpoints/exports";

export const dynamic = "force-dynamic";

export async function GET(
  request: Request,
  { params }: { params: Promise<{ id: string }> },
): Promise<Response> {
  return getResume(request, (await params).id);
}
