import { companyStats } from "@/content/stats";
import type { PageInput } from "@/content/schema";

/** One Explore More tile: a heading, an image (media id) and, where a page exists, a link. */
export type ExploreMoreTile = { heading: string; image: string; href?: string };

/**
 * The nine Explore More tiles (spec section 2), written once and reused by every page that
 * shows the carousel. Education has no page of its own, so its tile has no link.
 */
export const exploreMoreTiles: ExploreMoreTile[] = [
  { heading: "Banking", image: "co-explore-banking", href: "/BankingFin" },
  { heading: "Insurance", image: "co-explore-insurance", href: "/Insurance" },
  { heading: "Telecommunications", image: "co-explore-telecommunications", href: "/Communication" },
  { heading: "Media", image: "co-explore-media", href: "/MediaEnter" },
  { heading: "Entertainment", image: "co-explore-entertainment", href: "/MediaEnter" },
  { heading: "Retail", image: "co-explore-retail", href: "/RetailCons" },
  { heading: "Healthcare", image: "co-explore-healthcare", href: "/LifeService" },
  { heading: "Transportation", image: "co-explore-transportation", href: "/TravelTransport" },
  { heading: "Education", image: "co-explore-education" },
];

export const capabilityPages: PageInput[] = [
  // --- Cloud & Infrastructure ------------------------------------------------------------
  {
    path: "/CloudInfrastructure",
    title: "Cloud and Infrastructure Services",
    description:
      "Corvane plans cloud migrations, modernises data centres and runs hybrid infrastructure so your applications stay available, secure and affordable.",
    sections: [
      {
        type: "hero",
        eyebrow: "Capabilities",
        heading: "Cloud and Infrastructure Services",
        lead: "We move, modernise and run the infrastructure your applications depend on, across public cloud, private data centres and everything in between.",
        background: { image: "co-cloud-hero" },
      },
      {
        type: "expandableIntro",
        heading: "Infrastructure you can stop worrying about",
        summary:
          "For over 10 years Corvane has planned, migrated and operated infrastructure for organisations that cannot afford downtime. Our cloud practice supports 15+ active clients in 19+ countries, and its 100+ certified professionals hold AWS, Microsoft Azure, Google Cloud, VMware and Red Hat credentials. We look after landing zones, identity, backup, patching and cost control, so your engineers can spend their time on the products customers actually see.",
        more: "Every engagement begins with an assessment of what you run today: servers, licences, dependencies, data volumes and the service level each application really needs. From that we build a migration plan in waves, each with a rehearsed rollback, and a target operating model that names who owns what after go-live. Infrastructure is defined as code, reviewed like application code and monitored around the clock.",
      },
      {
        type: "cardGrid",
        heading: "Services",
        layout: "plain",
        cards: [
          {
            title: "Cloud Solutions",
            text: "Landing zones, migrations and managed operations on AWS, Azure and Google Cloud. We move workloads onto managed databases and containers where it pays off, and keep monthly spend visible through tagging and budgets.",
            image: "co-cloud-solutions",
          },
          {
            title: "Flexible Digital Workplace Solutions",
            text: "Virtual desktops, device management and secure access that let staff work from office, home or site on any device. We set up Microsoft 365, Intune and zero-trust access so a new hire is productive on day one.",
            image: "co-cloud-workplace",
          },
          {
            title: "Data Center Management Solutions",
            text: "Round-the-clock monitoring, patching, backup and capacity planning for the servers, storage and networks you keep on premises. We consolidate underused racks, document every asset and plan refreshes before support ends.",
            image: "co-cloud-datacenter",
          },
        ],
      },
      { type: "exploreMore", heading: "Explore More", tiles: exploreMoreTiles },
      {
        type: "form",
        form: "contactQuick",
        heading: "Get in Touch",
        intro:
          "Planning a migration or tired of firefighting your servers? Tell us what you run today and a cloud engineer will get back to you.",
      },
    ],
  },

  // --- Engineering -----------------------------------------------------------------------
  {
    path: "/EngeneeringService",
    title: "Engineering Services",
    description:
      "Product, platform and embedded engineering from Corvane: we design, build, test and release software and connected devices with your teams.",
    sections: [
      {
        type: "hero",
        eyebrow: "Capabilities",
        heading: "Engineering Services",
        lead: "We design, build and test connected products, from vehicle software and network functions to devices and the digital platforms that tie them together.",
        background: { image: "co-eng-hero" },
      },
      {
        type: "expandableIntro",
        heading: "Engineering where hardware, software and networks meet",
        summary:
          "Corvane's engineering teams write embedded firmware, build the cloud services that connected products report to, and test the whole chain on real devices before release. Clients bring us in to add capacity to an existing programme or to own a product line from specification to certification. In both cases we work inside their toolchain, their code review rules and their release calendar rather than asking them to adopt ours.",
        more: "Safety and compliance are designed in rather than added at the end. Our engineers work to ISO 26262 for automotive functions, IEC 62304 for medical device software and the 3GPP standards that govern mobile networks, and we keep traceability from each requirement to the tests that prove it. That evidence shortens audits and makes it far easier to change a product years after its first release.",
      },
      {
        type: "cardGrid",
        heading: "Our Services",
        layout: "plain",
        cards: [
          {
            title: "Advanced Mobility Solutions",
            text: "Software for connected and electric vehicles: telematics units, battery management dashboards, charging-network integration and the back-end services that process fleet data, tested against real trip recordings.",
            image: "co-eng-mobility",
          },
          {
            title: "Software-Defined Innovations",
            text: "We help hardware makers move features into software, so products improve after they leave the factory, using modular architectures, secure over-the-air updates and features that can be enabled per customer or region.",
            image: "co-eng-software-defined",
          },
          {
            title: "Next-Gen Network Solutions",
            text: "Design and integration of 5G, private LTE and edge computing networks, including virtualised network functions and the orchestration that manages them. Throughput and latency are validated at each site before handover.",
            image: "co-eng-network",
          },
          {
            title: "Cutting-Edge Device Solutions",
            text: "Embedded firmware, board bring-up, device drivers and companion mobile apps for connected devices. Our lab runs every build on the target hardware, checking power draw, radio behaviour and recovery from faults.",
            image: "co-eng-devices",
          },
          {
            title: "Transformative Digital Platforms",
            text: "Shared platforms that let several products reuse the same identity, payments, data and notification services. We define the APIs, build the developer portal and set the rules that keep the platform coherent as teams grow.",
            image: "co-eng-platforms",
          },
        ],
      },
      {
        type: "list",
        heading: "Sectors we support",
        intro:
          "Our engineers have shipped products and platforms for organisations in each of these sectors.",
        style: "columns",
        items: [
          { text: "Oil and Gas" },
          { text: "Modern Retail and E-Commerce" },
          { text: "Healthcare and Biotech Solutions" },
          { text: "Industrial Equipment" },
          { text: "Transportation and Rail Systems" },
          { text: "Sustainable Energy and Utilities" },
          { text: "Consumer Goods and Services" },
          { text: "BFSI" },
          { text: "Automotive" },
          { text: "Aerospace, Defense, and Technology" },
          { text: "Semiconductor and Microelectronics" },
          { text: "Telecommunications" },
          { text: "Media and Entertainment" },
        ],
      },
      { type: "exploreMore", heading: "Explore More", tiles: exploreMoreTiles },
      {
        type: "form",
        form: "contactQuick",
        heading: "Get in Touch",
        intro:
          "Have a product to build, a device to certify or a platform to untangle? Send us a short brief and an engineering lead will reply.",
      },
    ],
  },

  // --- Network ---------------------------------------------------------------------------
  {
    path: "/NetworkServices",
    title: "Network Services",
    description:
      "Corvane designs, secures and manages enterprise networks, from campus and branch connectivity to software-defined WAN and round-the-clock monitoring.",
    sections: [
      {
        type: "hero",
        eyebrow: "Capabilities",
        heading: "Network Services",
        lead: "We design, modernise and operate the networks that carry your business, from campus and branch links to the core of a service provider's network.",
        background: { image: "co-network-hero" },
      },
      {
        type: "expandableIntro",
        heading: "Transform and capitalize on your network",
        summary:
          "A network is no longer just plumbing. For operators and large enterprises it is an asset that cuts costs when it is automated and earns revenue when its capacity is offered as a service. Corvane's network practice helps you do both, with engineers who each bring 15+ years of experience across routing, optical transport, mobile core and network security.",
        more: "We start with an honest audit of the estate: the equipment, its support dates, its configuration drift and the manual tasks that consume operations time. From there we rank the changes that pay back fastest, such as automating provisioning, replacing ageing appliances with virtualised functions or opening APIs that let partners buy connectivity on demand. Every change is staged, tested and reversible.",
      },
      {
        type: "cardPager",
        heading: "Services",
        windowSize: 3,
        tabs: [
          {
            label: "Simplify Operations",
            cards: [
              {
                title: "Network Automation",
                text: "Provisioning, configuration backups and compliance checks run as code through Ansible and NETCONF pipelines, so routine changes take minutes and every device matches its approved template.",
              },
              {
                title: "AIOps and Service Assurance",
                text: "Alarms, logs and performance counters correlated in one place, with models that group related events and point engineers at the likely root cause instead of a wall of red alerts.",
              },
              {
                title: "Managed Network Operations",
                text: "A 24x7 operations centre that watches your estate, handles incidents to agreed service levels and reports each month on availability, capacity and devices nearing end of support.",
              },
            ],
          },
          {
            label: "Modernize Tech Stacks",
            cards: [
              {
                title: "Network Function Virtualization",
                text: "Firewalls, routers and packet cores moved from dedicated appliances onto standard servers and run as virtual or containerised functions that scale up and down with demand.",
              },
              {
                title: "SD-WAN Deployment",
                text: "Costly MPLS links replaced by software-defined WAN that routes traffic over broadband, 4G and private circuits according to application priority, all managed from a single console.",
              },
              {
                title: "5G Core and Private Networks",
                text: "Design, integration and testing of standalone 5G cores and private networks for factories, ports and campuses, including spectrum planning, SIM provisioning and device onboarding.",
              },
              {
                title: "Cloud-Native Network Platforms",
                text: "Network functions run on Kubernetes with CI/CD pipelines, automated regression tests and canary releases, so upgrades no longer depend on long overnight maintenance windows.",
              },
              {
                title: "Zero-Trust Network Access",
                text: "Broad VPN access replaced by identity-based policies that check the user, the device and its security posture before granting access to each individual application.",
              },
              {
                title: "Optical and IP Transport Upgrades",
                text: "Upgrades to 400G optical links and segment-routing IP transport, with live traffic migrated in stages and a tested fallback ready at every step of the cut-over.",
              },
              {
                title: "OSS/BSS Modernization",
                text: "Fragmented inventory, ordering and billing tools replaced by a modular stack built on TM Forum Open APIs, so new services launch without custom code for each one.",
              },
            ],
          },
          {
            label: "Monetize Network Assets",
            cards: [
              {
                title: "Network as a Service",
                text: "Bandwidth, latency guarantees and edge compute exposed through self-service APIs, so enterprise customers and partners can order and change connectivity in minutes rather than weeks.",
              },
              {
                title: "Edge and Infrastructure Sharing",
                text: "Spare tower, fibre and edge data-centre capacity turned into revenue, with tenant management, usage metering and billing designed for infrastructure shared between several operators.",
              },
            ],
          },
        ],
      },
      {
        type: "caseStudyCarousel",
        heading: "Leading the Way",
        intro:
          "Recent work where our network and platform engineers carried a client through heavy growth.",
        intervalMs: 4000,
        caseStudies: ["telematics-performance", "digital-banking", "nextgen-telecom"],
      },
      {
        type: "form",
        form: "contactQuick",
        heading: "Get in Touch",
        intro:
          "Describe your network and the change you have in mind, whether automation, a 5G rollout or new wholesale services, and our team will follow up.",
      },
    ],
  },

  // --- Business Process ------------------------------------------------------------------
  {
    path: "/BussinessProcess",
    title: "Business Process Services",
    description:
      "Corvane redesigns sales, service and marketing processes and runs them on Salesforce and other SaaS platforms, rated 4.9 of 5 by clients.",
    sections: [
      {
        type: "hero",
        eyebrow: "Capabilities",
        heading: "Business Process Services",
        lead: "We configure, connect and run the Salesforce and SaaS platforms behind your sales, service and marketing teams, then keep improving the processes they support.",
        background: { image: "co-bps-hero" },
      },
      {
        type: "expandableIntro",
        heading: "Processes that run on the right platform",
        summary:
          "Corvane is a Salesforce consulting partner that redesigns business processes and builds them on the platforms your teams already use. Clients rate our work 4.9 of 5, and the systems we deliver serve users in over 30 countries, from field sales representatives to contact-centre agents. We handle the whole chain: process mapping, configuration, integration, data migration, training and the support that follows go-live.",
        more: "A CRM project fails when it copies old habits into new software. We spend the first weeks watching how leads, cases and orders actually move, then design the simplest process that still meets the business rules. Only then do we configure flows, write Apex where configuration runs out and connect the ERP, billing and telephony systems through MuleSoft or direct APIs.",
      },
      { type: "statsBand", heading: "Corvane in numbers", stats: companyStats },
      {
        type: "cardGrid",
        heading: "Our SaaS Suite",
        intro:
          "Six packaged services, each delivered by a dedicated team, that can be taken on their own or combined.",
        layout: "plain",
        cards: [
          {
            title: "Sales Cloud Implementation",
            text: "Lead routing, opportunity stages, quoting and forecasts configured around how your team really sells, with account history migrated cleanly and dashboards managers trust in the weekly pipeline review.",
          },
          {
            title: "Service Cloud and Contact Centre",
            text: "Case management, omni-channel routing, knowledge articles and telephony integration that put the full customer history on one screen and cut the time agents spend searching for answers.",
          },
          {
            title: "Marketing Automation",
            text: "Journeys, segmentation and consent tracking in Marketing Cloud, with lead scoring that passes sales only the prospects who are ready to talk and reports that tie campaigns to revenue.",
          },
          {
            title: "Experience Cloud Portals",
            text: "Self-service portals for customers, partners and dealers, with case submission, order status and shared documents, governed by the same sharing rules as your internal CRM.",
          },
          {
            title: "Integration and Data Migration",
            text: "Connections to ERP, billing and e-commerce systems through MuleSoft or REST APIs, plus data migration with reconciliation reports that prove every record arrived intact.",
          },
          {
            title: "Managed Support and Releases",
            text: "A support team that handles admin requests, user questions and the three Salesforce releases each year, testing your customisations in a sandbox before each upgrade reaches production.",
          },
        ],
      },
      {
        type: "split",
        eyebrow: "After go-live",
        heading: "Adoption is where the value appears",
        paragraphs: [
          "A platform only pays off when people use it the way it was designed. We train users in short, role-specific sessions built on their own data, appoint champions in each team and watch adoption reports closely in the first months. Where a screen or step causes friction, we change the configuration rather than asking people to work around it.",
        ],
        image: "co-bps-adoption",
        imageSide: "left",
      },
      {
        type: "callToAction",
        heading: "Map your next process with us",
        text: "Bring one process that frustrates your team, such as quote approval or case escalation, and we will show you how it could run on your platform.",
        action: { href: "/contact", label: "Contact Us" },
      },
    ],
  },

  // --- Sustainability --------------------------------------------------------------------
  {
    path: "/SustainabilityService",
    title: "Sustainability as a Service",
    description:
      "Sustainability as a Service from Corvane: measure emissions, report with confidence and reduce the footprint of your operations and technology estate.",
    sections: [
      {
        type: "hero",
        eyebrow: "Capabilities",
        heading: "Sustainability as a Service",
        lead: "Measure your footprint, report with confidence and cut emissions, energy use and waste through a managed programme rather than a one-off project.",
        background: { image: "co-sus-hero" },
      },
      {
        type: "expandableIntro",
        heading: "Sustainability that runs every month, not once a year",
        summary:
          "Most companies now have climate targets, yet many still gather emissions data by e-mailing spreadsheets once a year. Corvane's Sustainability as a Service replaces that with a managed data pipeline: we connect utility bills, building systems, fleet records, cloud accounts and supplier data, calculate emissions under the GHG Protocol and keep the figures current, so progress can be checked whenever leadership asks.",
        more: "Good data is the start, not the goal. Each quarter our analysts review the numbers with your team, rank reduction opportunities by cost and carbon saved and help turn the best of them into funded projects. Because the service is a subscription, you can begin with a single site or business unit and widen the scope as reporting duties under CSRD and ISSB-based standards reach you.",
      },
      {
        type: "cardGrid",
        heading: "Technologies We Use",
        layout: "plain",
        cards: [
          {
            title: "IoT Energy Monitoring",
            text: "Smart meters and sensors on lighting, HVAC and production equipment stream consumption data every few minutes, so waste shows up the same day rather than on next quarter's bill.",
            image: "co-sus-iot",
          },
          {
            title: "Carbon Accounting Platform",
            text: "One ledger for scope 1, 2 and 3 emissions, with versioned emission factors and every figure traceable to its source document, ready for auditors and assurance providers.",
            image: "co-sus-carbon",
          },
          {
            title: "AI Forecasting and Optimization",
            text: "Models that forecast energy demand and grid carbon intensity, then suggest when to run heavy loads, charge vehicles or schedule batch computing to cut both cost and emissions.",
            image: "co-sus-ai",
          },
        ],
      },
      {
        type: "list",
        heading: "Our Commitment",
        style: "check",
        items: [
          {
            title: "Transparent methods",
            text: "We calculate emissions under the GHG Protocol and show the factors and assumptions behind every figure, so nothing in your report depends on a black box.",
          },
          {
            title: "Measurable reductions",
            text: "We judge our work by tonnes avoided and energy saved against an agreed baseline, and we report those results every quarter, including where they fall short.",
          },
          {
            title: "Data you own",
            text: "Source data, calculations and dashboards stay in your environment in open formats, and remain yours to keep using if the service ever ends.",
          },
          {
            title: "Practising what we advise",
            text: "We measure our own operational footprint and apply the same cloud right-sizing and travel policies to ourselves that we recommend to clients.",
          },
          {
            title: "Honest claims",
            text: "We help you avoid greenwashing: offsets are never presented as reductions, and every public claim is checked against the evidence behind it.",
          },
        ],
      },
      {
        type: "expandableCards",
        heading: "Our Offerings",
        cards: [
          {
            title: "ESG Data Management",
            text: "A pipeline that collects ESG data from finance, HR, facilities and procurement systems, validates it automatically and keeps a full audit trail, so reporting teams start from checked numbers instead of chasing spreadsheets.",
          },
          {
            title: "Carbon Footprint Assessment",
            text: "A baseline of scope 1, 2 and 3 emissions for your whole organisation, built from activity data rather than rough spend estimates wherever possible. We show which sites, products and suppliers drive the total and where better data would change the picture most.",
          },
          {
            title: "Regulatory and Investor Reporting",
            text: "Disclosures for CSRD, ISSB-based standards, CDP and lender requests, prepared from one governed data set. We map each data point to its source, draft the narrative with you and assemble the evidence pack assurers ask for.",
          },
          {
            title: "Green Cloud and IT Optimization",
            text: "We measure the energy use and emissions of your cloud accounts and data centres, shut down idle environments, right-size oversized instances and move suitable workloads to lower-carbon regions. The cloud bill usually falls alongside the emissions figure.",
          },
          {
            title: "Energy Management for Facilities",
            text: "Metering, building analytics and control tuning for offices, warehouses and plants. We find equipment running out of hours, badly tuned HVAC schedules and compressed-air leaks, then track savings after each fix so the results hold over time.",
          },
          {
            title: "Sustainable Supply Chain",
            text: "Supplier emissions surveys, data-sharing portals and scoring that bring scope 3 into view. We help procurement teams set supplier targets, weigh carbon alongside cost and lead time when sourcing, and follow progress over each contract's term.",
          },
          {
            title: "Circular Asset Lifecycle",
            text: "Tracking for laptops, servers and equipment from purchase to reuse, refurbishment or certified recycling. Longer device lifetimes and secure redeployment reduce both embodied emissions and hardware spending, with data wiping recorded for each asset.",
          },
        ],
      },
    ],
  },

  // --- Strategy & Consulting -------------------------------------------------------------
  {
    path: "/StrategyConsulting",
    title: "Strategy & Consulting",
    description:
      "Technology strategy and consulting from Corvane: decide where to invest, modernise legacy systems with a clear plan and build a roadmap teams can deliver.",
    sections: [
      {
        type: "hero",
        eyebrow: "Capabilities",
        heading: "Strategy & Consulting",
        lead: "Our consultants help leadership teams decide what to build, what to buy and what to retire, and then turn those choices into a roadmap that engineers can actually deliver.",
        background: { image: "co-strategy-hero" },
      },
      {
        type: "expandableIntro",
        heading: "Advice from people who build",
        summary:
          "Strategy documents often fail because they ignore how systems really work. Our consultants come from engineering and operations backgrounds, so their recommendations account for technical debt, skills, contracts and integration effort as well as business ambition. We interview stakeholders, review architecture and spending, and compare your options against what similar organisations have achieved before offering a view.",
        more: "The result is a prioritised roadmap with clear owners, estimated costs and decision points where plans can be revisited. We can stay on to steer the programme, set up governance and measure benefits as they arrive, or hand the plan to your internal teams. Either way, you get advice written in plain language, with the trade-offs spelled out rather than hidden.",
      },
      {
        type: "cardGrid",
        heading: "How We Help",
        layout: "plain",
        cards: [
          {
            title: "Technology Roadmaps",
            text: "A prioritised plan for the next two to three years, with costs, owners and decision points, linking each initiative to the business result it supports and the risk of leaving it undone.",
          },
          {
            title: "Application Portfolio Rationalization",
            text: "An inventory of every application you pay for, scored on cost, usage, technical health and business fit, with a clear recommendation to keep, replace, merge or retire each one.",
          },
          {
            title: "Cloud and Platform Strategy",
            text: "Which workloads belong in public cloud, which on premises and which in SaaS, backed by a cost model and a migration sequence your teams can realistically deliver.",
          },
          {
            title: "Data and AI Readiness",
            text: "An assessment of data quality, ownership and governance, plus a short list of AI use cases your data can support today, each with an estimate of value and effort.",
          },
          {
            title: "Vendor Selection and Contracts",
            text: "Structured selection for major platforms, from requirements and shortlists to scripted demonstrations and scoring, followed by help negotiating terms, service levels and exit clauses.",
          },
          {
            title: "Programme Governance",
            text: "Steering for large change programmes: benefit tracking, risk logs, stage gates and independent health checks that tell sponsors early when a project starts to drift.",
          },
        ],
      },
      {
        type: "callToAction",
        heading: "Start with a focused discovery",
        text: "In a short discovery we review your systems, spending and plans, then give you a written view of where to invest first and what to stop.",
        action: { href: "/contact", label: "Talk to a consultant" },
      },
    ],
  },
];
