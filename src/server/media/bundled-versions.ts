/**
 * Addresses of the artwork bundled in public/media that change when its bytes change:
 * `/media/v/<version>/<file>` (and `/media/v/<version>/_w/<file>.<width>.webp` for its widths),
 * served from the same files through next.config.ts's rewrite and cached for a year, as the
 * media library's uploads are under their content hash. The version is a hash of the file and
 * of the widths made from it, worked out once per file and process.
 */
import "server-only";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import mediaWidths from "@/components/ui/media-widths.json";

const PUBLIC_MEDIA = path.join(process.cwd(), "public", "media");
const BUNDLED = /^\/media\/([A-Za-z0-9][A-Za-z0-9._-]*\.(?:webp|mp4|webm))$/;

const versions = new Map<string, string | null>();

function versionOf(file: string): string | null {
  if (!versions.has(file)) {
    let version: string | null = null;
    try {
      version = createHash("sha256")
        .update(readFileSync(path.join(PUBLIC_MEDIA, file)))
        .update(mediaWidths.join())
        .digest("hex")
        .slice(0, 12);
    } catch {
      // Not on disk (a tool or test without public/): the plain address still serves it.
    }
    versions.set(file, version);
  }
  return versions.get(file)!;
}

/** The versioned address of a bundled file's `src`; any other address as it is. */
export function versionedMediaSrc(src: string): string {
  const file = BUNDLED.exec(src)?.[1];
  const version = file ? versionOf(file) : null;
  return version ? `/media/v/${version}/${file}` : src;
}
