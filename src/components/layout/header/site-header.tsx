import { Logo } from "@/components/ui/logo";
import { siteConfig } from "@/config/site";
import {
  capabilityLinks,
  industryLinks,
  insightLinks,
  primaryNav,
  serviceLinks,
} from "@/content/navigation";
import { DesktopNav, type NavData } from "./desktop-nav";
import { MobileNav } from "./mobile-nav";

/** Fixed header on every page: logo, desktop navigation with dropdowns, mobile menu. */
export function SiteHeader() {
  // Services already listed under CAPABILITIES are not repeated in the catalogue column.
  const capabilityHrefs = new Set(capabilityLinks.map((link) => link.href));
  const nav: NavData = {
    home: primaryNav.home,
    about: primaryNav.about,
    contact: primaryNav.contact,
    capabilities: capabilityLinks,
    services: serviceLinks.filter((link) => !capabilityHrefs.has(link.href)),
    insights: insightLinks,
    industries: industryLinks,
  };
  return (
    <header className="fixed inset-x-0 top-0 z-50 h-(--header-height) border-b border-ink-100 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-6 px-4 sm:px-6 lg:px-8">
        <Logo name={siteConfig.product} />
        <DesktopNav nav={nav} />
        <MobileNav nav={nav} />
      </div>
    </header>
  );
}
