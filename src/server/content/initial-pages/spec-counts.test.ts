/**
 * The spec's contractual counts (section 2), derived from the page data as stored (with its
 * placeholders, src/content/tokens.ts). The browser test tests/content.e2e.ts checks the same
 * numbers in the rendered pages.
 */
import { describe, expect, it } from "vitest";
import { wordCount } from "@/content/blog/types";
import type { Section, SectionType } from "@/content/schema";
import { fillTokens, TOKEN_HELP } from "@/content/tokens";
import { currentTokenValues } from "../public-pages";
import { initialPosts } from "./blog";
import { getPage, pages } from "./index";
import { posts } from "./posts";

/** The Why-join page's path as stored; visitors get it filled (`/WhyCorvane`). */
const whyPath = "/Why{product}";

type Of<T extends SectionType> = Extract<Section, { type: T }>;

function sections<T extends SectionType>(path: string, type: T): Of<T>[] {
  const page = getPage(path);
  if (!page) throw new Error(`no page ${path}`);
  return page.sections.filter((s): s is Of<T> => s.type === type);
}

function one<T extends SectionType>(path: string, type: T, heading?: RegExp): Of<T> {
  const found = sections(path, type).filter(
    (s) => !heading || ("heading" in s && heading.test(String(s.heading))),
  );
  expect(found, `${path}: one ${type}${heading ? ` matching ${heading}` : ""}`).toHaveLength(1);
  return found[0]!;
}

/** Number of cards in card sections of a page, in page order. */
function cardCounts(path: string): number[] {
  return getPage(path)!.sections.flatMap((s) =>
    s.type === "cardGrid" || s.type === "expandableCards" ? [s.cards.length] : [],
  );
}

const titles = (cards: { title: string }[]) => cards.map((c) => c.title);
const tabShape = (s: Of<"cardPager">) => s.tabs.map((t) => [t.label, t.cards.length]);

const STATS = [
  [10, "Years Of Matured Practice"],
  [19, "Countries"],
  [15, "Global Clients"],
  [50, "Product Alliances"],
  [150, "Associates"],
  [100, "Delivery Centres/SOCs"],
];

