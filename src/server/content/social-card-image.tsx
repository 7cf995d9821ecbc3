/**
 * Draws a share card (./social-card.ts) as a 1200×630 PNG with Next.js's ImageResponse, in the
 * site's colours and typefaces, and keeps the bytes of the recent ones in memory: a post shared
 * widely brings many crawlers at once, and they get one drawing between them.
 */
import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { LRUCache } from "lru-cache";
import { ImageResponse } from "next/og";
import { siteConfig } from "@/config/site";
import { SOCIAL_CARD_SIZE } from "@/lib/metadata";
import type { SocialCard } from "./social-card";

/**
 * The renderer reads TTF, OTF and WOFF, not the WOFF2 the pages use, so the static Fontsource
 * packages provide the same faces as WOFF: Latin, as every text of the site, and Latin Extended
 * for names such as Łódź or Dvořák. Read from node_modules at run time: the site runs with
 * `next start` from the project's folder.
 */
const FONT_FILES = [
  {
    name: "Manrope",
    weight: 700,
    path: path.join(
      /* turbopackIgnore: true */ process.cwd(),
      "node_modules/@fontsource/manrope/files/manrope-latin-700-normal.woff",
    ),
  },
  {
    name: "Manrope Latin Ext",
    weight: 700,
    path: path.join(
      /* turbopackIgnore: true */ process.cwd(),
      "node_modules/@fontsource/manrope/files/manrope-latin-ext-700-normal.woff",
    ),
  },
  {
    name: "Inter",
    weight: 600,
    path: path.join(
      /* turbopackIgnore: true */ process.cwd(),
      "node_modules/@fontsource/inter/files/inter-latin-600-normal.woff",
    ),
  },
  {
    name: "Inter Latin Ext",
    weight: 600,
    path: path.join(
      /* turbopackIgnore: true */ process.cwd(),
      "node_modules/@fontsource/inter/files/inter-latin-ext-600-normal.woff",
    ),
  },
] as const;

/**
 * The code points those files draw (the `latin` and `latin-ext` entries of the packages'
 * unicode.json). For any other character the renderer fetches a font or an emoji picture from
 * the internet, and an emoji it cannot fetch fails the whole drawing, so the card leaves such
 * characters out.
 */
const FONT_RANGES = [
  "0000-00FF,0131,0152-0153,02BB-02BC,02C6,02DA,02DC,0304,0308,0329,2000-206F,20AC,2122,2191,2193,2212,2215,FEFF,FFFD",
  "0100-02BA,02BD-02C5,02C7-02CC,02CE-02D7,02DD-02FF,0304,0308,0329,1D00-1DBF,1E00-1E9F,1EF2-1EFF,2020,20A0-20AB,20AD-20C0,2113,2C60-2C7F,A720-A7FF",
]
  .join(",")
  .split(",")
  .map((range) => {
    const [from, to = from] = range.split("-").map((hex) => parseInt(hex, 16));
    return [from!, to!] as const;
  });

const inFontRanges = (codePoint: number) =>
  FONT_RANGES.some(([from, to]) => codePoint >= from && codePoint <= to);

/** Pictographs the fonts have. The renderer takes any other one (‼, ⁉…) for an emoji. */
const FONT_PICTOGRAPHS = new Set(["©", "®", "™"]);

const drawable = (char: string) =>
  inFontRanges(char.codePointAt(0)!) &&
  (FONT_PICTOGRAPHS.has(char) || !/\p{Extended_Pictographic}/u.test(char));

/** `text` without the characters the card's fonts do not draw, its spaces collapsed. */
export function drawableText(text: string): string {
  return [...text.normalize("NFC")].filter(drawable).join("").replace(/\s+/g, " ").trim();
}

/** The last resort: printable ASCII only, which the fonts certainly draw. */
const asciiText = (text: string) =>
  text
    .replace(/[^\x20-\x7e]/g, "")
    .replace(/\s+/g, " ")
    .trim();

type CardFont = { name: string; data: ArrayBuffer; weight: 600 | 700; style: "normal" };

let fonts: Promise<CardFont[]> | null = null;

function cardFonts(): Promise<CardFont[]> {
  fonts ??= Promise.all(
    FONT_FILES.map(async ({ name, weight, path: file }) => {
      const bytes = await readFile(file);
      const data = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
      return { name, weight, style: "normal" as const, data: data as ArrayBuffer };
    }),
  ).catch((error: unknown) => {
    fonts = null;
    throw error;
  });
  return fonts;
}

/** Each family with its Latin Extended half (the renderer takes one file per name). */
const DISPLAY_FONT = "Manrope, Manrope Latin Ext";
const BODY_FONT = "Inter, Inter Latin Ext";

