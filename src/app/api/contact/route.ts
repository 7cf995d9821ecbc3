import { postContact } from "@/server/endpoints/contact";

export const dynamic = "force-dynamic";

export function POST(request: Request): Promise<Response> {
  return postContact(request);
}
