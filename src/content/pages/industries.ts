import type { PageInput } from "../schema";

export const industryPages: PageInput[] = [
  {
    path: "/Industries",
    title: "Industries We Serve",
    description:
      "How Corvane Technologies applies software, mobile and cloud engineering to the regulated, asset-heavy and customer-facing industries it serves.",
    sections: [
      {
        type: "hero",
        eyebrow: "Industries",
        heading: "Industry knowledge built into every engagement",
        lead: "Since 2015 we have worked alongside banks, insurers, manufacturers, retailers, energy providers and many others, pairing engineering teams with people who understand how each business actually makes money.",
      },
      {
        type: "prose",
        heading: "Why sector experience matters",
        paragraphs: [
          "Software that works in one industry can fail in another for reasons that have nothing to do with code. A claims system lives or dies by regulatory deadlines, a plant-floor app by shift patterns and patchy connectivity, a retail checkout by peak-season traffic. We staff every project with consultants who have delivered in that sector before, so requirements are understood early and expensive surprises stay rare.",
          "Our clients span 19+ countries, and the lessons travel with us. Patterns proven in payments inform how we build billing for utilities, and supply chain work for manufacturers shapes our logistics platforms. Choose an industry below to see the problems we solve there, the systems we typically work with, and how our 150+ associates organise delivery around your operating model.",
        ],
      },
      {
        type: "linkCards",
        heading: "Explore our industries",
        cards: [
          {
            href: "/BankingFin",
            title: "Banking & Financial Services",
            text: "Core modernisation, digital channels and compliance reporting for banks, lenders and payment firms.",
          },
          {
            href: "/LifeService",
            title: "Healthcare & Life Sciences",
            text: "Patient-facing apps, clinical data platforms and validated systems for care providers and life sciences companies.",
          },
          {
            href: "/Hitech",
            title: "Hi Tech",
            text: "Product engineering, platform scaling and release automation for software and hardware technology companies.",
          },
          {
            href: "/Insurance",
            title: "Insurance",
            text: "Policy administration, claims automation and underwriting analytics for carriers, brokers and managing general agents.",
          },
          {
            href: "/Manufacturing",
            title: "Manufacturing",
            text: "Connected factories, quality systems and ERP integration for discrete and process manufacturers.",
          },
          {
            href: "/EnergyHealth",
            title: "Energy & Utilities",
            text: "Grid analytics, metering and customer billing platforms for power, gas and water utilities.",
          },
          {
            href: "/Communication",
            title: "Communications",
            text: "Support system modernisation, network automation and self-service apps for telecom and cable providers.",
          },
          {
            href: "/RetailCons",
            title: "Retail & Consumer Goods",
            text: "Commerce platforms, store systems and demand forecasting for retailers and consumer brands.",
          },
          {
            href: "/OilGas",
            title: "Oil & Gas",
            text: "Field mobility, asset integrity and operations data for upstream, midstream and downstream companies.",
          },
          {
            href: "/Privateeql",
            title: "Private Equity",
            text: "Technology due diligence, value creation programmes and carve-out support for investors and their portfolios.",
          },
          {
            href: "/MediaEnter",
            title: "Media & Entertainment",
            text: "Streaming platforms, content workflows and audience analytics for publishers, studios and broadcasters.",
          },
          {
            href: "/Professionalserv",
            title: "Professional Services",
            text: "Practice management, knowledge platforms and client portals for consulting, legal and accounting firms.",
          },
          {
            href: "/TravelTransport",
            title: "Travel, Transportation & Logistics",
            text: "Booking engines, fleet visibility and guest experience systems for travel, transport, logistics and hospitality businesses.",
          },
        ],
      },
    ],
  },
  {
    path: "/BankingFin",
    title: "Banking & Financial Services",
    description:
      "Corvane modernises core banking, builds digital channels and automates compliance reporting for banks, lenders, wealth managers and payment firms.",
    sections: [
      {
        type: "hero",
        eyebrow: "Industries",
        heading: "Banking technology that keeps pace with your customers",
        lead: "We help banks, lenders and payment providers replace fragile legacy systems, launch mobile products faster and meet regulators with clean, traceable data.",
      },
      {
        type: "prose",
        heading: "Where we help financial institutions",
        paragraphs: [
          "Most banks run on core platforms that were never designed for real-time payments or app-first customers. We wrap those systems in well-documented APIs, migrate products in controlled stages and keep the ledger reconciled at every step. The result is a bank that can launch a new account type or lending product in weeks rather than waiting for the next major release window.",
          "Regulation shapes every decision in this sector, so we build controls in from the first sprint. Our teams automate data lineage for regulatory returns, add fraud and anti-money-laundering checks to onboarding journeys, and harden mobile apps against tampering. Risk and audit teams get evidence they can trust, and product teams stop treating compliance as a late-stage blocker.",
        ],
      },
    ],
  },
  {
    path: "/LifeService",
    title: "Healthcare & Life Sciences",
    description:
      "Patient apps, interoperable clinical data and validated software for hospitals, payers, pharmaceutical companies and medical device makers.",
    sections: [
      {
        type: "hero",
        eyebrow: "Industries",
        heading: "Software that supports better care and faster research",
        lead: "From patient portals to clinical trial platforms, we build healthcare and life sciences systems that respect privacy, pass validation and work for busy clinicians.",
      },
      {
        type: "prose",
        heading: "Built for clinical and regulated environments",
        paragraphs: [
          "Healthcare data is scattered across electronic records, labs, imaging and billing systems that rarely speak the same language. We connect them using open interoperability standards such as FHIR, giving care teams a single, current view of each patient. Our mobile and web apps are designed with clinicians in the room, so they fit real workflows instead of adding clicks to an already crowded day.",
          "For pharmaceutical, biotech and medical device companies, we deliver software under computer system validation practices, with traceable requirements, documented testing and audit-ready change control. We support trial management, pharmacovigilance reporting and manufacturing quality systems, and we design privacy protections in from the start so that sensitive health information is handled correctly in every country where our clients operate.",
        ],
      },
    ],
  },
  {
    path: "/Hitech",
    title: "Hi Tech Services",
    description:
      "Product engineering, platform scalability and release automation for software vendors, SaaS providers and hardware technology companies.",
    sections: [
      {
        type: "hero",
        eyebrow: "Industries",
        heading: "Engineering capacity for technology companies",
        lead: "Software vendors and device makers bring us in to ship roadmap features sooner, scale platforms through growth and keep quality high as release cycles shorten.",
      },
      {
        type: "prose",
        heading: "Extending your product teams",
        paragraphs: [
          "Technology companies rarely need help understanding technology; they need experienced engineers who can join an existing codebase and deliver without a long ramp-up. Our product engineering pods work inside your tooling, rituals and coding standards, taking ownership of features, integrations or entire modules. We document as we go, so knowledge stays with your organisation when the engagement ends.",
          "As platforms grow, the work shifts from building features to keeping them fast, secure and affordable. We re-architect monoliths into services where it pays off, tune cloud spend, automate build and release pipelines, and put observability in place so incidents are found before customers report them. For hardware makers we also build companion apps, firmware update services and device management portals.",
        ],
      },
    ],
  },
  {
    path: "/Insurance",
    title: "Insurance Services",
    description:
      "Policy administration, claims automation, underwriting analytics and digital distribution for life, property and casualty insurers and brokers.",
    sections: [
      {
        type: "hero",
        eyebrow: "Industries",
        heading: "Modern insurance operations, from quote to claim",
        lead: "We help carriers, brokers and managing general agents simplify policy systems, settle claims faster and give agents and policyholders digital tools they actually use.",
      },
      {
        type: "prose",
        heading: "Improving the insurance value chain",
        paragraphs: [
          "Many insurers still run products on several generations of policy administration systems, each with its own rating logic and reporting quirks. We help consolidate those books onto modern platforms, migrating policies carefully and rebuilding product rules in configurable form. Underwriters gain cleaner data for pricing decisions, and actuaries and finance teams spend less time reconciling figures between systems.",
          "Claims is where customers judge an insurer, so we focus heavily on it. Our teams build first notice of loss apps with photo capture, automate triage and straight-through processing for simple claims, and apply analytics to flag likely fraud for investigators. Adjusters keep control of complex cases while routine ones close quickly, which lowers handling costs and raises policyholder satisfaction.",
        ],
      },
    ],
  },
  {
    path: "/Manufacturing",
    title: "Manufacturing",
    description:
      "Connected factory systems, quality and traceability software and ERP integration that help manufacturers raise throughput and cut downtime.",
    sections: [
      {
        type: "hero",
        eyebrow: "Industries",
        heading: "Connecting the plant floor to the rest of the business",
        lead: "We help discrete and process manufacturers turn machine data into decisions, digitise quality and maintenance, and link production to planning and finance systems.",
      },
      {
        type: "prose",
        heading: "Practical digital manufacturing",
        paragraphs: [
          "Factories generate huge volumes of data from controllers, sensors and operators, yet much of it never leaves the line. We build the integration layer that collects it reliably, even where connectivity is poor, and turn it into dashboards for equipment effectiveness, scrap and energy use. Supervisors see problems during the shift rather than in next week's report.",
          "Beyond visibility, we digitise the processes that still run on paper: work instructions, quality inspections, maintenance requests and batch records. We connect manufacturing execution systems to ERP so orders, inventory and costs stay in step, and we apply predictive maintenance models where sensor history supports them. Every change is piloted on a single line before rolling out, so production is never put at risk.",
        ],
      },
    ],
  },
  {
    path: "/EnergyHealth",
    title: "Energy & Utilities",
    description:
      "Metering, billing, grid analytics and field service software that helps electricity, gas and water utilities serve customers reliably.",
    sections: [
      {
        type: "hero",
        eyebrow: "Industries",
        heading: "Reliable systems for a changing energy landscape",
        lead: "Power, gas and water providers work with us to modernise customer platforms, make sense of smart meter data and prepare their networks for distributed renewable generation.",
      },
      {
        type: "prose",
        heading: "Technology for utilities and energy providers",
        paragraphs: [
          "Utilities must keep essential services running while their networks and customer expectations change around them. We modernise billing and customer information systems, build self-service apps for outage updates and payment plans, and integrate meter data management so that bills reflect actual usage. Migration is staged carefully, because a billing error reaches every household on the affected tariff at once.",
          "On the network side, we turn data from smart meters, substations and weather feeds into forecasts that help operators balance load and plan maintenance. Our field service apps give crews accurate work orders, asset histories and safety checklists offline. We also help retailers and generators support rooftop solar, battery storage and electric vehicle charging programmes with the data platforms these new services demand.",
        ],
      },
    ],
  },
  {
    path: "/Communication",
    title: "Communication Services",
    description:
      "BSS and OSS modernisation, network automation and digital self-service for telecom operators, cable companies and connectivity providers.",
    sections: [
      {
        type: "hero",
        eyebrow: "Industries",
        heading: "Helping communications providers simplify and grow",
        lead: "Operators and cable companies rely on us to untangle legacy support systems, automate network operations and give subscribers digital self-service that reduces calls to care.",
      },
      {
        type: "prose",
        heading: "From network to subscriber",
        paragraphs: [
          "Communications providers often carry decades of acquisitions in their business and operations support systems, with duplicate catalogues and fragile order flows. We rationalise product catalogues, rebuild order-to-activation journeys on open APIs and retire redundant stacks in planned phases. New bundles and pricing can then be launched by marketing teams without waiting for lengthy IT change cycles.",
          "On the network side, we automate provisioning, fault detection and capacity planning, using telemetry to spot degradation before subscribers notice. Our teams build mobile apps and web portals where customers can upgrade plans, troubleshoot devices and track engineer visits themselves. Fewer contacts reach the care centre, and the ones that do arrive with context already attached, so agents resolve them faster.",
        ],
      },
    ],
  },
  {
    path: "/RetailCons",
    title: "Retail & Consumer Goods",
    description:
      "Commerce platforms, store technology, demand forecasting and loyalty apps for retailers and consumer brands selling across channels.",
    sections: [
      {
        type: "hero",
        eyebrow: "Industries",
        heading: "Retail and consumer technology that follows the shopper",
        lead: "We help retailers and consumer goods companies unify online and in-store experiences, forecast demand more accurately and keep stock where customers want it.",
      },
      {
        type: "prose",
        heading: "Connected commerce, from shelf to screen",
        paragraphs: [
          "Shoppers move between apps, websites, marketplaces and stores without thinking about channels, and they expect prices, stock and orders to follow them. We build composable commerce platforms, order management that supports buying online and collecting in store, and loyalty apps that recognise customers everywhere. Each platform is load-tested for peak trading so sales events do not become outages.",
          "For consumer goods brands, the challenge is often visibility into demand beyond their own channels. We combine point-of-sale, retailer and promotion data into forecasting models that inform production and replenishment. Trade promotion tools help brand teams measure which campaigns actually lift sales, and direct-to-consumer storefronts give them first-party relationships and the data that comes with them.",
        ],
      },
    ],
  },
  {
    path: "/OilGas",
    title: "Oil & Gas Services",
    description:
      "Field mobility, asset integrity, production data and safety systems for upstream, midstream and downstream oil and gas operators.",
    sections: [
      {
        type: "hero",
        eyebrow: "Industries",
        heading: "Digital operations for oil and gas",
        lead: "Operators and service companies use our engineering to improve asset uptime, keep remote crews connected and make production data dependable across the value chain.",
      },
      {
        type: "prose",
        heading: "Safer, more efficient operations",
        paragraphs: [
          "Oil and gas assets are spread across remote fields, pipelines and plants where downtime is costly and safety is paramount. We build mobile apps that let field crews complete inspections, permits and work orders offline, then synchronise when connectivity returns. Integrity data flows back to engineers in near real time, so maintenance can be planned around the actual condition of equipment.",
          "Production, trading and compliance teams depend on figures that often live in spreadsheets and disconnected historians. We consolidate that data into governed platforms with clear ownership, apply analytics to forecast output and spot anomalies, and automate emissions and regulatory reporting. Our security specialists also help protect operational technology networks, where a breach can have physical consequences.",
        ],
      },
    ],
  },
  {
    path: "/Privateeql",
    title: "Private Equity",
    description:
      "Technology due diligence, post-acquisition value creation, carve-outs and portfolio IT programmes for private equity firms and their companies.",
    sections: [
      {
        type: "hero",
        eyebrow: "Industries",
        heading: "A technology partner for investors and portfolio companies",
        lead: "Investment teams engage us to assess technology risk before a deal, then to deliver the platform, data and cost improvements that support the value creation plan.",
      },
      {
        type: "prose",
        heading: "From diligence to exit",
        paragraphs: [
          "Before a transaction, our consultants review the target's architecture, code quality, security posture and engineering organisation, then translate findings into cost, risk and timeline terms an investment committee can use. We highlight where technical debt could erode the thesis and where modernisation could create upside, giving deal teams a realistic view rather than a generic checklist.",
          "After close, we help portfolio companies execute. That can mean separating systems from a former parent in a carve-out, integrating add-on acquisitions onto a common platform, or moving infrastructure to the cloud to cut run costs. We also build portfolio-level reporting so operating partners see consistent metrics across holdings, and we document everything to support a clean story at exit.",
        ],
      },
    ],
  },
  {
    path: "/MediaEnter",
    title: "Media & Entertainment",
    description:
      "Streaming platforms, content supply chain automation, rights management and audience analytics for media, publishing and entertainment companies.",
    sections: [
      {
        type: "hero",
        eyebrow: "Industries",
        heading: "Technology for how audiences watch, read and play",
        lead: "Studios, broadcasters, publishers and gaming companies work with us to deliver content across every screen, automate production workflows and understand their audiences.",
      },
      {
        type: "prose",
        heading: "Content, platforms and audiences",
        paragraphs: [
          "Audiences expect content to start instantly on any device, with recommendations that reflect what they actually enjoy. We build and scale streaming apps across mobile, web and connected TV, tune video delivery for quality under load, and integrate subscription, advertising and paywall models. Live events get dedicated load testing and monitoring so that the biggest nights are also the most stable.",
          "Behind the screen, content moves through acquisition, editing, localisation and distribution, with rights and royalties attached at each step. We automate that supply chain with asset management and metadata tools, build rights tracking that prevents costly licensing errors, and combine viewing data into analytics that guide commissioning, marketing and pricing decisions.",
        ],
      },
    ],
  },
  {
    path: "/Professionalserv",
    title: "Professional & Consulting Services",
    description:
      "Practice management, knowledge platforms, client portals and automation for consulting, legal, accounting and advisory firms.",
    sections: [
      {
        type: "hero",
        eyebrow: "Industries",
        heading: "Helping professional firms work smarter for clients",
        lead: "Consulting, legal, accounting and advisory firms rely on us to modernise practice systems, capture their expertise and give clients secure digital access to their work.",
      },
      {
        type: "prose",
        heading: "Technology for knowledge businesses",
        paragraphs: [
          "In a professional services firm, time and knowledge are the product. We integrate time capture, billing, resourcing and project accounting so partners see utilisation and margin by engagement while work is still under way. Knowledge platforms with strong search and sensible tagging help teams reuse past deliverables, which shortens proposal cycles and improves consistency across offices.",
          "Clients increasingly expect to collaborate online, track progress and exchange documents securely. We build client portals with granular permissions and full audit trails, automate document assembly and review steps, and apply language models carefully to tasks such as contract summarisation, always with human review. Confidentiality is designed in, with data segregation that respects ethical walls and client instructions.",
        ],
      },
    ],
  },
  {
    path: "/TravelTransport",
    title: "Travel, Transportation, Logistics & Hospitality",
    description:
      "Booking engines, fleet and shipment visibility, loyalty platforms and guest apps for airlines, carriers, logistics firms and hotel groups.",
    sections: [
      {
        type: "hero",
        eyebrow: "Industries",
        heading: "Moving people and goods with better software",
        lead: "Airlines, rail and bus operators, logistics providers and hotel groups partner with us to improve booking, track assets in real time and give travellers a smoother journey.",
      },
      {
        type: "prose",
        heading: "Across travel, transport, logistics and hospitality",
        paragraphs: [
          "Travellers book, change and check in from their phones, and they expect instant answers when plans are disrupted. We build booking engines, itinerary apps and loyalty platforms that integrate with reservation, inventory and payment systems. When disruption strikes, automated rebooking and proactive notifications keep customers informed and take pressure off contact centres and front-desk staff.",
          "For carriers and logistics companies, we connect telematics, warehouse and transport management systems to give shippers live visibility of every consignment. Route optimisation and capacity planning tools reduce empty miles, while electronic proof of delivery speeds up invoicing. Hotel groups use our work to unify property management, guest messaging and housekeeping apps so every stay runs smoothly.",
        ],
      },
    ],
  },
];
