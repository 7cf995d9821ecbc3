/**
 * The site's pages as the tests see them: the initial pages (the content of the first import
 * into the database, src/server/content/initial-pages) with their placeholders filled the way
 * the server fills them when it renders (src/server/content/public-pages.ts). The test server
 * is started with this process's environment (tests/support/global-setup.ts), so the values
 * here are the ones a visitor sees: `/WhyCorvane`, not the stored `/Why{product}`.
 */
import { whyPath } from "@/config/site";
import { sectionSchema, type PageContent, type SectionType } from "@/content/schema";
import { fillTokens } from "@/content/tokens";
import { pages as storedPages } from "@/server/content/initial-pages";
import { initialPosts } from "@/server/content/initial-pages/blog";
import { currentTokenValues } from "@/server/content/public-pages";

export const pages: PageContent[] = fillTokens(storedPages, currentTokenValues());

/** The blog posts the site ships with (posts of the studio, not pages): /blog1 to /blog5. */
export const postPaths = initialPosts.map((post) => post.path);

/** Every public address of the shipped content: pages and posts. */
export const allPaths = [...pages.map((page) => page.path), ...postPaths];
/** Canonical pages only (aliases such as /Blogs point elsewhere). */
export const canonicalPaths = [
  ...pages.filter((page) => !page.canonicalPath).map((page) => page.path),
  ...postPaths,
];

/** Every section type the page builder offers. */
export const SECTION_TYPES = sectionSchema.options.map(
  (option) => option.shape.type.value,
) as SectionType[];

/** One route per section type (the first page, in registry order, that uses it), without repeats. */
export function routesCoveringEverySectionType(): string[] {
  const routes = new Set<string>();
  for (const type of SECTION_TYPES) {
    const page = pages.find((candidate) => candidate.sections.some((s) => s.type === type));
    if (page) routes.add(page.path);
  }
  return [...routes];
}

/** Internal links (href="/...") in a page's HTML, without fragments or query strings. */
export function internalLinks(html: string): string[] {
  const links = new Set<string>();
  for (const match of html.matchAll(/<a\b[^>]*\shref="(\/[^"#?]*)[^"]*"/g)) {
    if (match[1] !== undefined) links.add(match[1]);
  }
  return [...links];
}

export function countMatches(html: string, pattern: RegExp): number {
  return [...html.matchAll(pattern)].length;
}

export function titleOf(html: string): string | undefined {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1];
}

/** The route table of the spec (§2) and the paths its menus and footer link to ("other links"). */
export const SPEC_ROUTES = [
  "/",
  "/JoinUs",
  "/about",
  "/contact",
  "/services",
  "/blog",
  "/Blogs",
  "/blog1",
  "/blog2",
  "/blog3",
  "/blog4",
  "/blog5",
  "/capabilities",
  "/CloudInfrastructure",
  "/EngeneeringService",
  "/NetworkServices",
  "/BussinessProcess",
  "/SustainabilityService",
  "/Industries",
  "/BankingFin",
  "/Communication",
  "/EnergyHealth",
  "/LifeService",
  "/Hitech",
  "/Insurance",
  "/Manufacturing",
  "/MediaEnter",
  "/OilGas",
  "/Privateeql",
  "/Professionalserv",
  "/RetailCons",
  "/TravelTransport",
  "/insightsPage",
  "/CareerPage",
  whyPath,
  "/DiversityAndInclusion",
  "/PrivacyPolicy",
  "/IntelligentAt",
  "/DigitalSupp",
  "/CyberSec",
  "/CloudCons",
  "/PerformanceEng",
  "/TestingSer",
  "/Adms",
  "/Salesforce",
  "/Pega",
  "/Sap",
  "/Oracle",
  "/BusinessExc",
  "/Metaverse",
  "/Blockchain",
  "/ArtificialIntelligence",
  "/DataAnalytics",
  "/Casestud",
  "/Views",
  "/Analystinsight",
  "/News",
  "/Events",
];
