import { image, type MediaEntry } from "./types";

/**
 * Media of the service pages (svc-), the insights pages (ins-) and the careers pages (car-):
 * content/pages/services.ts, insights.ts and careers.ts. Hero backgrounds are decorative.
 */
export const serviceMedia: Record<string, MediaEntry> = {
  // --- Service page hero backgrounds (decorative, empty alt) -----------------------------
  "svc-hero-automation": image(
    "svc-hero-automation",
    "",
    "Hero background: /IntelligentAt",
    "nodes",
    "violet",
  ),
  "svc-hero-supply-chain": image(
    "svc-hero-supply-chain",
    "",
    "Hero background: /DigitalSupp",
    "skyline",
    "amber",
  ),
  "svc-hero-security": image(
    "svc-hero-security",
    "",
    "Hero background: /CyberSec",
    "circuit",
    "slate",
  ),
  "svc-hero-cloud-consulting": image(
    "svc-hero-cloud-consulting",
    "",
    "Hero background: /CloudCons",
    "orbits",
    "blue",
  ),
  "svc-hero-performance": image(
    "svc-hero-performance",
    "",
    "Hero background: /PerformanceEng",
    "bars",
    "teal",
  ),
  "svc-hero-testing": image(
    "svc-hero-testing",
    "",
    "Hero background: /TestingSer",
    "grid",
    "green",
  ),
  "svc-hero-adms": image("svc-hero-adms", "", "Hero background: /Adms", "grid", "blue"),
  "svc-hero-salesforce": image(
    "svc-hero-salesforce",
    "",
    "Hero background: /Salesforce",
    "orbits",
    "teal",
  ),
  "svc-hero-pega": image("svc-hero-pega", "", "Hero background: /Pega", "nodes", "rose"),
  "svc-hero-sap": image("svc-hero-sap", "", "Hero background: /Sap", "bars", "blue"),
  "svc-hero-oracle": image("svc-hero-oracle", "", "Hero background: /Oracle", "grid", "rose"),
  "svc-hero-business-excellence": image(
    "svc-hero-business-excellence",
    "",
    "Hero background: /BusinessExc",
    "bars",
    "green",
  ),
  "svc-hero-metaverse": image(
    "svc-hero-metaverse",
    "",
    "Hero background: /Metaverse",
    "orbits",
    "violet",
  ),
  "svc-hero-blockchain": image(
    "svc-hero-blockchain",
    "",
    "Hero background: /Blockchain",
    "circuit",
    "amber",
  ),
  "svc-hero-ai": image(
    "svc-hero-ai",
    "",
    "Hero background: /ArtificialIntelligence",
    "nodes",
    "teal",
  ),
  "svc-hero-data": image("svc-hero-data", "", "Hero background: /DataAnalytics", "bars", "violet"),
  "svc-hero-platforms": image(
    "svc-hero-platforms",
    "",
    "Hero background: /ProductsPlatforms",
    "grid",
    "amber",
  ),

  // --- Insights hero backgrounds (decorative, empty alt) ---------------------------------
  "ins-hero-overview": image(
    "ins-hero-overview",
    "",
    "Hero background: /insightsPage",
    "nodes",
    "slate",
  ),
  "ins-hero-casestud": image(
    "ins-hero-casestud",
    "",
    "Hero background: /Casestud",
    "skyline",
    "teal",
  ),
  "ins-hero-views": image("ins-hero-views", "", "Hero background: /Views", "waves", "violet"),
  "ins-hero-analyst": image(
    "ins-hero-analyst",
    "",
    "Hero background: /Analystinsight",
    "bars",
    "slate",
  ),
  "ins-hero-news": image("ins-hero-news", "", "Hero background: /News", "waves", "blue"),
  "ins-hero-events": image("ins-hero-events", "", "Hero background: /Events", "people", "amber"),

  // --- Careers hero backgrounds (decorative, empty alt) ----------------------------------
  "car-hero-careers": image(
    "car-hero-careers",
    "",
    "Hero background: /CareerPage",
    "people",
    "teal",
  ),
  "car-hero-why": image("car-hero-why", "", "Hero background: the Why join page", "people", "blue"),
  "car-hero-diversity": image(
    "car-hero-diversity",
    "",
    "Hero background: /DiversityAndInclusion",
    "people",
    "rose",
  ),
  "car-hero-joinus": image("car-hero-joinus", "", "Hero background: /JoinUs", "orbits", "teal"),

  // --- Why join: one image per reason in the slideshow -----------------------------------
  "car-why-1": image(
    "car-why-1",
    "Illustration for work that matters: abstract figures of a team in teal tones, with speech bubbles and linked avatar badges",
    "Why join slide 1: work that matters",
    "people",
    "teal",
  ),
  "car-why-2": image(
    "car-why-2",
    "Illustration for variety across industries: an abstract city skyline at dusk in blue tones, with cranes and factories at its edges, reflected in water",
    "Why join slide 2: variety across industries",
    "skyline",
    "blue",
  ),
  "car-why-3": image(
    "car-why-3",
    "Illustration for learning as part of the job: a glowing violet sphere inside tilted orbit rings with small satellites",
    "Why join slide 3: learning is part of the job",
    "orbits",
    "violet",
  ),
  "car-why-4": image(
    "car-why-4",
    "Illustration for small teams with visible impact: isometric blocks on a dark grid floor, some lit in green, with light beams rising from a few",
    "Why join slide 4: small teams, visible impact",
    "grid",
    "green",
  ),
  "car-why-5": image(
    "car-why-5",
    "Illustration for mentors who share what they know: abstract figures of a team in amber tones, with speech bubbles and linked avatar badges",
    "Why join slide 5: mentors who share what they know",
    "people",
    "amber",
  ),
  "car-why-6": image(
    "car-why-6",
    "Illustration for clear paths to grow: a teal bar chart rising in perspective, with a glowing trend line and a dashed forecast",
    "Why join slide 6: clear paths to grow",
    "bars",
    "teal",
  ),
  "car-why-7": image(
    "car-why-7",
    "Illustration for flexible working: abstract figures of a team in blue tones, with speech bubbles and linked avatar badges",
    "Why join slide 7: flexible working",
    "people",
    "blue",
  ),
  "car-why-8": image(
    "car-why-8",
    "Illustration for a culture of plain speaking: a network of silver-grey points and fine lines gathered around a few glowing hubs",
    "Why join slide 8: a culture of plain speaking",
    "nodes",
    "slate",
  ),
  "car-why-9": image(
    "car-why-9",
    "Illustration for a workplace where everyone belongs: abstract figures of a team in pink tones, with speech bubbles and linked avatar badges",
    "Why join slide 9: everyone belongs here",
    "people",
    "rose",
  ),
  "car-why-10": image(
    "car-why-10",
    "Illustration for rewards that recognise your work: ribbons of fine amber threads flowing through one bright point, above a faint waveform",
    "Why join slide 10: rewards that recognise your work",
    "waves",
    "amber",
  ),
};
