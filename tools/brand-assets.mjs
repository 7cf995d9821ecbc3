// Renders the brand assets from src/app/icon.svg: src/app/apple-icon.png and
// src/app/favicon.ico (one 48 px PNG inside an ICO container), and the site-wide share card,
// public/opengraph-image.png (named by src/lib/metadata.ts, decision 0057).
// Run with `node tools/brand-assets.mjs`; the outputs are committed.
import { readFileSync, writeFileSync } from "node:fs";
import sharp from "sharp";

const icon = readFileSync("src/app/icon.svg");

await sharp(icon, { density: 600 }).resize(180, 180).png().toFile("src/app/apple-icon.png");

const png = await sharp(icon, { density: 300 }).resize(48, 48).png().toBuffer();
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0); // reserved
header.writeUInt16LE(1, 2); // type: icon
header.writeUInt16LE(1, 4); // one image
header.writeUInt8(48, 6);
header.writeUInt8(48, 7);
header.writeUInt16LE(1, 10); // colour planes
header.writeUInt16LE(32, 12); // bits per pixel
header.writeUInt32LE(png.length, 14);
header.writeUInt32LE(22, 18); // offset of the image data
writeFileSync("src/app/favicon.ico", Buffer.concat([header, png]));

const card = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <radialGradient id="glow" cx="85%" cy="0%" r="80%"><stop offset="0" stop-color="#2dd4bf" stop-opacity=".45"/><stop offset="1" stop-color="#2dd4bf" stop-opacity="0"/></radialGradient>
    <radialGradient id="glow2" cx="0%" cy="100%" r="70%"><stop offset="0" stop-color="#3b82f6" stop-opacity=".35"/><stop offset="1" stop-color="#3b82f6" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="1200" height="630" fill="#0b1a2e"/>
  <rect width="1200" height="630" fill="url(#glow)"/>
  <rect width="1200" height="630" fill="url(#glow2)"/>
  <g transform="translate(96 96) scale(3)"><rect width="32" height="32" rx="8" fill="#13263f"/><path d="M22.5 10.2a8 8 0 1 0 0 11.6" fill="none" stroke="#2dd4bf" stroke-width="3.4" stroke-linecap="round"/><circle cx="22.6" cy="16" r="2.3" fill="#fff"/></g>
  <text x="96" y="330" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="76" fill="#ffffff">Corvane Technologies</text>
  <text x="96" y="410" font-family="DejaVu Sans, sans-serif" font-size="34" fill="#a9b7c8">Software, mobile and cloud engineering</text>
  <text x="96" y="458" font-family="DejaVu Sans, sans-serif" font-size="34" fill="#a9b7c8">for companies that need to scale fast.</text>
  <rect x="96" y="520" width="120" height="8" rx="4" fill="#2dd4bf"/>
</svg>`;
await sharp(Buffer.from(card)).png({ compressionLevel: 9 }).toFile("public/opengraph-image.png");
console.log("brand assets written");
