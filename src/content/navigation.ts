/**
 * The header, mega-menu and footer (spec section 2). Their lists are edited in the studio
 * (the menus document, src/content/documents.ts); the lists below, in the spec's order, are
 * its first content. The header bar's five entries and their order are the spec's and stay
 * here: `mainNavFrom` builds the bar from the edited lists, and the desktop and mobile menus
 * both draw it.
 */
import { whyPath } from "@/config/site";
import type { MenusDocument } from "./documents";

export type NavLink = { href: string; label: string };

/** A list of menu links, with an optional heading above it. */
export type NavGroup = {
  title?: string;
  links: NavLink[];
  /** Columns in the desktop panel; the mobile menu always uses one. */
  columns?: 1 | 2;
};

/** The header's dropdowns; the desktop dropdown state machine keys on these. */
export type MenuId = "capabilities" | "industries";

/** One entry of the header bar, in order: a plain link or a dropdown of link groups. */
export type NavEntry =
  | (NavLink & {
      kind: "link";
      /** The bar's call to action: drawn as a button on desktop. */
      prominent?: boolean;
    })
  | {
      kind: "menu";
      id: MenuId;
      label: string;
      /** Desktop panel: full header width ("mega") or a card under its button. */
      panel: "mega" | "compact";
      groups: NavGroup[];
    };

export type NavMenu = Extract<NavEntry, { kind: "menu" }>;

/** CAPABILITIES dropdown, in the spec's order. "Strategy & Consulting" had no target in
 * the spec; it now has a page of its own so that no menu entry is dead. */
export const capabilityLinks: NavLink[] = [
  { href: "/BussinessProcess", label: "Business Process Services" },
  { href: "/CloudInfrastructure", label: "Cloud & Infrastructure Services" },
  { href: "/EngeneeringService", label: "Engineering Services" },
  { href: "/SustainabilityService", label: "Sustainability Services" },
  { href: "/StrategyConsulting", label: "Strategy & Consulting" },
];

/** INDUSTRIES dropdown, in the spec's order. */
export const industryLinks: NavLink[] = [
  { href: "/BankingFin", label: "Banking & Financial Services" },
  { href: "/LifeService", label: "Healthcare & Life Sciences" },
  { href: "/Hitech", label: "Hi Tech" },
  { href: "/Insurance", label: "Insurance" },
  { href: "/Manufacturing", label: "Manufacturing" },
  { href: "/EnergyHealth", label: "Energy & Utilities" },
  { href: "/Communication", label: "Communications" },
  { href: "/RetailCons", label: "Retail & Consumer Goods" },
  { href: "/OilGas", label: "Oil & Gas" },
  { href: "/Privateeql", label: "Private Equity" },
  { href: "/MediaEnter", label: "Media & Entertainment" },
  { href: "/Professionalserv", label: "Professional Services" },
  { href: "/TravelTransport", label: "Travel, Transportation & Logistics" },
];

/** Mega-menu "Services" group, in the spec's order, plus Products & Platforms (which had
 * no target in the spec and now has a page). */
export const serviceLinks: NavLink[] = [
  { href: "/SustainabilityService", label: "Sustainability Services" },
  { href: "/BussinessProcess", label: "Business Process Services" },
  { href: "/CloudInfrastructure", label: "Cloud & Infrastructure" },
  { href: "/EngeneeringService", label: "Engineering Services" },
  { href: "/PerformanceEng", label: "Performance Engineering" },
  { href: "/TestingSer", label: "Testing Services" },
  { href: "/IntelligentAt", label: "Intelligent Automation" },
  { href: "/Adms", label: "Application Development & Maintenance" },
  { href: "/Salesforce", label: "Salesforce" },
  { href: "/Pega", label: "Pega" },
  { href: "/Sap", label: "SAP" },
  { href: "/Oracle", label: "Oracle" },
  { href: "/DigitalSupp", label: "Digital Supply Chain" },
  { href: "/BusinessExc", label: "Business Excellence" },
  { href: "/CloudCons", label: "Cloud Consulting" },
  { href: "/Metaverse", label: "Metaverse" },
  { href: "/CyberSec", label: "Cyber Security" },
  { href: "/Blockchain", label: "Blockchain" },
  { href: "/NetworkServices", label: "Network Services" },
  { href: "/ArtificialIntelligence", label: "Artificial Intelligence" },
  { href: "/DataAnalytics", label: "Data Analytics" },
  { href: "/ProductsPlatforms", label: "Products & Platforms" },
];

/** Mega-menu "Insights" group. */
export const insightLinks: NavLink[] = [
  { href: "/Casestud", label: "Case Studies" },
  { href: "/Views", label: "Points of View" },
  { href: "/Analystinsight", label: "Analyst Insights" },
  { href: "/News", label: "News" },
  { href: "/Events", label: "Events" },
];

/** The header bar (spec section 2) from the menus' lists. */
export function mainNavFrom(menus: MenusDocument): NavEntry[] {
  // Services already listed under CAPABILITIES are not repeated in the catalogue column.
  const capabilityHrefs = new Set(menus.capabilities.map((link) => link.href));
  return [
    { kind: "link", href: "/", label: "HOME" },
    {
      kind: "menu",
      id: "capabilities",
      label: "CAPABILITIES",
      panel: "mega",
      groups: [
        { title: "Capabilities", links: menus.capabilities },
        {
          title: "All services",
          links: menus.services.filter((link) => !capabilityHrefs.has(link.href)),
          columns: 2,
        },
        { title: "Insights", links: menus.insights },
      ],
    },
    {
      kind: "menu",
      id: "industries",
      label: "INDUSTRIES",
      panel: "compact",
      groups: [{ title: "Industries", links: menus.industries, columns: 2 }],
    },
    { kind: "link", href: "/about", label: "ABOUT" },
    { kind: "link", href: "/contact", label: "CONTACT US", prominent: true },
  ];
}

/** Footer OUR SERVICES list (spec section 2). */
export const footerServiceLinks: NavLink[] = [
  { href: "/IntelligentAt", label: "Intelligent Automation" },
  { href: "/DigitalSupp", label: "Digital Supply Chain" },
  { href: "/CyberSec", label: "Cyber Security" },
  { href: "/SustainabilityService", label: "Sustainability Services" },
  { href: "/CloudCons", label: "Cloud Consulting" },
];

/** Footer QUICK LINKS list (spec section 2). Privacy Policy opens in a new tab. */
export const footerQuickLinks: (NavLink & { newTab?: boolean })[] = [
  { href: "/", label: "Home" },
  { href: "/about", label: "About Us" },
  { href: "/contact", label: "Contact Us" },
  { href: "/Blogs", label: "Blogs" },
  { href: "/JoinUs", label: "Career" },
  { href: "/PrivacyPolicy", label: "Privacy Policy", newTab: true },
];

/** The menus as the site shipped them: the studio's first menus document. */
export const defaultMenus: MenusDocument = {
  capabilities: capabilityLinks,
  services: serviceLinks,
  insights: insightLinks,
  industries: industryLinks,
  footerServices: footerServiceLinks,
  footerQuickLinks,
};

export const careerLinks: NavLink[] = [
  { href: whyPath, label: "Why join us" },
  { href: "/JoinUs", label: "Join us" },
  { href: "/DiversityAndInclusion", label: "Diversity and inclusion" },
];
