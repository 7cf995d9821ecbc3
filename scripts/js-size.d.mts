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
export function prerenderedHtmlFile(distDir: string, route: string): string;
export function scriptPaths(html: string): string[];
export function routeClientJs(distDir: string, route: string): RouteClientJs;
export function prerenderedRoutes(distDir: string): string[];
