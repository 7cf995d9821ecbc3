import { Logo } from "@/components/ui/logo";
import { siteConfig } from "@/config/site";
import { siteMenus } from "@/content/catalogue";
import { mainNavFrom } from "@/content/navigation";
import { DesktopNav } from "./desktop-nav";
import { HeaderSearchLink, MobileMenuSearch } from "./header-search";
import { MobileNav } from "./mobile-nav";

/** Fixed header on every page: logo, desktop navigation with dropdowns, search, mobile menu. */
export function SiteHeader() {
  const mainNav = mainNavFrom(siteMenus());
  return (
    <header className="fixed inset-x-0 top-0 z-50 h-(--header-height) border-b border-ink-100 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-6 px-4 sm:px-6 lg:px-8">
        <Logo name={siteConfig.product} />
        <div className="flex items-center gap-2">
          <DesktopNav entries={mainNav} />
          {/* Search sits beside the spec's links, never among them. */}
          <HeaderSearchLink />
          <MobileNav entries={mainNav} search={<MobileMenuSearch />} />
        </div>
      </div>
    </header>
  );
}