describe("spec section 2 counts, from the page data", () => {
  it("home: hero, 5 capability cards, industries and case-study carousels, GET IN TOUCH", () => {
    expect(one("/", "hero").heading).toBe("Achieve Fast Scaling");
    expect(one("/", "hero").actions?.[0]).toMatchObject({ label: "Contact Us", newTab: true });
    const grid = sections("/", "cardGrid").find((s) => s.layout === "imageHover")!;
    expect(titles(grid.cards)).toEqual([
      "Software Development",
      "Cloud Solutions",
      "ERP Development",
      "E-Commerce",
      "IT Consulting",
    ]);
    expect(one("/", "industryCarousel").items).toHaveLength(6);
    expect(one("/", "caseStudyShowcase").caseStudies.length).toBeGreaterThanOrEqual(3);
    const cta = sections("/", "callToAction").find((s) => s.action.label === "GET IN TOUCH")!;
    expect(cta.action).toMatchObject({ href: "/contact", newTab: true });
  });

  it("capabilities: the Custom Solutions section with its seven cards, and a video", () => {
    const custom = one(
      "/capabilities",
      "cardGrid",
      /^Custom Solutions for Effortless Transformation$/,
    );
    expect(titles(custom.cards)).toEqual([
      "Business Support System Optimization",
      "Strategic Investment Management",
      "Comprehensive Healthcare CRM",
      "Sustainable Energy Pricing Solutions",
      "Next-Gen Customer Experience for Automotive",
      "Public Sector Driving and Liquor Licensing Modernization",
      "Sustainable Cloud Solutions",
    ]);
    one("/capabilities", "expandableIntro");
    one("/capabilities", "video");
  });

  it("cloud: intro claims, three services, Explore More with nine tiles, the contact form", () => {
    const intro = one("/CloudInfrastructure", "expandableIntro");
    const text = `${intro.summary} ${intro.more}`;
    for (const claim of [
      /over 10 years/i,
      /15\+ active clients/i,
      /19\+ countries/i,
      /100\+ certified professionals/i,
    ]) {
      expect(text).toMatch(claim);
    }
    expect(titles(one("/CloudInfrastructure", "cardGrid").cards)).toEqual([
      "Cloud Solutions",
      "Flexible Digital Workplace Solutions",
      "Data Center Management Solutions",
    ]);
    expect(one("/CloudInfrastructure", "exploreMore").tiles.map((t) => t.heading)).toEqual([
      "Banking",
      "Insurance",
      "Telecommunications",
      "Media",
      "Entertainment",
      "Retail",
      "Healthcare",
      "Transportation",
      "Education",
    ]);
    expect(one("/CloudInfrastructure", "form").form).toBe("contactQuick");
  });

  it("engineering: five services and the thirteen sectors in order", () => {
    expect(titles(one("/EngeneeringService", "cardGrid").cards)).toEqual([
      "Advanced Mobility Solutions",
      "Software-Defined Innovations",
      "Next-Gen Network Solutions",
      "Cutting-Edge Device Solutions",
      "Transformative Digital Platforms",
    ]);
    expect(one("/EngeneeringService", "list").items.map((i) => i.title ?? i.text)).toEqual([
      "Oil and Gas",
      "Modern Retail and E-Commerce",
      "Healthcare and Biotech Solutions",
      "Industrial Equipment",
      "Transportation and Rail Systems",
      "Sustainable Energy and Utilities",
      "Consumer Goods and Services",
      "BFSI",
      "Automotive",
      "Aerospace, Defense, and Technology",
      "Semiconductor and Microelectronics",
      "Telecommunications",
      "Media and Entertainment",
    ]);
    expect(one("/EngeneeringService", "exploreMore").tiles).toHaveLength(9);
  });

  it("network: tabs of 3 / 7 / 2 cards and a 3-slide Leading the Way carousel every 4 s", () => {
    expect(tabShape(one("/NetworkServices", "cardPager"))).toEqual([
      ["Simplify Operations", 3],
      ["Modernize Tech Stacks", 7],
      ["Monetize Network Assets", 2],
    ]);
    const carousel = one("/NetworkServices", "caseStudyCarousel");
    expect(carousel.caseStudies).toHaveLength(3);
    expect(carousel.intervalMs).toBe(4000);
    expect(one("/NetworkServices", "expandableIntro").heading).toMatch(/^Transform and capitalize/);
  });

  it("business process: intro claims, statistics band, six SaaS cards", () => {
    const intro = one("/BussinessProcess", "expandableIntro");
    expect(`${intro.summary} ${intro.more}`).toMatch(/Salesforce/);
    expect(`${intro.summary} ${intro.more}`).toMatch(/4\.9/);
    expect(`${intro.summary} ${intro.more}`).toMatch(/over 30 countries/i);
    expect(one("/BussinessProcess", "statsBand").stats.map((s) => [s.value, s.label])).toEqual(
      STATS,
    );
    expect(cardCounts("/BussinessProcess")).toContain(6);
  });

  it("sustainability: 3 technology cards, 5 commitments, 7 offerings", () => {
    expect(one("/SustainabilityService", "list", /Our Commitment/).items).toHaveLength(5);
    expect(cardCounts("/SustainabilityService")).toEqual(expect.arrayContaining([3, 7]));
  });

  it("industry pages have the spec's card and tab counts", () => {
    expect(cardCounts("/Communication")).toContain(8);
    one("/Communication", "statsBand");
    one("/Communication", "image");
    expect(tabShape(one("/EnergyHealth", "cardPager"))).toEqual([["Solutions", 10]]);
    expect(cardCounts("/Hitech")).toEqual([6, 3, 6]);
    expect(cardCounts("/LifeService")).toContain(3);
    expect(tabShape(one("/LifeService", "cardPager"))).toEqual([
      ["Pharmaceuticals", 13],
      ["Healthcare players", 8],
      ["Healthcare provider", 5],
    ]);
    expect(cardCounts("/Manufacturing")).toContain(5);
    expect(cardCounts("/MediaEnter")).toEqual([4, 8]);
    expect(cardCounts("/Privateeql")).toContain(7);
    one("/Privateeql", "exploreMore");
    one("/Professionalserv", "statsBand");
    expect(tabShape(one("/Professionalserv", "cardPager"))[0]?.[1]).toBe(5);
    expect(cardCounts("/TravelTransport")).toContain(5);
    one("/TravelTransport", "video");
    expect(one("/TravelTransport", "caseStudyCarousel").intervalMs).toBe(4000);
    expect(cardCounts("/RetailCons")).toContain(9);
    expect(tabShape(one("/RetailCons", "cardPager"))[0]?.[1]).toBe(5);
    one("/RetailCons", "exploreMore");
    expect(one("/OilGas", "cardPager").tabs.map((t) => t.label)).toEqual([
      "Upstream",
      "Downstream",
    ]);
    expect(one("/OilGas", "caseStudyCarousel").intervalMs).toBe(4000);
    expect(one("/BankingFin", "cardPager").tabs.map((t) => t.label)).toEqual([
      "Banking",
      "Financial services",
      "Digital banking",
      "NxT Gen",
    ]);
    expect(one("/BankingFin", "caseStudyCarousel").intervalMs).toBe(3000);
  });

  it("insurance: four trend cards four at a time, eleven offerings three at a time", () => {
    const pagers = sections("/Insurance", "cardPager");
    const trends = pagers.find((p) => /Transforming the Future of Insurance/.test(p.heading))!;
    expect(trends.windowSize).toBe(4);
    expect(trends.tabs[0]!.cards).toHaveLength(4);
    const offerings = pagers.find((p) => p !== trends)!;
    expect(offerings.windowSize).toBe(3);
    expect(offerings.tabs[0]!.cards).toHaveLength(11);
  });

  it("careers: landing links, ten reasons, four focus tabs of four, the résumé form", () => {
    const landing = one("/CareerPage", "linkCards").cards.map((c) => c.href);
    expect(landing).toEqual(expect.arrayContaining([whyPath, "/JoinUs", "/DiversityAndInclusion"]));
    expect(one(whyPath, "slideshow").slides).toHaveLength(10);
    expect(tabShape(one("/DiversityAndInclusion", "cardPager"))).toEqual([
      ["Gender", 4],
      ["Generations", 4],
      ["Abilities", 4],
      ["Culture", 4],
    ]);
    expect(one("/DiversityAndInclusion", "caseStudyCarousel").intervalMs).toBe(3000);
    const hero = one("/JoinUs", "hero");
    expect([hero.heading, hero.lead, hero.subline]).toEqual([
      "Why Join us ?",
      "Infinity+ unique reasons.",
      "And this one is just for you.",
    ]);
    expect(one("/JoinUs", "form").form).toBe("resume");
  });

  it("about and contact: video heroes, the enquiry form, six projects, latest articles", () => {
    expect(one("/about", "hero").background).toHaveProperty("video");
    expect(one("/contact", "hero").background).toHaveProperty("video");
    expect(one("/about", "form").form).toBe("contactEnquiry");
    expect(one("/contact", "form").form).toBe("contactEnquiry");
    one("/contact", "contactDetails");
    expect(cardCounts("/about")).toContain(6);
    one("/about", "blogList");
  });

  it("blog: five articles with the spec's titles, 900+ words each", () => {
    expect(posts.map((p) => p.title)).toEqual([
      "The Role of App Reviews and Ratings in Your Marketing Strategy",
      "The Psychological Impact of Color Theory in Web Design",
      "Key Benefits of AI-Powered Automation in Business Operations",
      "How to Create a Multilingual Website for Global Reach",
      "App Maintenance: Why It's as Important as Development",
    ]);
    for (const post of posts) expect(wordCount(post)).toBeGreaterThanOrEqual(900);
    // Each is a post of the studio at its spec path, with its title over the cover.
    expect(initialPosts.map((post) => [post.path, post.title])).toEqual(
      posts.map((post, index) => [`/blog${index + 1}`, post.title]),
    );
    expect(one("/blog", "hero").heading).toBe("Our Blogs");
  });

  it("privacy policy: the spec's sections in order", () => {
    const headings = getPage("/PrivacyPolicy")!
      .sections.slice(1)
      .map((s) => ("heading" in s ? s.heading : undefined));
    const expected = [
      "Introduction",
      "Information We Collect",
      "How We Use Your Data",
      "Data Security",
      "Your Rights",
      "Changes to This Policy",
      "Contact Us",
    ];
    expect(headings.filter((h) => expected.includes(String(h)))).toEqual(expected);
    expect(one("/PrivacyPolicy", "list", /How We Use Your Data/).items).toHaveLength(5);
  });
});

