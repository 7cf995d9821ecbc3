// The prerendered pages, rewritten after `next build` so that their first frame needs nothing
// but the document (docs/decisions/0043-paint-first.md, 0045):
//
// - The page's own rules are inlined: `<link rel="stylesheet">` becomes a `<style>` with the
//   rules its elements use (rulesOfPage; `url()`s made absolute), so the first paint waits
//   for no second request, and the document stays as small as it can (a third to a half of the
//   sheet's bytes). The link stays, disabled, so nothing fetches it before the paint: the
//   loader below enables it on the first-paint mark, before any script runs that could put
//   an element on the page the inlined rules do not cover. React finds its stylesheet
//   resource by that link and would otherwise insert it again when it hydrates. Without
//   JavaScript, a `<noscript>` copy of the link brings the whole sheet.
// - Next.js's scripts (`<script async>` and script preloads under /_next/static) are taken
//   out, and one loader adds them, each in a task of its own, once the first screen, hero
//   image included, has been painted (the head script's mark, first-paint-script.ts). They
//   no longer share the phone's bandwidth with the document and the hero image, nor run
//   before the first paint. The loader is minified: every document carries it.
// - The page's React data (Next.js's inline `self.__next_f.push(...)` scripts, a third of the
//   document) goes to a file of its own under /_next/static/flight/, named by its content. The
//   loader fetches it on the same mark and hands it to Next.js's queue before adding the
//   scripts (they are preloaded meanwhile): Next.js's runtime reads the queue once, when it
//   starts. The first paint needs none of it: the documents are 15-21 % smaller (Brotli),
//   and their first parse no longer runs it.
//
// `npm run build` and ensureBuild() run it on every `.html` of the build's server/app folder;
// a page already rewritten is left as it is.
import Beasties from "beasties";
import { transformSync } from "esbuild";
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";

/** Marks the inline loader; scripts/js-size.mjs reads its lists. */
export const LOADER_ATTRIBUTE = "data-after-first-paint";

const STATIC_PREFIX = "/_next/static/";

/**
 * Marks <html> once the first screen is painted; set by the inline script every document's
 * head starts with (src/components/layout/first-paint-script.ts, whose test checks the name).
 */
export const FIRST_PAINT_ATTRIBUTE = "data-first-paint";

/**
 * The loader, as the browser runs it: it adds the scripts and preloads when <html> gets the
 * first-paint mark. A tab that is hidden (or prerendered) draws no frame, so there it adds
 * them at once, and when a tab is hidden before its first paint. The scripts are preloaded
 * then, and added once `flight` (the page's React data) is in Next.js's queue. Data that
 * cannot be fetched (twice) leaves the page as the server sent it: links and forms work
 * without JavaScript. With `stylesheet` (the href of a disabled link), that link is enabled
 * on the mark too, and the scripts wait for it to load or fail.
 */
