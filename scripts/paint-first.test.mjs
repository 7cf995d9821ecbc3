import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  absoluteUrls,
  addScriptsAfterFirstPaint,
  FIRST_PAINT_ATTRIBUTE,
  LOADER_ATTRIBUTE,
  minified,
  paintFirst,
  paintFirstInBuild,
  rulesOfPage,
  withoutHoverRules,
  withoutUnusedKeyframes,
  withoutUnusedProperties,
  withUnregisteredProperties,
  withPlainClasses,
} from "./paint-first.mjs";
import { scriptPaths } from "./js-size.mjs";
import {
  FIRST_PAINT_ATTRIBUTE as HEAD_SCRIPT_ATTRIBUTE,
  firstPaintScript,
} from "@/components/layout/first-paint-script";

const CSS_HREF = "/_next/static/chunks/site.css";
const CSS =
  "@font-face{font-family:Inter;src:url(../media/inter.woff2)}" +
  "body{color:red;background:url(../media/bg.webp)}";

/** The head and body Next.js 16 prerenders, in the same forms. */
const PAGE =
  "<!DOCTYPE html><html><head>" +
  `<link rel="stylesheet" href="${CSS_HREF}" data-precedence="next"/>` +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>' +
  '<script src="/_next/static/chunks/b.js" async=""></script>' +
  '<link rel="preload" href="/_next/static/chunks/island.js" as="script" fetchPriority="low"/>' +
  '<script src="/_next/static/chunks/a.js" async=""></script>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>' +
  '<link rel="icon" href="/icon.svg"/>' +
  `<script>${firstPaintScript}</script>` +
  "</head><body><p>Hello</p>" +
  '<script type="application/ld+json">{"@type":"Article"}</script>' +
  "<script>(self.__next_f=self.__next_f||[]).push([0])</script>" +
  '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])</script>' +
  '<script>self.__next_f.push([1,"2:[\\"$\\",\\"p\\",null,{\\"children\\":\\"\\u003cHello\\"}]\\n"])</script>' +
  "</body></html>";

/** The React data of PAGE, as the browser's queue gets it. */
const CHUNKS = [
  [0],
  [1, '1:"$Sreact.fragment"\n'],
  [1, '2:["$","p",null,{"children":"<Hello"}]\n'],
];

const readStatic = (path) => {
  if (path === CSS_HREF) return CSS;
  throw new Error(`unexpected read of ${path}`);
};

/** The files written under /_next/static, by path. */
const written = new Map();
const writeStatic = (path, text) => written.set(path, text);