/** The site's palette (src/app/globals.css). */
const INK_900 = "#0b1a2e";
const INK_800 = "#13263f";
const INK_300 = "#a9b7c8";
const ACCENT_300 = "#5eead4";
const ACCENT_400 = "#2dd4bf";

/** Longer titles get a smaller size, so that each fits in three lines. */
function titleSize(title: string): number {
  if (title.length <= 30) return 80;
  if (title.length <= 55) return 68;
  if (title.length <= 80) return 58;
  return 50;
}

/** About three lines at the smallest size; the studio sets no limit to a title's length. */
const TITLE_MAX = 110;

/** The title, cut after its last whole word within TITLE_MAX characters when longer. */
export function fitTitle(title: string): string {
  if (title.length <= TITLE_MAX) return title;
  const cut = title.slice(0, TITLE_MAX - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > TITLE_MAX / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, "")}…`;
}

/** The logo's mark (src/app/icon.svg), on the card's lighter ink. */
function LogoMark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32">
      <rect width="32" height="32" rx="8" fill={INK_800} />
      <path
        d="M22.5 10.2a8 8 0 1 0 0 11.6"
        fill="none"
        stroke={ACCENT_400}
        strokeWidth="3.4"
        strokeLinecap="round"
      />
      <circle cx="22.6" cy="16" r="2.3" fill="#fff" />
    </svg>
  );
}

function Card({ card, plain }: { card: SocialCard; plain: (text: string) => string }) {
  const host = new URL(siteConfig.url).host;
  const title = fitTitle(plain(card.title) || siteConfig.name);
  const label = plain(card.label);
  return (
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "72px 88px",
        backgroundColor: INK_900,
        backgroundImage:
          "radial-gradient(circle at 100% 0%, rgba(45, 212, 191, 0.38) 0%, rgba(45, 212, 191, 0) 55%), radial-gradient(circle at 0% 100%, rgba(59, 130, 246, 0.3) 0%, rgba(59, 130, 246, 0) 50%)",
        color: "#ffffff",
        fontFamily: BODY_FONT,
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 22 }}>
        <LogoMark size={64} />
        <div style={{ fontFamily: DISPLAY_FONT, fontWeight: 700, fontSize: 32 }}>
          {siteConfig.name}
        </div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 24 }}>
        {/* The brand is already named above: a page outside every section shows only its title. */}
        {!label || card.label === siteConfig.name ? null : (
          <div
            style={{
              fontWeight: 600,
              fontSize: 26,
              letterSpacing: 3,
              textTransform: "uppercase",
              color: ACCENT_300,
            }}
          >
            {label}
          </div>
        )}
        <div
          style={{
            fontFamily: DISPLAY_FONT,
            fontWeight: 700,
            fontSize: titleSize(title),
            lineHeight: 1.12,
            maxWidth: 1024,
            // A word longer than the line (a product code, an address) wraps rather than overflows.
            wordBreak: "break-word",
          }}
        >
          {title}
        </div>
      </div>
      <div style={{ display: "flex", alignItems: "center", justifyContent: "space-between" }}>
        <div style={{ width: 120, height: 8, borderRadius: 4, backgroundColor: ACCENT_400 }} />
        <div style={{ fontWeight: 600, fontSize: 24, color: INK_300 }}>{host}</div>
      </div>
    </div>
  );
}

async function drawWith(
  card: SocialCard,
  plain: (text: string) => string,
): Promise<Uint8Array<ArrayBuffer>> {
  const response = new ImageResponse(<Card card={card} plain={plain} />, {
    ...SOCIAL_CARD_SIZE,
    fonts: await cardFonts(),
  });
  return new Uint8Array(await response.arrayBuffer());
}

/** A title with a character the filter let through and the fonts lack still gets a card. */
async function draw(card: SocialCard): Promise<Uint8Array<ArrayBuffer>> {
  try {
    return await drawWith(card, drawableText);
  } catch (error) {
    console.warn(
      `[social-card] ${card.path} drawn again in plain ASCII:`,
      (error as Error).message,
    );
    return drawWith(card, asciiText);
  }
}

/**
 * PNGs by address (page, design and revision, so an entry never goes stale), up to 32 MB; a
 * card is 50–100 kB. Asking for one being drawn waits for that drawing rather than starting
 * another.
 */
const cards = new LRUCache<string, Uint8Array<ArrayBuffer>, SocialCard>({
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (png) => png.byteLength,
  fetchMethod: (_path, _stale, { context }) => draw(context),
});

export async function socialCardPng(card: SocialCard): Promise<Uint8Array<ArrayBuffer>> {
  const png = await cards.fetch(card.path, { context: card });
  if (!png) throw new Error(`the card ${card.path} was not drawn`);
  return png;
}
