import { image, video, type MediaEntry } from "./types";

/** Media of the industry pages (content/pages/industries.ts). Hero backgrounds are decorative. */
export const industryMedia: Record<string, MediaEntry> = {
  // --- Hero backgrounds (decorative, empty alt) ----------------------------------------
  "ind-hero-overview": image("ind-hero-overview", "", "Hero background: /Industries overview", "skyline", "slate"),
  "ind-hero-banking": image("ind-hero-banking", "", "Hero background: /BankingFin", "bars", "teal"),
  "ind-hero-healthcare": image("ind-hero-healthcare", "", "Hero background: /LifeService", "orbits", "teal"),
  "ind-hero-hitech": image("ind-hero-hitech", "", "Hero background: /Hitech", "circuit", "violet"),
  "ind-hero-insurance": image("ind-hero-insurance", "", "Hero background: /Insurance", "grid", "blue"),
  "ind-hero-manufacturing": image("ind-hero-manufacturing", "", "Hero background: /Manufacturing", "grid", "amber"),
  "ind-hero-energy": image("ind-hero-energy", "", "Hero background: /EnergyHealth", "waves", "green"),
  "ind-hero-communication": image("ind-hero-communication", "", "Hero background: /Communication", "waves", "violet"),
  "ind-hero-retail": image("ind-hero-retail", "", "Hero background: /RetailCons", "skyline", "rose"),
  "ind-hero-oilgas": image("ind-hero-oilgas", "", "Hero background: /OilGas", "circuit", "amber"),
  "ind-hero-private-equity": image("ind-hero-private-equity", "", "Hero background: /Privateeql", "bars", "slate"),
  "ind-hero-media": image("ind-hero-media", "", "Hero background: /MediaEnter", "waves", "rose"),
  "ind-hero-professional": image("ind-hero-professional", "", "Hero background: /Professionalserv", "people", "blue"),
  "ind-hero-travel": image("ind-hero-travel", "", "Hero background: /TravelTransport", "skyline", "blue"),

  // --- Section images ------------------------------------------------------------------
  "ind-communication-network": image(
    "ind-communication-network",
    "Fibre and radio links connecting homes, offices and a network operations centre",
    "Image section: /Communication, between the statistics and the services",
    "nodes",
    "violet",
  ),
  "ind-private-equity-portfolio": image(
    "ind-private-equity-portfolio",
    "Several portfolio companies feeding one shared reporting dashboard for investors",
    "Image section: /Privateeql, after the intro",
    "bars",
    "blue",
  ),
  "ind-oilgas-digital": image(
    "ind-oilgas-digital",
    "An offshore platform and pipeline mirrored by a digital twin on an engineer's screen",
    "Digital innovation slide: /OilGas",
    "nodes",
    "amber",
  ),
  "ind-travel-video": video(
    "ind-travel-video",
    "Animated map of flights, trains and delivery trucks moving between connected hubs",
    "Autoplay video: /TravelTransport",
    "skyline",
    "blue",
  ),

  // --- Healthcare and Life Sciences: offering cards -----------------------------------
  "ind-health-research": image(
    "ind-health-research",
    "Clinical trial sites sending data to one validated research platform",
    "Offering card: /LifeService, Clinical and Research Platforms",
    "orbits",
    "teal",
  ),
  "ind-health-connected-care": image(
    "ind-health-connected-care",
    "A patient using a phone app to book care and share readings with a clinician",
    "Offering card: /LifeService, Connected Care and Patient Engagement",
    "people",
    "teal",
  ),
  "ind-health-data": image(
    "ind-health-data",
    "Health records, lab results and imaging joined into a single patient view",
    "Offering card: /LifeService, Healthcare Data and Interoperability",
    "nodes",
    "green",
  ),

  // --- Hi Tech: Our Services cards ----------------------------------------------------
  "ind-hitech-product": image(
    "ind-hitech-product",
    "A product team reviewing a feature roadmap beside a running application",
    "Service card: /Hitech, Product Engineering",
    "grid",
    "violet",
  ),
  "ind-hitech-platform": image(
    "ind-hitech-platform",
    "A monolithic application split into connected cloud services",
    "Service card: /Hitech, Platform Modernisation",
    "circuit",
    "blue",
  ),
  "ind-hitech-quality": image(
    "ind-hitech-quality",
    "A release pipeline with automated test stages passing in sequence",
    "Service card: /Hitech, Quality and Release Engineering",
    "bars",
    "violet",
  ),

  // --- Manufacturing: industry cards --------------------------------------------------
  "ind-mfg-automotive": image(
    "ind-mfg-automotive",
    "A vehicle assembly line with parts traced from supplier to finished car",
    "Industry card: /Manufacturing, Automotive and Mobility",
    "grid",
    "amber",
  ),
  "ind-mfg-machinery": image(
    "ind-mfg-machinery",
    "Industrial machines in the field sending service data back to the manufacturer",
    "Industry card: /Manufacturing, Industrial Machinery and Equipment",
    "circuit",
    "slate",
  ),
  "ind-mfg-aerospace": image(
    "ind-mfg-aerospace",
    "An aircraft component on a work stand with digital work instructions",
    "Industry card: /Manufacturing, Aerospace and Defence",
    "grid",
    "blue",
  ),
  "ind-mfg-process": image(
    "ind-mfg-process",
    "Process plant vessels and pipework monitored by a control dashboard",
    "Industry card: /Manufacturing, Chemicals and Process Industries",
    "waves",
    "amber",
  ),
  "ind-mfg-electronics": image(
    "ind-mfg-electronics",
    "A circuit board moving through automated inspection on a production line",
    "Industry card: /Manufacturing, Electronics and Components",
    "circuit",
    "green",
  ),

  // --- Media and Entertainment: service cards -----------------------------------------
  "ind-media-streaming": image(
    "ind-media-streaming",
    "A streaming service playing on a phone, a laptop and a connected TV",
    "Service card: /MediaEnter, Streaming and OTT Platforms",
    "waves",
    "rose",
  ),
  "ind-media-supply-chain": image(
    "ind-media-supply-chain",
    "Video files moving from an edit suite to several distribution partners",
    "Service card: /MediaEnter, Content Supply Chain Automation",
    "grid",
    "rose",
  ),
  "ind-media-audience": image(
    "ind-media-audience",
    "Audience segments grouped on an analytics dashboard",
    "Service card: /MediaEnter, Audience Data and Advertising",
    "people",
    "violet",
  ),
  "ind-media-rights": image(
    "ind-media-rights",
    "A catalogue of titles with licence windows marked on a timeline",
    "Service card: /MediaEnter, Rights, Royalties and Monetisation",
    "bars",
    "rose",
  ),

  // --- Travel, Transportation, Logistics and Hospitality: offering cards --------------
  "ind-travel-booking": image(
    "ind-travel-booking",
    "A traveller choosing flights and rail connections in a booking app",
    "Offering card: /TravelTransport, Booking and Distribution Platforms",
    "skyline",
    "blue",
  ),
  "ind-travel-fleet": image(
    "ind-travel-fleet",
    "Trucks and shipments shown live on a route map with arrival times",
    "Offering card: /TravelTransport, Fleet and Shipment Visibility",
    "nodes",
    "green",
  ),
  "ind-travel-warehouse": image(
    "ind-travel-warehouse",
    "Warehouse racks and loading docks organised by a scheduling system",
    "Offering card: /TravelTransport, Warehouse and Yard Operations",
    "grid",
    "slate",
  ),
  "ind-travel-hospitality": image(
    "ind-travel-hospitality",
    "A hotel guest opening a room door with a digital key on a phone",
    "Offering card: /TravelTransport, Guest Experience for Hospitality",
    "people",
    "amber",
  ),
  "ind-travel-loyalty": image(
    "ind-travel-loyalty",
    "A rebooking notification and loyalty reward shown on a traveller's phone",
    "Offering card: /TravelTransport, Disruption Management and Loyalty",
    "orbits",
    "blue",
  ),
};