export function addScriptsAfterFirstPaint(scripts, preloads, attribute, flight, stylesheet) {
  const root = document.documentElement;
  let observer;
  let added = false;
  const preload = (href) => () =>
    Object.assign(document.createElement("link"), {
      rel: "preload",
      as: "script",
      fetchPriority: "low",
      href,
    });
  const script = (src) => () =>
    Object.assign(document.createElement("script"), { src, async: true });
  // Each element is made and added in a task of its own: starting a fetch costs ~1-3 ms on a
  // phone's first page, so nine of them in the mark's task made one long task after the paint.
  const addEach = (makers) => {
    for (const make of makers) setTimeout(() => document.head.appendChild(make()));
  };
  const fetchFlight = (tries) =>
    fetch(flight).then(
      (response) => (response.ok ? response.json() : Promise.reject(response.status)),
      (error) =>
        tries > 1
          ? new Promise((retry) => setTimeout(retry, 1000)).then(() => fetchFlight(tries - 1))
          : Promise.reject(error),
    );
  // The web fonts' faces (a url()) are taken out of the whole sheet before it applies. Their
  // Latin fonts (the faces covering U+0-FF: all the site's copy) are added to the document once
  // loaded, the others not at all. Faces that join the document unloaded make the browser
  // resolve every text's font again, with the fallbacks, as the sheet applies, and make the
  // relayout when the fonts come ~3× as long (decision 0047).
  const takeWebFonts = (sheet) => {
    const loading = [];
    const rules = sheet.cssRules;
    for (let index = rules.length; index--;) {
      const face = rules[index].style;
      const src = face?.getPropertyValue("src");
      if (!src?.includes("url(")) continue;
      sheet.deleteRule(index);
      const unicodeRange = face.getPropertyValue("unicode-range");
      if (!unicodeRange.startsWith("U+0-")) continue;
      const family = face.getPropertyValue("font-family").replaceAll('"', ""); // the bare name
      const weight = face.getPropertyValue("font-weight");
      // src: absolute since the build (paintFirstInBuild), as FontFace reads it from the page.
      loading.push(new FontFace(family, src, { weight, unicodeRange }).load());
    }
    Promise.all(loading).then(
      (faces) => faces.forEach((face) => document.fonts.add(face)),
      () => {},
    );
  };
  // The document holds only the rules its own elements match; the whole stylesheet (its
  // disabled link) comes in now, before any script can change the page: fetched while its
  // media matches nothing, so that its web fonts can be taken out first. Loaded or failed, the
  // scripts then go ahead: what is on the page is styled either way. Null: nothing to wait for.
  const wholeStylesheet = () => {
    const link =
      stylesheet && document.querySelector(`link[rel="stylesheet"][href="${stylesheet}"]`);
    if (!link?.disabled) return null;
    return new Promise((done) => {
      const apply = () => {
        if (link.sheet) takeWebFonts(link.sheet);
        link.removeAttribute("media");
        done();
      };
      link.addEventListener("load", apply);
      link.addEventListener("error", apply);
      link.media = "not all";
      link.disabled = false;
    });
  };
  const add = () => {
    if (added) return;
    added = true;
    observer?.disconnect();
    const styled = wholeStylesheet();
    addEach([...preloads, ...scripts].map(preload));
    Promise.all([fetchFlight(2), styled]).then(
      ([chunks]) => {
        const queue = (self.__next_f = self.__next_f || []);
        for (const chunk of chunks) queue.push(chunk);
        addEach(scripts.map(script));
      },
      () => {},
    );
  };
  const drawsNoFrame = () => document.visibilityState !== "visible";
  if (root.hasAttribute(attribute) || drawsNoFrame()) return add();
  observer = new MutationObserver(() => root.hasAttribute(attribute) && add());
  observer.observe(root, { attributes: true, attributeFilter: [attribute] });
  document.addEventListener("visibilitychange", () => drawsNoFrame() && add());
}

const attribute = (tag, name) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];

