import { getMediaFile } from "@/server/endpoints/media";

export const dynamic = "force-dynamic";

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  return getMediaFile((await params).file);
}
