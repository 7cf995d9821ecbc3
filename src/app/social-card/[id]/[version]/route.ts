import { getSocialCard } from "@/server/endpoints/social-card";

// Drawn from the live pages on request (the build does not open the database).
export const dynamic = "force-dynamic";

type Context = { params: Promise<{ id: string; version: string }> };

export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { id, version } = await params;
  return getSocialCard(id, version);
}
