// Types of scripts/js-size.mjs for the TypeScript tests that use it.
export const NOT_FOUND: string;
export interface ClientJsFile {
  path: string;
  bytes: number;
  gzipBytes: number;
}
export interface RouteClientJs {
  route: string;
  files: ClientJsFile[];
  bytes: number;
  gzipBytes: number;
}
export interface PageClientJs extends RouteClientJs {
  /** The status the server answered the page's path with. */
  status: number;
}
/** A script's bytes by its /_next/static path, at once or as a promise. */
export type ScriptReader = (urlPath: string) => Uint8Array | Promise<Uint8Array>;
export function prerenderedHtmlFile(distDir: string, route: string): string;
export function scriptPaths(html: string): string[];
export function servedSizes(content: Uint8Array): { bytes: number; gzipBytes: number };
export function routeClientJs(distDir: string, route: string): RouteClientJs;
export function serverScripts(baseURL: string): (urlPath: string) => Promise<Uint8Array>;
export function htmlClientJs(
  html: string,
  readScript: ScriptReader,
  route: string,
): Promise<RouteClientJs>;
export function pageClientJs(
  baseURL: string,
  path: string,
  readScript?: ScriptReader,
): Promise<PageClientJs>;
export function prerenderedRoutes(distDir: string): string[];