describe("paintFirst", async () => {
  const page = await paintFirst(PAGE, readStatic, writeStatic);
  const FLIGHT = [...written.keys()].find((path) => path.includes("/flight/"));

  it("inlines the page's rules, with absolute urls, a disabled link and one for no script", () => {
    expect(page).toContain(
      `<style data-precedence="next" data-href="${CSS_HREF}">` +
        "body{color:red;background:url(/_next/static/media/bg.webp)}</style>" +
        `<link rel="stylesheet" href="${CSS_HREF}" data-precedence="next" disabled=""/>` +
        `<noscript><link rel="stylesheet" href="${CSS_HREF}"/></noscript>`,
    );
    expect(page.match(/<link rel="stylesheet"/g)).toHaveLength(2);
  });

  it("makes the whole sheet's urls absolute in its file: FontFace reads them from the page", () => {
    expect(written.get(CSS_HREF)).toBe(absoluteUrls(CSS, CSS_HREF));
    expect(written.get(CSS_HREF)).toContain("url(/_next/static/media/inter.woff2)");
  });

  it("takes Next.js's scripts and script preloads out of the document", () => {
    expect(page).not.toMatch(/<script src="\/_next\/static\/chunks\/(a|b)\.js"/);
    expect(page).not.toContain('rel="preload"');
    // What a module browser never runs, inline scripts and other links stay as they were.
    expect(page).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(page).toContain('<script type="application/ld+json">{"@type":"Article"}</script>');
    expect(page).toContain('<link rel="icon" href="/icon.svg"/>');
  });

  it("adds one loader at the end of the head, minified, with each script and preload once", () => {
    const loaders = page.match(new RegExp(`<script ${LOADER_ATTRIBUTE}="">[^]*?</script>`, "g"));
    expect(loaders).toHaveLength(1);
    expect(page.indexOf(loaders[0])).toBe(page.indexOf("</head>") - loaders[0].length);
    const call =
      '(["/_next/static/chunks/b.js","/_next/static/chunks/a.js"],' +
      `["/_next/static/chunks/island.js"],"data-first-paint","${FLIGHT}","${CSS_HREF}")`;
    expect(loaders[0]).toBe(
      `<script ${LOADER_ATTRIBUTE}="">` +
        minified(`(${addScriptsAfterFirstPaint.toString()})${call}`) +
        "</script>",
    );
    expect(loaders[0]).toContain(`${call}</script>`);
    expect(loaders[0].length).toBeLessThan(addScriptsAfterFirstPaint.toString().length * 0.6);
    // The head script stays as it was.
    expect(page).toContain(`<script>${firstPaintScript}</script>`);
    // The budget's measure still sees every script the page loads (scripts/js-size.mjs).
    expect(scriptPaths(page).sort()).toEqual([
      "/_next/static/chunks/a.js",
      "/_next/static/chunks/b.js",
      "/_next/static/chunks/island.js",
    ]);
    expect(scriptPaths(page).sort()).toEqual(scriptPaths(PAGE).sort());
  });

  it("leaves a page without the head script alone: no mark would ever come", async () => {
    // Next.js's own global-error page uses none of the site's layouts.
    const nextsOwn = PAGE.replace(`<script>${firstPaintScript}</script>`, "");
    expect(await paintFirst(nextsOwn, readStatic, () => {})).toBe(nextsOwn);
  });

  it("moves the React data to a file named by its content, chunks in order", async () => {
    expect(page).not.toContain("__next_f.push");
    expect(FLIGHT).toMatch(/^\/_next\/static\/flight\/[0-9a-f]{16}\.json$/);
    expect(JSON.parse(written.get(FLIGHT))).toEqual(CHUNKS);
    const before = new Set(written.keys());
    await paintFirst(PAGE.replace("u003cHello", "u003cGoodbye"), readStatic, writeStatic);
    expect([...written.keys()].filter((path) => !before.has(path))).toHaveLength(1);
    expect([...written.keys()].filter((path) => path.includes("/flight/"))).toHaveLength(2);
  });

  it("refuses React data of a form it does not know", async () => {
    const wrapped = PAGE.replace(
      "<script>self.__next_f.push([1,",
      "<script>;self.__next_f.push([1,",
    );
    await expect(paintFirst(wrapped, readStatic, writeStatic)).rejects.toThrow(
      /unknown form of React data/,
    );
  });

  it("leaves a rewritten page as it is", async () => {
    expect(await paintFirst(page, readStatic, writeStatic)).toBe(page);
  });

  it("cannot be closed early by the stylesheet's text", async () => {
    const css = 'body::after{content:"</style><script>"}';
    const rewritten = await paintFirst(PAGE, () => css, writeStatic);
    expect(rewritten).toContain('body::after{content:"<\\/style><script>"}</style>');
  });

  it("refuses a script or stylesheet tag of a form it does not know", async () => {
    const deferred = PAGE.replace(
      '<script src="/_next/static/chunks/b.js" async=""></script>',
      '<script src="/_next/static/chunks/b.js" defer=""></script>',
    );
    await expect(paintFirst(deferred, readStatic, writeStatic)).rejects.toThrow(
      /unknown script tag/,
    );
    const plain = PAGE.replace(' data-precedence="next"', "");
    await expect(paintFirst(plain, readStatic, writeStatic)).rejects.toThrow(/unknown stylesheet/);
  });

  it("refuses Next.js's scripts without React data: they could not hydrate", async () => {
    const withoutData = PAGE.replace(
      /<script>(?:\(self\.__next_f|self\.__next_f)[^<]*<\/script>/g,
      "",
    );
    expect(withoutData).not.toContain("__next_f");
    await expect(paintFirst(withoutData, readStatic, writeStatic)).rejects.toThrow(
      /scripts without React data/,
    );
  });

  it("leaves a page without Next.js's scripts or stylesheet alone", async () => {
    const bare = "<html><head><title>x</title></head><body></body></html>";
    expect(await paintFirst(bare, readStatic, writeStatic)).toBe(bare);
  });
});

describe("rulesOfPage", () => {
  const page =
    '<html><head></head><body><nav><button aria-expanded="false" class="menu">Menu</button>' +
    '<ul hidden=""><li class="item">x</li></ul></nav></body></html>';
  const css =
    "@layer base,utilities;" +
    "@layer utilities{.menu{color:red}.item{color:green;--tw-x:1px;animation:rise 1s}" +
    ".toast{color:blue;--tw-y:0;animation:spin 1s}" +
    ".menu:hover{color:#00f}.menu[aria-expanded=true]{color:#000}" +
    "@media (min-width:640px){.menu{color:teal}.toast{top:0}}}" +
    "@font-face{font-family:Inter;src:url(/a.woff2)}" +
    "@font-face{font-family:Inter Fallback;src:local(Arial)}" +
    '@property --tw-x{syntax:"*";inherits:false}@property --tw-y{syntax:"*";inherits:false}' +
    "@keyframes rise{to{transform:none}}@keyframes spin{to{rotate:1turn}}";

  it("keeps the rules the page's elements match, hidden ones and states included", async () => {
    const rules = await rulesOfPage(css, page);
    for (const kept of [".menu{color:red}", ".item{color:green;", ".menu:hover{color:#00f}"]) {
      expect(rules).toContain(kept);
    }
    expect(rules).toContain("@media (min-width:640px){.menu{color:teal}}");
    expect(rules).toContain("@layer base,utilities;");
    expect(rules).not.toContain(".toast");
    // An attribute the page does not have yet: it comes with the whole sheet, before scripts.
    expect(rules).not.toContain("aria-expanded");
  });

  it("keeps the fallback faces and the kept rules' @keyframes, not the web fonts' faces nor @property", async () => {
    const rules = await rulesOfPage(css, page);
    expect(rules).toContain("@font-face{font-family:Inter Fallback;src:local(Arial)}");
    expect(rules).not.toContain("@property"); // untyped: withUnregisteredProperties
    expect(rules).not.toContain("--tw-y"); // only the dropped .toast sets it
    expect(rules).toContain("@keyframes rise");
    expect(rules).not.toContain("@keyframes spin"); // only the dropped .toast names it
    expect(rules).not.toContain("url(/a.woff2)");
    expect(rules).not.toContain("font-family:Inter;");
  });

  it("matches classes written with character references, as React writes them", async () => {
    const list =
      '<html><head></head><body><ul class="[&amp;&gt;li]:avoid"><li>a</li></ul></body></html>';
    const rules = await rulesOfPage(".\\[\\&\\>li\\]\\:avoid>li{break-inside:avoid}", list);
    expect(rules).toContain("break-inside:avoid");
    expect(
      withPlainClasses('<p class="[&amp;&gt;li]:a content-[&#x27;&#x27;] x&quot;y">&amp;</p>'),
    ).toBe("<p class=\"[&>li]:a content-[''] x&quot;y\">&amp;</p>");
  });

  it("keeps a rule whose whole selector is in :where(), as Tailwind's space-y writes it", async () => {
    const form =
      '<html><head></head><body><form class="space-y-2"><input><input></form></body></html>';
    const rules = await rulesOfPage(
      ":where(.space-y-2>:not(:last-child)){margin-block-end:8px}",
      form,
    );
    expect(rules).toContain("margin-block-end:8px");
    expect(await rulesOfPage(":where(.space-y-3>:not(:last-child)){margin:0}", form)).toBe("");
  });

  it("refuses a page without a head", async () => {
    await expect(rulesOfPage("p{color:red}", '<p class="a&amp;b">x</p>')).rejects.toThrow(
      /no <head>/,
    );
  });

  it("refuses faces of a form it does not know", async () => {
    for (const nested of ["@supports (x:y){@font-face{src:url(/a)}}", "@media (x){@font-face{}}"]) {
      await expect(rulesOfPage(nested, page)).rejects.toThrow(/unknown form of @font-face/);
    }
  });
});

describe("withoutHoverRules", () => {
  it("drops the rules for a resting pointer, nested or not, and keeps the rest", () => {
    expect(
      withoutHoverRules(
        ".a{color:red}@media (hover:hover){.h\\:b:hover{color:blue}.g:is(:where(.x):hover *){top:0}}" +
          "@media (min-width:640px){.c{color:green}@media (hover:hover){.d:hover{color:teal}}}" +
          ".e:focus-visible{outline:1px solid}",
      ),
    ).toBe(
      ".a{color:red}@media (min-width:640px){.c{color:green}}.e:focus-visible{outline:1px solid}",
    );
    expect(withoutHoverRules(".a{color:red}")).toBe(".a{color:red}");
  });
});

describe("withUnregisteredProperties", () => {
  // Tailwind's form: @property rules, and the same initial values for browsers without them.
  const fallback = "@supports (((-webkit-hyphens:none)) and (not (margin-trim:inline))){";
  const css =
    `@layer properties{${fallback}*,:before,:after{--tw-x:0;--tw-y:initial}}}` +
    "@layer utilities{.a{translate:var(--tw-x)}}" +
    '@property --tw-x{syntax:"*";inherits:false;initial-value:0}' +
    '@property --tw-y{syntax:"*";inherits:false}' +
    '@property --tw-from{syntax:"<color>";inherits:false;initial-value:#0000}';

  it("drops the untyped @property rules and gives the initial values to every browser", () => {
    expect(withUnregisteredProperties(css)).toBe(
      "@layer properties{*,:before,:after{--tw-x:0;--tw-y:initial}}" +
        "@layer utilities{.a{translate:var(--tw-x)}}" +
        // A typed one computes its value (rgba(0, 0, 0, 0)): it stays registered.
        '@property --tw-from{syntax:"<color>";inherits:false;initial-value:#0000}',
    );
  });

  it("finds an untyped rule whatever the order of its descriptors", () => {
    const reordered =
      '@property --tw-x{inherits:false;syntax:"*"}' +
      '@property --tw-y{initial-value:0;syntax:"*"}' +
      '@property --tw-z{inherits:false;syntax:"<length>"}';
    expect(withUnregisteredProperties(reordered)).toBe(
      '@property --tw-z{inherits:false;syntax:"<length>"}',
    );
  });

  it("leaves rules without those alone", () => {
    expect(withUnregisteredProperties(".a{color:red}")).toBe(".a{color:red}");
  });
});

describe("withoutUnusedKeyframes", () => {
  it("keeps the @keyframes a rule or a custom property names, by whole name", () => {
    const css =
      "@keyframes rise{to{opacity:1}}@keyframes spin{to{rotate:1turn}}" +
      "@keyframes ris{to{opacity:0}}:root{--animate-hero:rise 1s}.a{animation:var(--animate-hero)}";
    expect(withoutUnusedKeyframes(css)).toBe(
      "@keyframes rise{to{opacity:1}}:root{--animate-hero:rise 1s}.a{animation:var(--animate-hero)}",
    );
  });
});

describe("withoutUnusedProperties", () => {
  const registered = (name) => `@property ${name}{syntax:"*";inherits:false}`;
  const RULES =
    "@layer properties{@supports (-moz-orient:inline){*,:before,:after{--tw-a:0;--tw-b:0}}}" +
    "@layer theme{:root{--color-used:red;--color-unused:blue;--font:var(--font-x);--font-x:Inter;" +
    "--spacing:1px;--unused-too:var(--font-x)}@supports (color:lab(0% 0 0)){:root{--color-used:lab(1 2 3)}}}" +
    registered("--tw-a") +
    registered("--tw-b") +
    ".a{color:var(--color-used);--tw-a:1px;font-family:var(--font)}";

  it("drops the custom properties nothing mentions, keeping those the kept ones name", () => {
    expect(withoutUnusedProperties(RULES, '<p style="margin:calc(var(--spacing)*2)">')).toBe(
      "@layer properties{@supports (-moz-orient:inline){*,:before,:after{--tw-a:0}}}" +
        "@layer theme{:root{--color-used:red;--font:var(--font-x);--font-x:Inter;--spacing:1px}" +
        "@supports (color:lab(0% 0 0)){:root{--color-used:lab(1 2 3)}}}" +
        registered("--tw-a") +
        ".a{color:var(--color-used);--tw-a:1px;font-family:var(--font)}",
    );
  });

  it("drops what neither rules nor markup name; rules without the layers keep their own", () => {
    expect(withoutUnusedProperties(RULES, "<p>")).not.toContain("--spacing");
    expect(withoutUnusedProperties(".a{--x:1}" + registered("--y"), "<p>")).toBe(".a{--x:1}");
    expect(() => withoutUnusedProperties("@layer theme{:root{--a:1}", "")).toThrow(/unbalanced/);
  });
});

describe("absoluteUrls", () => {
  it("resolves relative urls against the stylesheet's address and keeps the others", () => {
    const href = "/_next/static/chunks/site.css";
    expect(absoluteUrls("a{b:url('../media/x.woff2?v=1#f')}", href)).toBe(
      "a{b:url('/_next/static/media/x.woff2?v=1#f')}",
    );
    expect(absoluteUrls('a{b:url("img.png")}', href)).toBe(
      'a{b:url("/_next/static/chunks/img.png")}',
    );
    for (const kept of ["url(/x.png)", "url(data:image/png;base64,AA)", "url(#mask)"]) {
      expect(absoluteUrls(`a{b:${kept}}`, href)).toBe(`a{b:${kept}}`);
    }
  });
});

describe("paintFirstInBuild", () => {
  let dist;
  afterEach(() => dist && rmSync(dist, { recursive: true, force: true }));

  it("rewrites every prerendered page of the build once", async () => {
    dist = mkdtempSync(join(tmpdir(), "paint-first-"));
    mkdirSync(join(dist, "static", "chunks"), { recursive: true });
    mkdirSync(join(dist, "server", "app", "nested"), { recursive: true });
    writeFileSync(join(dist, "static", "chunks", "site.css"), CSS);
    writeFileSync(join(dist, "server", "app", "index.html"), PAGE);
    writeFileSync(join(dist, "server", "app", "nested", "page.html"), PAGE);
    writeFileSync(join(dist, "server", "app", "index.rsc"), "not a page");

    expect(await paintFirstInBuild(dist)).toBe(2);
    const html = readFileSync(join(dist, "server", "app", "nested", "page.html"), "utf8");
    expect(html).toBe(await paintFirst(PAGE, readStatic, writeStatic));
    const [flight] = /\/_next\/static\/flight\/[0-9a-f]+\.json/.exec(html);
    const file = join(dist, "static", flight.slice("/_next/static/".length));
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual(CHUNKS);
    expect(readFileSync(join(dist, "server", "app", "index.rsc"), "utf8")).toBe("not a page");
    expect(await paintFirstInBuild(dist)).toBe(0);
  });
});

describe("the loader in the browser", () => {
  /** Just enough of a document for the loader: <html>'s attributes, the head, listeners. */
  function install(visibilityState, { painted = false, stylesheet = null } = {}) {
    const appended = [];
    const listeners = [];
    const observers = [];
    const attributes = new Set(painted ? [FIRST_PAINT_ATTRIBUTE] : []);
    const fonts = [];
    const document = {
      visibilityState,
      fonts: { add: (face) => fonts.push(face) },
      documentElement: { hasAttribute: (name) => attributes.has(name) },
      head: { appendChild: (element) => appended.push(element) },
      createElement: (tag) => ({ tag }),
      addEventListener: (type, listener) => listeners.push({ type, listener }),
      querySelector: (selector) =>
        selector === `link[rel="stylesheet"][href="${CSS_HREF}"]` ? stylesheet : null,
    };
    vi.stubGlobal("document", document);
    vi.stubGlobal(
      "MutationObserver",
      class {
        constructor(callback) {
          this.callback = callback;
          this.connected = false;
          observers.push(this);
        }
        observe(target, options) {
          expect(options.attributeFilter).toEqual([FIRST_PAINT_ATTRIBUTE]);
          this.connected = true;
        }
        disconnect() {
          this.connected = false;
        }
      },
    );
    const markPainted = () => {
      attributes.add(FIRST_PAINT_ATTRIBUTE);
      for (const observer of observers) if (observer.connected) observer.callback([]);
    };
    const setVisibility = (state) => {
      document.visibilityState = state;
      for (const { type, listener } of listeners) if (type === "visibilitychange") listener();
    };
    return { appended, fonts, observers, markPainted, setVisibility };
  }

  beforeEach(() => vi.useFakeTimers({ toFake: ["setTimeout"] }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const SCRIPTS = ["/_next/static/chunks/a.js", "/_next/static/chunks/b.js"];
  const PRELOADS = ["/_next/static/chunks/island.js"];
  const FLIGHT = "/_next/static/flight/0123456789abcdef.json";
  const PRELOADED = [...PRELOADS, ...SCRIPTS].map((href) => ({
    tag: "link",
    rel: "preload",
    as: "script",
    fetchPriority: "low",
    href,
  }));
  const ADDED_SCRIPTS = SCRIPTS.map((src) => ({ tag: "script", src, async: true }));

  /** fetch() answered by the test: each call waits for `answer(response)` or `fail()`. */
  function stubFetch() {
    const calls = [];
    vi.stubGlobal("fetch", (url) => {
      let settle;
      const promise = new Promise((resolve, reject) => (settle = { resolve, reject }));
      calls.push({
        url,
        answer: (status, body) =>
          settle.resolve({ ok: status === 200, status, json: async () => body }),
        fail: () => settle.reject(new TypeError("Failed to fetch")),
      });
      return promise;
    });
    return calls;
  }

  describe("with the page's React data", () => {
    it("preloads the scripts on the mark and adds them once the data is in Next.js's queue", async () => {
      const queue = [[0, "already there"]];
      vi.stubGlobal("self", { __next_f: queue });
      const calls = stubFetch();
      const { appended, markPainted } = install("visible");
      addScriptsAfterFirstPaint(SCRIPTS, PRELOADS, FIRST_PAINT_ATTRIBUTE, FLIGHT);
      expect(calls).toEqual([]);

      markPainted();
      vi.runAllTimers();
      expect(calls.map((call) => call.url)).toEqual([FLIGHT]);
      expect(appended).toEqual(PRELOADED); // fetched meanwhile, not run

      calls[0].answer(200, CHUNKS);
      await vi.runAllTimersAsync();
      expect(queue).toEqual([[0, "already there"], ...CHUNKS]);
      expect(appended).toEqual([...PRELOADED, ...ADDED_SCRIPTS]);
    });

    it("enables the whole stylesheet on the mark; the scripts wait for it to load or fail", async () => {
      for (const outcome of ["load", "error"]) {
        const listeners = {};
        const stylesheet = {
          disabled: true,
          sheet: null,
          addEventListener: (type, listener) => (listeners[type] = listener),
          removeAttribute: (name) => delete stylesheet[name],
        };
        vi.stubGlobal("self", {});
        const calls = stubFetch();
        const { appended, markPainted } = install("visible", { stylesheet });
        addScriptsAfterFirstPaint(SCRIPTS, PRELOADS, FIRST_PAINT_ATTRIBUTE, FLIGHT, CSS_HREF);
        expect(stylesheet.disabled).toBe(true); // not fetched before the paint

        markPainted();
        expect(stylesheet.disabled).toBe(false);
        expect(stylesheet.media).toBe("not all"); // fetched, applied once its fonts are out
        calls[0].answer(200, CHUNKS);
        await vi.runAllTimersAsync();
        expect(appended).toEqual(PRELOADED); // the data is in, the sheet is not

        listeners[outcome]();
        expect(stylesheet.media).toBeUndefined();
        await vi.runAllTimersAsync();
        expect(appended).toEqual([...PRELOADED, ...ADDED_SCRIPTS]);
        vi.unstubAllGlobals();
      }
    });

    /** A rule of the sheet, as the CSSOM gives it: its declarations by name. */
    const cssRule = (declarations) => ({
      style: { getPropertyValue: (name) => declarations[name] ?? "" },
    });

    /**
     * The page painted, then its whole sheet loaded with `rules`; `beforeApply` runs when the
     * loader lets the sheet apply. Returns the faces the page's font set got.
     */
    function loadWholeSheet(rules, beforeApply = () => {}) {
      const sheet = { cssRules: rules, deleteRule: (index) => rules.splice(index, 1) };
      const listeners = {};
      const stylesheet = {
        disabled: true,
        sheet,
        addEventListener: (type, listener) => (listeners[type] = listener),
        removeAttribute: (name) => {
          beforeApply();
          delete stylesheet[name];
        },
      };
      vi.stubGlobal("self", {});
      stubFetch();
      const { fonts, markPainted } = install("visible", { stylesheet });
      addScriptsAfterFirstPaint(SCRIPTS, PRELOADS, FIRST_PAINT_ATTRIBUTE, FLIGHT, CSS_HREF);
      markPainted();
      listeners.load();
      expect(stylesheet.media).toBeUndefined();
      return fonts;
    }

    it("takes the web fonts' faces out of the whole sheet, and adds the Latin ones once loaded", async () => {
      const latin = "U+0-FF, U+131";
      const rules = [
        cssRule({ color: "red" }),
        cssRule({
          "font-family": '"Inter Variable"',
          src: 'url("/_next/static/media/inter-cyrillic.woff2") format("woff2-variations")',
          "font-weight": "100 900",
          "unicode-range": "U+400-45F",
        }),
        cssRule({
          "font-family": '"Inter Variable"',
          src: 'url("/_next/static/media/inter-latin.woff2") format("woff2-variations")',
          "font-weight": "100 900",
          "unicode-range": latin,
        }),
        cssRule({ "font-family": '"Inter Fallback"', src: 'local("Arial")' }),
        { cssRules: [] }, // a block rule: no declarations of its own
      ];
      const loads = [];
      vi.stubGlobal(
        "FontFace",
        class {
          constructor(family, source, descriptors) {
            Object.assign(this, { family, source, ...descriptors });
          }
          load() {
            return new Promise((resolve, reject) => loads.push({ face: this, resolve, reject }));
          }
        },
      );
      // The faces are out before the sheet applies.
      const fonts = loadWholeSheet(rules, () => expect(rules).toHaveLength(3));
      expect(rules.map((kept) => kept.style?.getPropertyValue("src") ?? "block")).toEqual([
        "",
        'local("Arial")',
        "block",
      ]);
      expect(loads.map(({ face }) => face)).toEqual([
        {
          family: "Inter Variable",
          source: 'url("/_next/static/media/inter-latin.woff2") format("woff2-variations")',
          weight: "100 900",
          unicodeRange: latin,
        },
      ]);
      await vi.runAllTimersAsync();
      expect(fonts).toEqual([]); // not before its font is in
      loads[0].resolve(loads[0].face);
      await vi.runAllTimersAsync();
      expect(fonts).toEqual([loads[0].face]);
    });

    it("adds no web font when one fails to load, and lets nothing escape", async () => {
      const rules = [
        cssRule({ src: 'url("/a.woff2")', "unicode-range": "U+0-FF", "font-family": "A" }),
      ];
      vi.stubGlobal(
        "FontFace",
        class {
          load() {
            return Promise.reject(new DOMException("failed", "NetworkError"));
          }
        },
      );
      const fonts = loadWholeSheet(rules);
      await vi.runAllTimersAsync();
      expect(fonts).toEqual([]);
      expect(rules).toEqual([]);
    });

    it("starts Next.js's queue when no script has", async () => {
      const page = {};
      vi.stubGlobal("self", page);
      const calls = stubFetch();
      install("visible", { painted: true });
      addScriptsAfterFirstPaint(SCRIPTS, PRELOADS, FIRST_PAINT_ATTRIBUTE, FLIGHT);
      calls[0].answer(200, CHUNKS);
      await vi.runAllTimersAsync();
      expect(page.__next_f).toEqual(CHUNKS);
    });

    it("asks again a second after a failed fetch", async () => {
      vi.stubGlobal("self", {});
      const calls = stubFetch();
      const { appended } = install("visible", { painted: true });
      addScriptsAfterFirstPaint(SCRIPTS, PRELOADS, FIRST_PAINT_ATTRIBUTE, FLIGHT);
      calls[0].fail();
      await vi.advanceTimersByTimeAsync(999);
      expect(calls).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(calls).toHaveLength(2);

      calls[1].answer(200, CHUNKS);
      await vi.runAllTimersAsync();
      expect(appended).toEqual([...PRELOADED, ...ADDED_SCRIPTS]);
    });

    it("leaves the page as sent, without Next.js's scripts, when the data cannot be had", async () => {
      const page = {};
      vi.stubGlobal("self", page);
      const calls = stubFetch();
      const { appended } = install("visible", { painted: true });
      addScriptsAfterFirstPaint(SCRIPTS, PRELOADS, FIRST_PAINT_ATTRIBUTE, FLIGHT);
      calls[0].fail();
      await vi.advanceTimersByTimeAsync(1000);
      calls[1].fail();
      await vi.runAllTimersAsync();
      expect(calls).toHaveLength(2);
      expect(appended).toEqual(PRELOADED); // scripts without their data would fail to hydrate
      expect(page.__next_f).toBeUndefined();

      // An answer that is not the data counts as a failure as well.
      const second = stubFetch();
      addScriptsAfterFirstPaint(SCRIPTS, PRELOADS, FIRST_PAINT_ATTRIBUTE, FLIGHT);
      second[0].answer(404);
      await vi.runAllTimersAsync();
      expect(second).toHaveLength(1); // the server answered: no second ask
      expect(page.__next_f).toBeUndefined();
    });
  });

  it("names the mark the head's first-paint script sets", () => {
    expect(FIRST_PAINT_ATTRIBUTE).toBe(HEAD_SCRIPT_ATTRIBUTE);
  });

  it("adds nothing before the first paint, and everything once, on its mark", () => {
    const { appended, observers, markPainted } = install("visible");
    stubFetch(); // never answered: the scripts stay preloaded
    addScriptsAfterFirstPaint(SCRIPTS, PRELOADS, FIRST_PAINT_ATTRIBUTE, FLIGHT);
    vi.runAllTimers();
    expect(appended).toEqual([]);

    markPainted();
    vi.runAllTimers();
    expect(appended).toEqual(PRELOADED);
    expect(observers.every((observer) => !observer.connected)).toBe(true);
    markPainted();
    vi.runAllTimers();
    expect(appended).toEqual(PRELOADED);
  });

  it("adds each script and preload in a task of its own, in order", () => {
    const { appended, markPainted } = install("visible");
    stubFetch(); // never answered: the scripts stay preloaded
    addScriptsAfterFirstPaint(SCRIPTS, PRELOADS, FIRST_PAINT_ATTRIBUTE, FLIGHT);
    markPainted();
    expect(appended).toEqual([]); // nothing in the mark's own task
    expect(vi.getTimerCount()).toBe(PRELOADED.length); // one task each
    vi.runAllTimers();
    expect(appended).toEqual(PRELOADED);
  });

  it("adds them at once when the page was painted before the loader ran", () => {
    const { appended } = install("visible", { painted: true });
    stubFetch(); // never answered: the scripts stay preloaded
    addScriptsAfterFirstPaint(SCRIPTS, PRELOADS, FIRST_PAINT_ATTRIBUTE, FLIGHT);
    vi.runAllTimers();
    expect(appended).toEqual(PRELOADED);
  });

  it("adds them at once in a hidden or prerendering tab, which draws no frame", () => {
    for (const state of ["hidden", "prerender"]) {
      const { appended } = install(state);
      stubFetch(); // never answered: the scripts stay preloaded
      addScriptsAfterFirstPaint(SCRIPTS, PRELOADS, FIRST_PAINT_ATTRIBUTE, FLIGHT);
      vi.runAllTimers();
      expect(appended).toEqual(PRELOADED);
      vi.unstubAllGlobals();
    }
  });

  it("adds them, once, when the tab is hidden before its first paint", () => {
    const { appended, markPainted, setVisibility } = install("visible");
    stubFetch(); // never answered: the scripts stay preloaded
    addScriptsAfterFirstPaint(SCRIPTS, PRELOADS, FIRST_PAINT_ATTRIBUTE, FLIGHT);
    setVisibility("visible");
    vi.runAllTimers();
    expect(appended).toEqual([]);
    setVisibility("hidden");
    vi.runAllTimers();
    expect(appended).toEqual(PRELOADED);

    setVisibility("visible");
    markPainted();
    vi.runAllTimers();
    expect(appended).toEqual(PRELOADED);
  });
});