describe("copy quality", () => {
  it("no two canonical pages share a title or a description", () => {
    const canonical = pages.filter((p) => !p.canonicalPath);
    expect(new Set(canonical.map((p) => p.title)).size).toBe(canonical.length);
    expect(new Set(canonical.map((p) => p.description)).size).toBe(canonical.length);
  });

  it("no paragraph or card text appears on two pages", () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    const collect = (value: unknown, path: string) => {
      if (typeof value === "string") {
        if (value.length >= 80) {
          const other = seen.get(value);
          if (other && other !== path)
            duplicates.push(`${path} and ${other}: ${value.slice(0, 60)}…`);
          seen.set(value, path);
        }
      } else if (Array.isArray(value)) value.forEach((v) => collect(v, path));
      else if (value && typeof value === "object")
        Object.values(value).forEach((v) => collect(v, path));
    };
    for (const page of pages.filter((p) => !p.canonicalPath)) collect(page.sections, page.path);
    expect(duplicates).toEqual([]);
  });

  it("has no filler or unfinished copy", () => {
    // Stored pages hold placeholders for settings on purpose, but only ones the render fills.
    const stored = JSON.stringify(pages);
    const placeholders = new Set(stored.match(/\{[a-zA-Z.]+\}/g));
    expect([...placeholders].filter((token) => !(token in TOKEN_HELP))).toEqual([]);
    // What a visitor reads: the pages filled with the settings, and the blog posts.
    const text = JSON.stringify(fillTokens(pages, currentTokenValues())) + JSON.stringify(posts);
    expect(text).not.toMatch(/lorem ipsum|coming soon|TODO|TBD|\{[a-zA-Z.]+\}/i);
  });
});
