/**
 * Where the site search lives. Apart from ./query.ts so the header, on every page, takes the
 * address without the search's rules and messages (a module is bundled whole).
 */
export const SEARCH_PATH = "/search";
export const SEARCH_API_PATH = "/api/search";
