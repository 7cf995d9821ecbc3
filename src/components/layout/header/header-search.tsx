import { SearchIcon } from "@/components/ui/icons";
import { SEARCH_PATH } from "@/lib/search/paths";

/** The header's way to /search on a desktop: a plain link beside the spec's entries. */
export function HeaderSearchLink() {
  return (
    <a
      href={SEARCH_PATH}
      className="hidden size-11 items-center justify-center rounded-full text-ink-800 transition-colors hover:bg-ink-50 hover:text-accent-700 lg:inline-flex"
    >
      <SearchIcon />
      <span className="sr-only">Search</span>
    </a>
  );
}

/**
 * The search box at the top of the mobile menu: a GET form to /search, drawn here on the server
 * and handed to the menu, so every page's script stays as it was.
 */
export function MobileMenuSearch() {
  return (
    <form role="search" action={SEARCH_PATH} method="get" className="flex gap-2 pb-3 pt-2">
      <label htmlFor="mobile-menu-search" className="sr-only">
        Search the site
      </label>
      <input
        id="mobile-menu-search"
        type="search"
        name="q"
        enterKeyHint="search"
        placeholder="Search the site"
        className="min-h-11 w-full min-w-0 rounded-lg border border-ink-300 px-3 text-base text-ink-900 placeholder:text-ink-500"
      />
      <button
        type="submit"
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-ink-900 text-white"
      >
        <SearchIcon />
        <span className="sr-only">Search</span>
      </button>
    </form>
  );
}
