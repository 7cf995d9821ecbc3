import { DeferredForm } from "@/components/forms/deferred-form";
import { MailIcon, NetworkIcon } from "@/components/ui/icons";
import { Logo } from "@/components/ui/logo";
import { siteConfig } from "@/config/site";
import { siteMenus } from "@/content/catalogue";
import type { NavLink } from "@/content/navigation";

/** Footer on every page (spec section 2). */
export function SiteFooter() {
  const menus = siteMenus();
  return (
    <footer className="bg-ink-950 text-ink-100">
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-12 px-4 py-16 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.4fr] lg:px-8">
        <div className="space-y-5">
          <Logo name={siteConfig.product} tone="light" />
          <p className="max-w-sm text-sm leading-relaxed text-ink-300">
            {siteConfig.name} designs, builds and runs software, mobile apps and cloud platforms for
            companies in 19+ countries, with over 10 years of delivery behind every team.
          </p>
          <ul className="space-y-3 text-sm">
            <li>
              <a
                href={`mailto:${siteConfig.email}`}
                className="inline-flex items-center gap-2 text-ink-100 hover:text-accent-300"
              >
                <MailIcon />
                {siteConfig.email}
              </a>
            </li>
            <li>
              <a
                href={siteConfig.networkUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-2 text-ink-100 hover:text-accent-300"
              >
                <NetworkIcon />
                {siteConfig.name} on LinkedIn
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          </ul>
        </div>
        <FooterLinks title="OUR SERVICES" links={menus.footerServices} />
        <FooterLinks title="QUICK LINKS" links={menus.footerQuickLinks} />
        <div>
          <h2 className="mb-4 text-sm font-bold tracking-[0.14em] text-white">NEWSLETTER</h2>
          <p className="mb-4 text-sm leading-relaxed text-ink-300">
            One short e-mail a month: what we shipped, what we learned, and nothing else.
          </p>
          <DeferredForm form="newsletter" />
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-ink-300 sm:px-6 lg:px-8">
          © {siteConfig.copyrightYear} {siteConfig.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

function FooterLinks({
  title,
  links,
}: {
  title: string;
  links: (NavLink & { newTab?: boolean })[];
}) {
  return (
    <nav aria-label={title.charAt(0) + title.slice(1).toLowerCase()}>
      <h2 className="mb-4 text-sm font-bold tracking-[0.14em] text-white">{title}</h2>
      <ul className="space-y-2.5 text-sm">
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              {...(link.newTab ? { target: "_blank", rel: "noopener" } : {})}
              className="text-ink-300 transition-colors hover:text-accent-300"
            >
              {link.label}
              {link.newTab ? <span className="sr-only"> (opens in a new tab)</span> : null}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