/** `url(../media/x.woff2)` in a stylesheet served at `href`, made absolute. */
export function absoluteUrls(css, href) {
  return css.replace(/url\((["']?)([^)"']+)\1\)/g, (match, quote, url) => {
    if (/^(?:[a-z]+:|\/|#)/i.test(url)) return match;
    const absolute = new URL(url, `http://origin${href}`);
    return `url(${quote}${absolute.pathname}${absolute.search}${absolute.hash}${quote})`;
  });
}

/** Next.js's inline React data: the queue's bootstrap, then one script per chunk. */
const FLIGHT_SCRIPT =
  /<script>(?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\(([^<]*?)\)<\/script>/g;

/** `@font-face` rules, in the minifier's form. */
const FONT_FACES = /@font-face\{[^{}]*\}/g;

/** `@property` rules, in the minifier's form: the property's name, then its descriptors. */
const PROPERTY_RULES = /@property ([\w-]+)\{([^}]*)\}/g;

/**
 * The rules of `css` that the page `html` can use (Beasties): those whose selectors match one
 * of its elements, with state pseudo-classes such as `:hover` left out of the match, plus
 * the `@keyframes`, `@property` rules and theme values those rules use
 * (withoutUnusedProperties) and left unregistered (withUnregisteredProperties), but no
 * hover rule (withoutHoverRules) and no `@keyframes` they do not name, and the `@font-face`
 * rules of local fonts: the metric-matched fallbacks the first frame is drawn in, which
 * Beasties would drop, as our fonts are named through custom properties it does not follow.
 * The web fonts' faces (a `url()`) stay in the whole sheet: the loader takes them out of it
 * and adds their fonts once loaded, after the first paint. A selector Beasties cannot read
 * fails the build rather than drop its rule from the first paint.
 */
export async function rulesOfPage(css, html) {
  const faces = [];
  const rest = css.replace(FONT_FACES, (rule, at) => {
    const before = css.slice(0, at);
    if (before.split("{").length !== before.split("}").length) {
      throw new Error("unknown form of @font-face"); // nested in another rule
    }
    if (!rule.includes("url(")) faces.push(rule);
    return "";
  });
  if (rest.includes("@font-face")) throw new Error("unknown form of @font-face");
  const warnings = [];
  const silent = () => {};
  const beasties = new PageRules({
    external: false,
    mergeStylesheets: false,
    keyframes: "all",
    fonts: false,
    compress: true,
    logger: {
      trace: silent,
      debug: silent,
      info: silent,
      warn: (m) => warnings.push(m),
      error: (m) => warnings.push(m),
    },
  });
  if (!html.includes("<head>")) throw new Error("the page has no <head>");
  const marked = `<style ${RULES_ATTRIBUTE}>${rest.replaceAll("</style", "<\\/style")}</style>`;
  const page = withPlainClasses(html).replace("<head>", `<head>${marked}`);
  const processed = await beasties.process(page);
  if (warnings.length > 0) throw new Error(`unreadable CSS: ${warnings.join("; ")}`);
  const used = new RegExp(`<style ${RULES_ATTRIBUTE}(?:="")?>([\\s\\S]*?)</style>`).exec(processed);
  const kept = withoutUnusedProperties(withoutHoverRules(used?.[1] ?? ""), html);
  return faces.join("") + withoutUnusedKeyframes(withUnregisteredProperties(kept));
}

/**
 * `css` with Tailwind's untyped custom properties left unregistered: no `@property` rule of
 * `syntax:"*"` (a value as written, as an unregistered property's), and the block that gives
 * their initial values to browsers without `@property` (`@layer properties`, under
 * `@supports`) applied in every browser. Tailwind made that block to stand for the rules, so
 * the first frame is drawn the same; the typed ones (a colour, a length) stay registered, as
 * their values are computed differently, and all come with the whole sheet after the paint.
 * ~0.25 kB Brotli of a page.
 */
export function withUnregisteredProperties(css) {
  const withoutRules = css.replace(PROPERTY_RULES, (rule, _name, descriptors) =>
    descriptors.split(";").includes('syntax:"*"') ? "" : rule,
  );
  const layer = "@layer properties{@supports ";
  const start = withoutRules.indexOf(layer);
  if (start < 0) return withoutRules;
  const supports = start + layer.length - "@supports ".length;
  const end = endOfBlock(withoutRules, supports);
  const body = withoutRules.slice(withoutRules.indexOf("{", supports) + 1, end - 1);
  return withoutRules.slice(0, supports) + body + withoutRules.slice(end);
}

/** `css` without the `@keyframes` that nothing else in it names. */
export function withoutUnusedKeyframes(css) {
  const blocks = Array.from(css.matchAll(/@keyframes ([\w-]+)\{/g), (match) => ({
    name: match[1],
    start: match.index,
    end: endOfBlock(css, match.index),
  }));
  const outside = withoutBlocks(css, blocks);
  const unnamed = blocks.filter(
    ({ name }) => !new RegExp(`(^|[^\\w-])${name}($|[^\\w-])`).test(outside),
  );
  return withoutBlocks(css, unnamed);
}

/**
 * `css` without its `@media (hover:hover)` blocks: rules for a pointer resting on an element,
 * which no first frame draws (no pointer has moved yet, and a phone has none). They come with
 * the whole sheet, right after the paint. ~0.1 kB Brotli of a page.
 */
export function withoutHoverRules(css) {
  const block = "@media (hover:hover){";
  const blocks = [];
  for (let start = css.indexOf(block); start >= 0;) {
    const end = endOfBlock(css, start);
    blocks.push({ start, end });
    start = css.indexOf(block, end);
  }
  return withoutBlocks(css, blocks);
}

/** `css` without the spans `blocks` (in order, not overlapping) mark, `[start, end)`. */
function withoutBlocks(css, blocks) {
  let kept = "";
  let from = 0;
  for (const { start, end } of blocks) {
    kept += css.slice(from, start);
    from = end;
  }
  return kept + css.slice(from);
}

/** A custom property's declaration, `--name:value`, in the minifier's form. */
const DECLARATION = /(--[\w-]+):([^;{}]*);?/g;

/**
 * `css` without the custom properties no rule of it and nothing of the page mentions: the
 * theme's (Tailwind declares every one the site uses, in `@layer theme`), their `@property`
 * rules, and their initial values in `@layer properties` (for browsers without @property).
 * A property the kept ones name in their values is kept too. ~0.5 kB Brotli of a page.
 */
export function withoutUnusedProperties(css, html) {
  const layers = ["theme", "properties"].flatMap((name) => {
    const start = css.indexOf(`@layer ${name}{`);
    return start < 0 ? [] : [{ start, end: endOfBlock(css, start) }];
  });
  layers.sort((a, b) => a.start - b.start);
  const outside = withoutBlocks(css, layers);
  const mentioned = (text) => Array.from(text.matchAll(/--[\w-]+/g), ([name]) => name);
  const used = new Set([...mentioned(outside.replace(PROPERTY_RULES, "")), ...mentioned(html)]);
  const declarations = layers.flatMap(({ start, end }) => [
    ...css.slice(start, end).matchAll(DECLARATION),
  ]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [, name, value] of declarations) {
      if (!used.has(name)) continue;
      for (const named of mentioned(value)) {
        if (used.has(named)) continue;
        used.add(named);
        grew = true;
      }
    }
  }
  let pruned = "";
  let from = 0;
  for (const { start, end } of layers) {
    const kept = css
      .slice(start, end)
      .replace(DECLARATION, (declaration, name) => (used.has(name) ? declaration : ""))
      .replaceAll(";}", "}");
    pruned += css.slice(from, start) + kept;
    from = end;
  }
  pruned += css.slice(from);
  return pruned.replace(PROPERTY_RULES, (rule, name) => (used.has(name) ? rule : ""));
}

/** The index just past the `}` that closes the block whose `{` is the first after `start`. */
function endOfBlock(css, start) {
  let depth = 0;
  for (let index = css.indexOf("{", start); index < css.length; index += 1) {
    if (css[index] === "{") depth += 1;
    else if (css[index] === "}" && (depth -= 1) === 0) return index + 1;
  }
  throw new Error("unbalanced CSS");
}

const RULES_ATTRIBUTE = "data-rules-of-page";

/**
 * Beasties, reading a selector that is one `:where(X)` or `:is(X)` as X. Its own reading
 * drops a pseudo-class with its argument, which leaves nothing of Tailwind's space-y and
 * divide-y (`:where(.space-y-2>:not(:last-child))`), so their rules were never kept.
 */
class PageRules extends Beasties {
  normalizeCssSelector(selector) {
    const inner = /^:(?:where|is)\((.*)\)$/.exec(selector)?.[1];
    return super.normalizeCssSelector(inner ?? selector);
  }
}

/**
 * The page with its class attributes' character references decoded (`[&amp;&gt;li]:x` is the
 * class `[&>li]:x`): Beasties matches selectors against attribute values as written, so it
 * would miss every rule of such a class. A quote stays encoded; it would end the value.
 */
export function withPlainClasses(html) {
  const character = (code) => (code === 0x22 ? "&quot;" : String.fromCodePoint(code));
  return html.replace(/(\sclass=")([^"]*)"/g, (_match, start, value) => {
    const plain = value
      .replace(/&#x([0-9a-f]+);/gi, (_, hex) => character(parseInt(hex, 16)))
      .replace(/&#(\d+);/g, (_, decimal) => character(Number(decimal)))
      .replace(
        /&(lt|gt|apos|amp);/g,
        (_, name) => ({ lt: "<", gt: ">", apos: "'", amp: "&" })[name],
      );
    return `${start}${plain}"`;
  });
}

/**
 * One page's HTML, rewritten. `readStatic(path)` returns the text of a file under
 * /_next/static, `writeStatic(path, text)` writes one. Throws on a stylesheet or script tag of
 * a form it does not know, so that a Next.js upgrade that changes them fails the build instead
 * of quietly undoing this.
 */
export async function paintFirst(html, readStatic, writeStatic) {
  if (html.includes(`<script ${LOADER_ATTRIBUTE}=`) || /<link [^>]*\sdisabled=""/.test(html)) {
    return html; // rewritten already
  }
  if (!html.includes(`)(${JSON.stringify(FIRST_PAINT_ATTRIBUTE)},`)) {
    // No head script, so no first-paint mark would ever come: not a page of the site's
    // layouts (Next.js's own global-error page). It stays as Next.js wrote it.
    return html;
  }
  const scripts = [];
  const preloads = [];
  const chunks = [];
  const stylesheets = [];
  const withoutFlight = html.replace(FLIGHT_SCRIPT, (_tag, chunk) => {
    chunks.push(JSON.parse(chunk)); // Next.js writes each chunk as JSON
    return "";
  });
  if (/<script>[^<]*__next_f/.test(withoutFlight)) throw new Error("unknown form of React data");
  const rewritten = withoutFlight.replace(/<(link|script)\b[^>]*>(?:<\/script>)?/g, (tag, name) => {
    if (name === "link") {
      const rel = attribute(tag, "rel");
      const href = attribute(tag, "href") ?? "";
      if (!href.startsWith(STATIC_PREFIX)) return tag;
      if (rel === "stylesheet") {
        const precedence = attribute(tag, "data-precedence");
        if (!precedence || !href.endsWith(".css")) throw new Error(`unknown stylesheet: ${tag}`);
        const built = readStatic(href);
        const css = absoluteUrls(built, href);
        stylesheets.push({ href, css });
        // The loader hands the sheet's web-font sources to FontFace, which resolves a relative
        // URL against the document, not the sheet: they are made absolute in the file too.
        if (css !== built) writeStatic(href, css);
        // Filled in below, once the page's own rules are known. Without JavaScript the
        // whole sheet comes from the <noscript> link; with it, the loader enables the
        // disabled one after the first paint.
        return (
          `<style data-precedence="${precedence}" data-href="${href}">${STYLE_SLOT}</style>` +
          `<link rel="stylesheet" href="${href}" data-precedence="${precedence}" disabled=""/>` +
          `<noscript><link rel="stylesheet" href="${href}"/></noscript>`
        );
      }
      if (rel === "preload" && attribute(tag, "as") === "script") {
        if (!preloads.includes(href)) preloads.push(href);
        return "";
      }
      return tag;
    }
    const src = attribute(tag, "src");
    if (!src?.startsWith(STATIC_PREFIX) || /\snoModule=/i.test(tag)) return tag;
    if (!/^<script src="[^"]+" async=""><\/script>$/.test(tag)) {
      throw new Error(`unknown script tag: ${tag}`);
    }
    if (!scripts.includes(src)) scripts.push(src);
    return "";
  });
  if (stylesheets.length > 1) throw new Error("more than one stylesheet");
  const [stylesheet] = stylesheets;
  let styled = rewritten;
  if (stylesheet) {
    const rules = await rulesOfPage(stylesheet.css, rewritten.replace(STYLE_SLOT, ""));
    styled = rewritten.replace(STYLE_SLOT, () => rules.replaceAll("</style", "<\\/style"));
  }
  if (scripts.length === 0 && preloads.length === 0) {
    if (chunks.length > 0) throw new Error("React data without Next.js's scripts");
    return styled;
  }
  if (chunks.length === 0) throw new Error("Next.js's scripts without React data");
  const data = JSON.stringify(chunks);
  const hash = createHash("sha256").update(data).digest("hex").slice(0, 16);
  const flight = `${STATIC_PREFIX}flight/${hash}.json`;
  writeStatic(flight, data);
  const loader = minified(
    `(${addScriptsAfterFirstPaint.toString()})(` +
      `${JSON.stringify(scripts)},${JSON.stringify(preloads.filter((href) => !scripts.includes(href)))},` +
      `${JSON.stringify(FIRST_PAINT_ATTRIBUTE)},${JSON.stringify(flight)},` +
      `${JSON.stringify(stylesheet?.href ?? null)})`,
  );
  const head = styled.indexOf("</head>");
  if (head < 0) throw new Error("the page has no </head>");
  return (
    `${styled.slice(0, head)}<script ${LOADER_ATTRIBUTE}="">` +
    `${loader.replaceAll("</script", "<\\/script")}</script>${styled.slice(head)}`
  );
}

/** Where a page's own rules go, until they are known. */
const STYLE_SLOT = "/*rules of the page*/";

/** Every `.html` file under `dir`. */
function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** `code` minified (esbuild), as Next.js minifies its own scripts. */
export function minified(code) {
  return transformSync(code, { minify: true, target: "es2020" }).code.trim().replace(/;$/, "");
}

/** Rewrites the prerendered pages of the build in `distDir`; returns how many changed. */
export async function paintFirstInBuild(distDir) {
  const staticFile = (path) => join(distDir, "static", path.slice(STATIC_PREFIX.length));
  const readStatic = (path) => readFileSync(staticFile(path), "utf8");
  const writeStatic = (path, text) => {
    mkdirSync(dirname(staticFile(path)), { recursive: true });
    writeFileSync(staticFile(path), text);
  };
  let changed = 0;
  for (const file of htmlFiles(join(distDir, "server", "app"))) {
    const html = readFileSync(file, "utf8");
    const rewritten = await paintFirst(html, readStatic, writeStatic);
    if (rewritten === html) continue;
    writeFileSync(file, rewritten);
    changed += 1;
  }
  return changed;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  const changed = await paintFirstInBuild(distDir);
  console.log(`Prerendered pages rewritten to paint first: ${changed}.`);
}
