import { image, video, type MediaEntry } from "./types";

/** Media of the industry pages (content/pages/industries.ts). Hero backgrounds are decorative. */
export const industryMedia: Record<string, MediaEntry> = {
  // --- Hero backgrounds (decorative, empty alt) ----------------------------------------
  "ind-hero-overview": image(
    "ind-hero-overview",
    "",
    "Hero background: /Industries overview",
    "skyline",
    "slate",
  ),
  "ind-hero-banking": image("ind-hero-banking", "", "Hero background: /BankingFin", "bars", "teal"),
  "ind-hero-healthcare": image(
    "ind-hero-healthcare",
    "",
    "Hero background: /LifeService",
    "orbits",
    "teal",
  ),
  "ind-hero-hitech": image("ind-hero-hitech", "", "Hero background: /Hitech", "circuit", "violet"),
  "ind-hero-insurance": image(
    "ind-hero-insurance",
    "",
    "Hero background: /Insurance",
    "grid",
    "blue",
  ),
  "ind-hero-manufacturing": image(
    "ind-hero-manufacturing",
    "",
    "Hero background: /Manufacturing",
    "grid",
    "amber",
  ),
  "ind-hero-energy": image(
    "ind-hero-energy",
    "",
    "Hero background: /EnergyHealth",
    "waves",
    "green",
  ),
  "ind-hero-communication": image(
    "ind-hero-communication",
    "",
    "Hero background: /Communication",
    "waves",
    "violet",
  ),
  "ind-hero-retail": image(
    "ind-hero-retail",
    "",
    "Hero background: /RetailCons",
    "skyline",
    "rose",
  ),
  "ind-hero-oilgas": image("ind-hero-oilgas", "", "Hero background: /OilGas", "circuit", "amber"),
  "ind-hero-private-equity": image(
    "ind-hero-private-equity",
    "",
    "Hero background: /Privateeql",
    "bars",
    "slate",
  ),
  "ind-hero-media": image("ind-hero-media", "", "Hero background: /MediaEnter", "waves", "rose"),
  "ind-hero-professional": image(
    "ind-hero-professional",
    "",
    "Hero background: /Professionalserv",
    "people",
    "blue",
  ),
  "ind-hero-travel": image(
    "ind-hero-travel",
    "",
    "Hero background: /TravelTransport",
    "skyline",
    "blue",
  ),

  // --- Section images ------------------------------------------------------------------
  "ind-communication-network": image(
    "ind-communication-network",
    "Illustration for communication networks: a network of violet points and fine lines gathered around a few glowing hubs",
    "Image section: /Communication, between the statistics and the services",
    "nodes",
    "violet",
  ),
  "ind-private-equity-portfolio": image(
    "ind-private-equity-portfolio",
    "Illustration for portfolio reporting: a blue bar chart rising in perspective, with a glowing trend line and a dashed forecast",
    "Image section: /Privateeql, after the intro",
    "bars",
    "blue",
  ),
  "ind-oilgas-digital": image(
    "ind-oilgas-digital",
    "Illustration for digital innovation in oil and gas: a network of amber points and fine lines gathered around a few glowing hubs",
    "Digital innovation slide: /OilGas",
    "nodes",
    "amber",
  ),
  "ind-travel-video": video(
    "ind-travel-video",
    "Looping animation for connected travel and transport: an abstract city skyline at dusk in blue tones, with traffic streaming along the waterfront and lights crossing the sky",
    "Autoplay video: /TravelTransport",
    "skyline",
    "blue",
  ),

  // --- Healthcare and Life Sciences: offering cards -----------------------------------
  "ind-health-research": image(
    "ind-health-research",
    "Illustration for clinical and research platforms: a glowing teal sphere inside tilted orbit rings with small satellites",
    "Offering card: /LifeService, Clinical and Research Platforms",
    "orbits",
    "teal",
  ),
  "ind-health-connected-care": image(
    "ind-health-connected-care",
    "Illustration for connected care and patient engagement: abstract figures of a team in teal tones, with speech bubbles and linked avatar badges",
    "Offering card: /LifeService, Connected Care and Patient Engagement",
    "people",
    "teal",
  ),
  "ind-health-data": image(
    "ind-health-data",
    "Illustration for healthcare data and interoperability: a network of green points and fine lines gathered around a few glowing hubs",
    "Offering card: /LifeService, Healthcare Data and Interoperability",
    "nodes",
    "green",
  ),

  // --- Hi Tech: Our Services cards ----------------------------------------------------
  "ind-hitech-product": image(
    "ind-hitech-product",
    "Illustration for product engineering: isometric blocks on a dark grid floor, some lit in violet, with light beams rising from a few",
    "Service card: /Hitech, Product Engineering",
    "grid",
    "violet",
  ),
  "ind-hitech-platform": image(
    "ind-hitech-platform",
    "Illustration for platform modernisation: a circuit board with a central chip and blue traces carrying pulses of light",
    "Service card: /Hitech, Platform Modernisation",
    "circuit",
    "blue",
  ),
  "ind-hitech-quality": image(
    "ind-hitech-quality",
    "Illustration for quality and release engineering: a violet bar chart rising in perspective, with a glowing trend line and a dashed forecast",
    "Service card: /Hitech, Quality and Release Engineering",
    "bars",
    "violet",
  ),

  // --- Manufacturing: industry cards --------------------------------------------------
  "ind-mfg-automotive": image(
    "ind-mfg-automotive",
    "Illustration for automotive and mobility: isometric blocks on a dark grid floor, some lit in amber, with light beams rising from a few",
    "Industry card: /Manufacturing, Automotive and Mobility",
    "grid",
    "amber",
  ),
  "ind-mfg-machinery": image(
    "ind-mfg-machinery",
    "Illustration for industrial machinery and equipment: a circuit board with a central chip and silver-grey traces carrying pulses of light",
    "Industry card: /Manufacturing, Industrial Machinery and Equipment",
    "circuit",
    "slate",
  ),
  "ind-mfg-aerospace": image(
    "ind-mfg-aerospace",
    "Illustration for aerospace and defence: isometric blocks on a dark grid floor, some lit in blue, with light beams rising from a few",
    "Industry card: /Manufacturing, Aerospace and Defence",
    "grid",
    "blue",
  ),
  "ind-mfg-process": image(
    "ind-mfg-process",
    "Illustration for chemicals and process industries: ribbons of fine amber threads flowing through one bright point, above a faint waveform",
    "Industry card: /Manufacturing, Chemicals and Process Industries",
    "waves",
    "amber",
  ),
  "ind-mfg-electronics": image(
    "ind-mfg-electronics",
    "Illustration for electronics and components: a circuit board with a central chip and green traces carrying pulses of light",
    "Industry card: /Manufacturing, Electronics and Components",
    "circuit",
    "green",
  ),

  // --- Media and Entertainment: service cards -----------------------------------------
  "ind-media-streaming": image(
    "ind-media-streaming",
    "Illustration for streaming and OTT platforms: ribbons of fine pink threads flowing through one bright point, above a faint waveform",
    "Service card: /MediaEnter, Streaming and OTT Platforms",
    "waves",
    "rose",
  ),
  "ind-media-supply-chain": image(
    "ind-media-supply-chain",
    "Illustration for content supply chain automation: isometric blocks on a dark grid floor, some lit in pink, with light beams rising from a few",
    "Service card: /MediaEnter, Content Supply Chain Automation",
    "grid",
    "rose",
  ),
  "ind-media-audience": image(
    "ind-media-audience",
    "Illustration for audience data and advertising: abstract figures of a team in violet tones, with speech bubbles and linked avatar badges",
    "Service card: /MediaEnter, Audience Data and Advertising",
    "people",
    "violet",
  ),
  "ind-media-rights": image(
    "ind-media-rights",
    "Illustration for rights, royalties and monetisation: a pink bar chart rising in perspective, with a glowing trend line and a dashed forecast",
    "Service card: /MediaEnter, Rights, Royalties and Monetisation",
    "bars",
    "rose",
  ),

  // --- Travel, Transportation, Logistics and Hospitality: offering cards --------------
  "ind-travel-booking": image(
    "ind-travel-booking",
    "Illustration for booking and distribution platforms: an abstract city skyline at dusk in blue tones, with cranes and factories at its edges, reflected in water",
    "Offering card: /TravelTransport, Booking and Distribution Platforms",
    "skyline",
    "blue",
  ),
  "ind-travel-fleet": image(
    "ind-travel-fleet",
    "Illustration for fleet and shipment visibility: a network of green points and fine lines gathered around a few glowing hubs",
    "Offering card: /TravelTransport, Fleet and Shipment Visibility",
    "nodes",
    "green",
  ),
  "ind-travel-warehouse": image(
    "ind-travel-warehouse",
    "Illustration for warehouse and yard operations: isometric blocks on a dark grid floor, some lit in silver-grey, with light beams rising from a few",
    "Offering card: /TravelTransport, Warehouse and Yard Operations",
    "grid",
    "slate",
  ),
  "ind-travel-hospitality": image(
    "ind-travel-hospitality",
    "Illustration for guest experience in hospitality: abstract figures of a team in amber tones, with speech bubbles and linked avatar badges",
    "Offering card: /TravelTransport, Guest Experience for Hospitality",
    "people",
    "amber",
  ),
  "ind-travel-loyalty": image(
    "ind-travel-loyalty",
    "Illustration for disruption management and loyalty: a glowing blue sphere inside tilted orbit rings with small satellites",
    "Offering card: /TravelTransport, Disruption Management and Loyalty",
    "orbits",
    "blue",
  ),
};
