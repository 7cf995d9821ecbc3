/**
 * GET /social-card/<page id>/<version> — a live page's share card as a PNG (decision 0057). The
 * current version is kept for a year by anyone (a publish changes the address); an older one
 * is sent on to the current one; a page that is not live is a 404; while the database is away,
 * a 503.
 */
import "server-only";
import { findSocialCard } from "../content/social-card";
import { socialCardPng } from "../content/social-card-image";
import { meansDatabaseAway, unavailableFile } from "../http/responses";

const text = (status: number, body: string, headers: Record<string, string> = {}) =>
  new Response(body, {
    status,
    headers: { "content-type": "text/plain; charset=utf-8", ...headers },
  });

export async function getSocialCard(id: string, version: string): Promise<Response> {
  try {
    const found = await findSocialCard(id, version);
    if (found.kind === "missing") {
      return text(404, "Not Found\n", { "cache-control": "no-store" });
    }
    if (found.kind === "moved") {
      // Temporary and short-lived: the page may be published again, moving its card on.
      return new Response(null, {
        status: 307,
        headers: { location: found.card.path, "cache-control": "public, max-age=60" },
      });
    }
    const png = await socialCardPng(found.card);
    return new Response(png, {
      headers: {
        "content-type": "image/png",
        "content-length": String(png.byteLength),
        "cache-control": "public, max-age=31536000, immutable",
        "x-content-type-options": "nosniff",
      },
    });
  } catch (error) {
    if (!meansDatabaseAway(error)) throw error;
    return unavailableFile();
  }
}
