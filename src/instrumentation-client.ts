/**
 * Runs in the browser before any of the site's client code (Next.js' instrumentation-client).
 *
 * Zod compiles object parsers with `new Function` when it may, and to find out it tries one
 * as soon as a form's schema is built. The site's CSP has no 'unsafe-eval', so that probe is
 * refused and reported (a CSP issue in the DevTools Issues panel, which cost every page its
 * Lighthouse best-practices 100) even though Zod catches the refusal. Jitless mode skips the
 * probe and parses without generated code; the forms' objects are small, so nothing is lost.
 *
 * Zod's settings live on `globalThis.__zod_globalConfig`, which every copy of Zod reads when it
 * loads (that is how `z.config()` reaches them all). Setting it here instead of calling
 * `z.config()` keeps Zod itself out of the code every page runs first: it loads with the forms.
 * The unit test beside this file fails if Zod stops reading it.
 */
type ZodSettings = { jitless?: boolean };
const scope = globalThis as typeof globalThis & { __zod_globalConfig?: ZodSettings };

(scope.__zod_globalConfig ??= {}).jitless = true;

export {};
