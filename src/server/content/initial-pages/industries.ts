/**
 * The industries overview and the 13 industry pages (spec section 2; counts are contractual).
 * Media ids are declared in content/media/industries.ts; case studies in content/case-studies.ts.
 */
import { companyStats } from "@/content/stats";
import type { PageInput } from "@/content/schema";
import { exploreMoreTiles } from "./capabilities";

type SectionInput = PageInput["sections"][number];

/** The quick contact form that closes most industry pages, with a page-specific intro. */
function getInTouch(intro: string): SectionInput {
  return { type: "form", form: "contactQuick", heading: "Get in Touch", intro };
}

export const industryPages: PageInput[] = [
  // -------------------------------------------------------------------------------------
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
        actions: [{ href: "/contact", label: "Discuss your industry" }],
        background: { image: "ind-hero-overview" },
      },
      {
        type: "expandableIntro",
        heading: "Why sector experience matters",
        summary:
          "Software that works in one industry can fail in another for reasons that have nothing to do with code. A claims system lives or dies by regulatory deadlines, a plant-floor app by shift patterns and patchy connectivity, a retail checkout by peak-season traffic. We staff every project with consultants who have delivered in that sector before, so requirements are understood early and expensive surprises stay rare.",
        more: "Our clients span 19+ countries, and the lessons travel with us. Patterns proven in payments inform how we build billing for utilities, and supply chain work for manufacturers shapes our logistics platforms. Choose an industry below to see the problems we solve there, the systems we typically work with, and how our 150+ associates organise delivery around your operating model.",
      },
      {
        type: "linkCards",
        heading: "Explore our industries",
        intro:
          "Each industry page describes the systems we build there, the offerings we bring and examples of work we have delivered for clients in that sector.",
        cards: [
          {
            href: "/BankingFin",
            title: "Banking & Financial Services",
            text: "Core banking modernisation, mobile and online channels, payments and automated regulatory reporting for retail banks, lenders, wealth managers and payment firms.",
          },
          {
            href: "/LifeService",
            title: "Healthcare & Life Sciences",
            text: "Patient apps, interoperable clinical data and validated software for hospitals, health insurers, pharmaceutical companies and medical device manufacturers.",
          },
          {
            href: "/Hitech",
            title: "Hi Tech",
            text: "Product engineering pods, platform scaling, cloud cost control and release automation for software vendors, SaaS providers and hardware makers.",
          },
          {
            href: "/Insurance",
            title: "Insurance",
            text: "Policy administration consolidation, claims automation, underwriting analytics and digital distribution for carriers, brokers and managing general agents.",
          },
          {
            href: "/Manufacturing",
            title: "Manufacturing",
            text: "Connected factory data, digital quality and maintenance, and MES-to-ERP integration for automotive, machinery, aerospace, process and electronics manufacturers.",
          },
          {
            href: "/EnergyHealth",
            title: "Energy & Utilities",
            text: "Billing and customer platforms, meter data, grid analytics and offline field service apps for electricity, gas and water utilities and energy retailers.",
          },
          {
            href: "/Communication",
            title: "Communications",
            text: "BSS and OSS simplification, order-to-activation automation, network assurance and subscriber self-service for telecom operators and cable companies.",
          },
          {
            href: "/RetailCons",
            title: "Retail & Consumer Goods",
            text: "Composable commerce, order management, store systems, loyalty and demand forecasting for retailers and consumer brands selling in every channel.",
          },
          {
            href: "/OilGas",
            title: "Oil & Gas",
            text: "Field mobility, asset integrity, production data and emissions reporting for upstream producers, midstream operators, refiners and fuel retailers.",
          },
          {
            href: "/Privateeql",
            title: "Private Equity",
            text: "Technology due diligence, post-merger integration, carve-outs and portfolio-wide value creation programmes for investment firms and the companies they own.",
          },
          {
            href: "/MediaEnter",
            title: "Media & Entertainment",
            text: "Streaming apps, content supply chain automation, rights tracking and audience analytics for broadcasters, studios, publishers, music and gaming companies.",
          },
          {
            href: "/Professionalserv",
            title: "Professional Services",
            text: "Practice management, knowledge platforms, secure client portals and careful automation for consulting, legal, accounting, engineering and advisory firms.",
          },
          {
            href: "/TravelTransport",
            title: "Travel, Transportation & Logistics",
            text: "Booking engines, fleet and shipment visibility, warehouse systems and guest apps for airlines, rail operators, logistics providers and hotel groups.",
          },
        ],
      },
      {
        type: "callToAction",
        heading: "Not sure where your challenge fits?",
        text: "Many problems cross industry lines. Tell us what you are trying to change and we will bring together the consultants who have solved something similar before.",
        action: { href: "/contact", label: "Contact us" },
      },
    ],
  },

  // -------------------------------------------------------------------------------------
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
        actions: [{ href: "/contact", label: "Talk to a banking consultant" }],
        background: { image: "ind-hero-banking" },
      },
      {
        type: "expandableIntro",
        heading: "Where we help financial institutions",
        summary:
          "Most banks run on core platforms that were never designed for real-time payments or app-first customers. We wrap those systems in well-documented APIs, migrate products in controlled stages and keep the ledger reconciled at every step. The result is a bank that can launch a new account type or lending product in weeks rather than waiting for the next major release window.",
        more: "Regulation shapes every decision in this sector, so we build controls in from the first sprint. Our teams automate data lineage for regulatory returns, add fraud and anti-money-laundering checks to onboarding journeys, and harden mobile apps against tampering. Risk and audit teams get evidence they can trust, and product teams stop treating compliance as a late-stage blocker.",
      },
      {
        type: "cardPager",
        heading: "Our Banking and Financial Services Offerings",
        intro:
          "From the ledger to the app store, these are the areas where banks and financial firms most often bring us in.",
        windowSize: 3,
        tabs: [
          {
            label: "Banking",
            cards: [
              {
                title: "Core Banking Modernisation",
                text: "We put documented APIs around legacy cores, move products across in controlled waves and reconcile balances after every cutover, so customers never notice the platform changing underneath them.",
              },
              {
                title: "Lending and Credit Origination",
                text: "Loan journeys that pull bureau data, income verification and affordability checks into one flow, with decision rules that credit teams can adjust without waiting for a code release.",
              },
              {
                title: "Payments Modernisation",
                text: "Real-time and cross-border payment hubs built on structured, data-rich messaging, with sanctions screening, liquidity monitoring and clear exception queues for operations staff.",
              },
              {
                title: "Branch and Contact Centre Tools",
                text: "A single customer view for branch staff and contact centre agents, showing products, recent interactions and open cases without switching between a handful of screens.",
              },
            ],
          },
          {
            label: "Financial services",
            cards: [
              {
                title: "Wealth and Asset Management Platforms",
                text: "Adviser workstations, client onboarding with suitability checks and portfolio reporting that draws positions from custodians and order systems into one reliable record.",
              },
              {
                title: "Regulatory Reporting Automation",
                text: "Data lineage from source system to submitted return, with automated validations and reconciliations, so finance and risk teams can explain every number to supervisors.",
              },
              {
                title: "Financial Crime and AML",
                text: "Know-your-customer onboarding, transaction monitoring and case management tuned to reduce false positives, giving investigators more time for the alerts that really matter.",
              },
              {
                title: "Capital Markets Operations",
                text: "Trade capture, settlement and reconciliation tools that shorten post-trade cycles and flag breaks early, helping firms prepare for faster settlement timetables.",
              },
            ],
          },
          {
            label: "Digital banking",
            cards: [
              {
                title: "Mobile and Online Banking Apps",
                text: "Native and web banking apps with biometric login, card controls, instant notifications and accessible design, released often through automated test and deployment pipelines.",
              },
              {
                title: "Digital Account Opening",
                text: "Onboarding that verifies identity documents, checks liveness and completes due diligence in one sitting, with drop-off analytics that show exactly where applicants give up.",
              },
              {
                title: "Open Banking and API Platforms",
                text: "Consent management, developer portals and secure, versioned APIs that let a bank share data with authorised partners and offer its own services inside other apps.",
              },
              {
                title: "Personal Finance Insights",
                text: "Spending categories, budgeting nudges and cash-flow forecasts built into the banking app, using transaction data responsibly and with privacy controls customers understand.",
              },
            ],
          },
          {
            label: "NxT Gen",
            cards: [
              {
                title: "AI-Assisted Operations",
                text: "Language models and machine learning applied to document processing, complaint triage and agent assistance, with human review and audit logs that model risk teams accept.",
              },
              {
                title: "Embedded Finance",
                text: "Banking products delivered inside retailer, marketplace and software platforms through APIs, while onboarding, limits and compliance controls stay with the bank.",
              },
              {
                title: "Cloud-Native Core Platforms",
                text: "Digital banks and new product lines launched on cloud-native cores, designed for high availability, infrastructure as code and the operational resilience rules regulators expect.",
              },
              {
                title: "Tokenisation and Digital Assets",
                text: "Custody, tokenised deposits and distributed ledger settlement pilots scoped together with legal and risk teams, so experiments stay inside clearly agreed boundaries.",
              },
            ],
          },
        ],
      },
      {
        type: "caseStudyCarousel",
        heading: "Banking Case Studies",
        intro:
          "Recent work for banks and financial institutions. Swipe or use the arrows to browse.",
        intervalMs: 3000,
        caseStudies: ["digital-banking", "accessible-banking", "claims-automation"],
      },
      getInTouch(
        "Tell us which banking system, product launch or regulatory deadline is on your mind, and a financial services consultant will get back to you.",
      ),
    ],
  },

  // -------------------------------------------------------------------------------------
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
        actions: [{ href: "/contact", label: "Speak to our healthcare team" }],
        background: { image: "ind-hero-healthcare" },
      },
      {
        type: "expandableIntro",
        heading: "Built for clinical and regulated environments",
        summary:
          "Healthcare data is scattered across electronic records, labs, imaging and billing systems that rarely speak the same language. We connect them using open interoperability standards such as FHIR, giving care teams a single, current view of each patient. Our mobile and web apps are designed with clinicians in the room, so they fit real workflows instead of adding clicks to an already crowded day.",
        more: "For pharmaceutical, biotech and medical device companies, we deliver software under computer system validation practices, with traceable requirements, documented testing and audit-ready change control. We support trial management, pharmacovigilance reporting and manufacturing quality systems, and we design privacy protections in from the start so that sensitive health information is handled correctly in every country where our clients operate.",
      },
      {
        type: "cardGrid",
        heading: "Our Offerings",
        layout: "imageHover",
        cards: [
          {
            title: "Clinical and Research Platforms",
            text: "Trial management, electronic data capture integrations and pharmacovigilance workflows delivered under computer system validation, with traceable requirements and inspection-ready records.",
            image: "ind-health-research",
          },
          {
            title: "Connected Care and Patient Engagement",
            text: "Patient portals, appointment and prescription apps and remote monitoring tools that work in several languages and fit around clinicians' existing workflows.",
            image: "ind-health-connected-care",
          },
          {
            title: "Healthcare Data and Interoperability",
            text: "FHIR and HL7 integration that links electronic records, laboratories, imaging and claims, producing a current patient view and governed data for analytics.",
            image: "ind-health-data",
          },
        ],
      },
      {
        type: "cardPager",
        heading: "Solutions Across the Healthcare Ecosystem",
        intro:
          "Choose a segment to see the systems we build for drug makers, the wider healthcare market and the organisations that deliver care.",
        windowSize: 3,
        tabs: [
          {
            label: "Pharmaceuticals",
            cards: [
              {
                title: "Drug Discovery Data Platforms",
                text: "Searchable repositories that bring assay results, compound libraries and literature together, so research scientists can compare candidates without passing spreadsheets between groups.",
              },
              {
                title: "Clinical Trial Management",
                text: "Study start-up, site activation and visit tracking in one system, giving trial managers an accurate picture of enrolment and milestones across every participating site.",
              },
              {
                title: "Decentralised Trial Tools",
                text: "Electronic consent, home-visit scheduling and wearable data capture that let participants take part from home while sponsors keep the data quality regulators require.",
              },
              {
                title: "Pharmacovigilance and Safety",
                text: "Adverse event intake from call centres, medical literature and social channels, with case processing workflows and automated submissions to health authorities.",
              },
              {
                title: "Regulatory Submissions",
                text: "Document management and publishing support for electronic submission dossiers, with version control and review trails that speed up assembly and answer agency questions quickly.",
              },
              {
                title: "Manufacturing Quality Systems",
                text: "Deviation, CAPA and change control workflows linked to electronic batch records, so quality assurance teams can release product faster without weakening oversight.",
              },
              {
                title: "Computer System Validation",
                text: "Risk-based validation for GxP systems, including requirements traceability, automated test evidence and periodic reviews aligned with current guidance on computerised systems.",
              },
              {
                title: "Serialisation and Track-and-Trace",
                text: "Unit-level serialisation and aggregation that connects packaging lines to national traceability repositories and helps keep counterfeit medicines out of the supply chain.",
              },
              {
                title: "Cold Chain Visibility",
                text: "Shipment monitoring for temperature-sensitive products, with excursion alerts, lane risk analysis and documentation that supports good distribution practice audits.",
              },
              {
                title: "Medical Affairs and Field Engagement",
                text: "Tools for medical science liaisons to plan visits, log scientific exchanges and answer enquiries, with content approval routed through medical and legal review.",
              },
              {
                title: "Commercial Analytics",
                text: "Sales, prescription and market access data combined into dashboards that help brand teams plan launches and understand performance by region and channel.",
              },
              {
                title: "Real-World Evidence",
                text: "Pipelines that de-identify and standardise claims, registry and health record data, supporting outcomes studies and health economics work with reproducible methods.",
              },
              {
                title: "Laboratory Informatics",
                text: "LIMS and electronic lab notebook integrations that capture instrument results directly, reducing transcription errors and keeping every sample history complete.",
              },
            ],
          },
          {
            label: "Healthcare players",
            cards: [
              {
                title: "Health Insurance Claims Platforms",
                text: "Claims adjudication, prior authorisation and provider payment workflows that reduce manual pends and give members clear explanations of what their plan covers.",
              },
              {
                title: "Member Engagement Apps",
                text: "Mobile apps where health plan members find in-network care, check benefits, view claims and join wellness programmes, with content written in plain language.",
              },
              {
                title: "Medical Device Software",
                text: "Embedded and companion app development for connected devices, built under documented design controls with a cybersecurity risk assessment for each release.",
              },
              {
                title: "Digital Health Products",
                text: "Product engineering for digital health start-ups and scale-ups, from first prototype to a secure platform that is ready for enterprise hospital customers.",
              },
              {
                title: "Diagnostics and Laboratory Networks",
                text: "Order entry, sample logistics and results delivery systems that connect laboratories with clinics and patients, with a clear status shown at every stage.",
              },
              {
                title: "Pharmacy and Medication Services",
                text: "E-prescription integration, refill reminders and inventory tools for retail and specialty pharmacies, helping patients stay on therapy and stores avoid stockouts.",
              },
              {
                title: "Public Health Data Systems",
                text: "Surveillance dashboards, immunisation registries and case reporting platforms that help public agencies see trends early and share data securely with partners.",
              },
              {
                title: "Payment Integrity and Fraud Analytics",
                text: "Analytics that identify unusual billing patterns and duplicate claims before payment, ranked so that investigators focus on the cases most likely to recover funds.",
              },
            ],
          },
          {
            label: "Healthcare provider",
            cards: [
              {
                title: "Electronic Health Record Integration",
                text: "Interfaces that connect the EHR to departmental systems, bedside devices and referral partners, so clinicians stop re-entering the same information in several places.",
              },
              {
                title: "Patient Access and Scheduling",
                text: "Online booking, digital check-in and waiting list tools that fill cancelled slots quickly and reduce the number of calls front-desk teams have to answer.",
              },
              {
                title: "Clinical Workflow Apps",
                text: "Mobile tools for nurses and physicians covering handovers, bedside documentation and task lists, designed and tested on the wards where they will be used.",
              },
              {
                title: "Revenue Cycle Management",
                text: "Coding support, claim scrubbing and denial management that help hospitals and clinics get paid correctly and spot the recurring causes of rejected claims.",
              },
              {
                title: "Virtual Care and Remote Monitoring",
                text: "Video consultations and home monitoring programmes for chronic conditions, with alerts routed to care teams and readings stored in the patient record.",
              },
            ],
          },
        ],
      },
      getInTouch(
        "Describe the clinical, research or patient-facing system you are planning, and our healthcare team will suggest a practical first step.",
      ),
    ],
  },

  // -------------------------------------------------------------------------------------
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
        actions: [{ href: "/contact", label: "Extend your team" }],
        background: { image: "ind-hero-hitech" },
      },
      {
        type: "expandableIntro",
        heading: "Extending your product teams",
        summary:
          "Technology companies rarely need help understanding technology; they need experienced engineers who can join an existing codebase and deliver without a long ramp-up. Our product engineering pods work inside your tooling, rituals and coding standards, taking ownership of features, integrations or entire modules. We document as we go, so knowledge stays with your organisation when the engagement ends.",
        more: "As platforms grow, the work shifts from building features to keeping them fast, secure and affordable. We re-architect monoliths into services where it pays off, tune cloud spend, automate build and release pipelines, and put observability in place so incidents are found before customers report them. For hardware makers we also build companion apps, firmware update services and device management portals.",
      },
      {
        type: "cardGrid",
        heading: "Trends Shaping the Hi Tech Sector",
        layout: "numbered",
        cards: [
          {
            title: "AI Features in Every Product",
            text: "Customers now expect assistants, summaries and smart search inside the software they buy, which pushes vendors to ship AI features that are accurate, affordable and safe.",
          },
          {
            title: "Usage-Based Pricing",
            text: "Subscriptions are shifting towards metered and hybrid pricing, which demands reliable usage tracking, flexible billing and clear cost visibility for every customer.",
          },
          {
            title: "Platform Engineering",
            text: "Internal developer platforms with paved paths for build, deployment and observability are replacing ad hoc tooling, so growing teams can ship without waiting on operations.",
          },
          {
            title: "Cloud Cost Discipline",
            text: "Boards now want healthy unit economics rather than growth at any price, so engineering teams are tuning architectures and tagging spend to show the cost of serving each customer.",
          },
          {
            title: "Security by Design",
            text: "Software supply chain attacks and stricter customer questionnaires mean vendors must prove secure development practice, from dependency scanning to signed releases.",
          },
          {
            title: "Connected Devices at Scale",
            text: "Hardware makers manage growing fleets of devices in the field, which calls for secure over-the-air updates, remote diagnostics and dependable telemetry pipelines.",
          },
        ],
      },
      {
        type: "cardGrid",
        heading: "Our Services",
        layout: "imageHover",
        cards: [
          {
            title: "Product Engineering",
            text: "Cross-functional pods that join your roadmap, own features end to end and work inside your repositories, rituals and coding standards from the first week.",
            image: "ind-hitech-product",
          },
          {
            title: "Platform Modernisation",
            text: "Re-architecture of monoliths where it pays off, migration to managed cloud services and observability that finds incidents before your customers do.",
            image: "ind-hitech-platform",
          },
          {
            title: "Quality and Release Engineering",
            text: "Automated test suites, performance testing and release pipelines that let you ship more often while keeping regressions and emergency rollbacks rare.",
            image: "ind-hitech-quality",
          },
        ],
      },
      {
        type: "cardGrid",
        heading: "Sectors We Serve",
        layout: "plain",
        cards: [
          {
            title: "Enterprise Software",
            text: "Vendors of business applications that need roadmap capacity, integration frameworks and multi-tenant architectures that hold up as enterprise customers grow.",
          },
          {
            title: "SaaS and Cloud Platforms",
            text: "Subscription businesses scaling their platforms, billing and onboarding flows, and looking for help with reliability engineering and cost control.",
          },
          {
            title: "Semiconductors",
            text: "Chip companies that need design tool integration, test data analytics and software development kits that help their customers adopt new silicon quickly.",
          },
          {
            title: "Consumer Electronics",
            text: "Makers of phones, wearables and smart home products who rely on companion apps, firmware update services and device management portals that scale with each launch.",
          },
          {
            title: "Networking and Storage Equipment",
            text: "Hardware vendors whose products depend on management software, APIs and automation tools that fit neatly into their customers' own operations and tooling.",
          },
          {
            title: "Data and Analytics Providers",
            text: "Companies selling data products and analytics platforms that need dependable pipelines, secure data sharing and usage-based access controls.",
          },
        ],
      },
      {
        type: "callToAction",
        heading: "Add engineering capacity without slowing down",
        text: "Tell us what sits on your roadmap and where delivery is stuck. We will propose a team shape, a start date and a first milestone you can measure.",
        action: { href: "/contact", label: "Talk to an engineering lead" },
      },
    ],
  },

  // -------------------------------------------------------------------------------------
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
        actions: [{ href: "/contact", label: "Talk to an insurance specialist" }],
        background: { image: "ind-hero-insurance" },
      },
      {
        type: "expandableIntro",
        heading: "Improving the insurance value chain",
        summary:
          "Many insurers still run products on several generations of policy administration systems, each with its own rating logic and reporting quirks. We help consolidate those books onto modern platforms, migrating policies carefully and rebuilding product rules in configurable form. Underwriters gain cleaner data for pricing decisions, and actuaries and finance teams spend less time reconciling figures between systems.",
        more: "Claims is where customers judge an insurer, so we focus heavily on it. Our teams build first notice of loss apps with photo capture, automate triage and straight-through processing for simple claims, and apply analytics to flag likely fraud for investigators. Adjusters keep control of complex cases while routine ones close quickly, which lowers handling costs and raises policyholder satisfaction.",
      },
      {
        type: "cardPager",
        heading: "Transforming the Future of Insurance",
        intro: "The shifts we see reshaping how insurance is priced, sold and paid out.",
        windowSize: 4,
        tabs: [
          {
            label: "Trends",
            cards: [
              {
                title: "Embedded Insurance",
                text: "Cover is increasingly sold at the point of purchase, inside travel, car and electronics checkouts, which calls for fast product configuration and partner-ready APIs.",
              },
              {
                title: "Data-Driven Underwriting",
                text: "Telematics, property imagery and third-party data are reshaping risk selection, and underwriters need tools that explain model outputs rather than hiding them.",
              },
              {
                title: "Claims Automation",
                text: "Simple claims can now be settled in minutes through photo assessment and rules-based triage, freeing adjusters to handle complex and sensitive losses personally.",
              },
              {
                title: "Climate and Catastrophe Risk",
                text: "More frequent severe weather is pushing insurers to refine exposure models, price accumulation risk carefully and prepare claims teams for surge events.",
              },
            ],
          },
        ],
      },
      {
        type: "cardPager",
        heading: "Our Insurance Offerings",
        intro:
          "Eleven offerings that cover the policy lifecycle, from product setup through claims to reinsurance.",
        windowSize: 3,
        tabs: [
          {
            label: "Offerings",
            cards: [
              {
                title: "Policy Administration Modernisation",
                text: "Consolidating policies from older administration systems onto a modern platform, with product rules rebuilt as configuration and books migrated in planned waves.",
              },
              {
                title: "Rating and Quoting Engines",
                text: "Rating services that return quotes in real time to agents, comparison sites and partner channels, with version-controlled rate tables and a full audit history.",
              },
              {
                title: "Underwriting Workbenches",
                text: "A single workspace for submissions, risk data, referrals and pricing, so commercial underwriters spend their time on judgement instead of gathering documents.",
              },
              {
                title: "First Notice of Loss Apps",
                text: "Mobile and web claim reporting with guided questions, photo and video capture and instant acknowledgement, so policyholders know exactly what happens next.",
              },
              {
                title: "Claims Triage and Settlement",
                text: "Rules and models that route each claim to the right handler or straight to payment, with service levels tracked from first contact through to closure.",
              },
              {
                title: "Fraud Detection Analytics",
                text: "Network analysis and anomaly scoring that flag suspicious claims and applications, with explainable reasons that investigators can act on and document.",
              },
              {
                title: "Agent and Broker Portals",
                text: "Self-service portals where intermediaries quote, bind, endorse and track commissions, cutting the email traffic between distribution partners and operations teams.",
              },
              {
                title: "Policyholder Self-Service",
                text: "Apps and portals for policy changes, document downloads, payments and renewals, designed to settle routine requests without a call to the service centre.",
              },
              {
                title: "Reinsurance and Bordereaux Management",
                text: "Automated bordereaux intake, treaty calculations and reconciliation between cedents, brokers and reinsurers, replacing error-prone spreadsheet exchanges.",
              },
              {
                title: "Actuarial and Finance Data",
                text: "Governed data platforms that feed reserving, capital modelling and financial reporting under the current accounting standards for insurance contracts.",
              },
              {
                title: "Insurance Cloud Migration",
                text: "Moving core insurance workloads to the cloud with security controls, disaster recovery testing and cost reporting that satisfy both IT leaders and regulators.",
              },
            ],
          },
        ],
      },
      getInTouch(
        "Share the policy, claims or distribution challenge you are facing, and an insurance specialist will follow up with relevant examples.",
      ),
    ],
  },

  // -------------------------------------------------------------------------------------
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
        actions: [{ href: "/contact", label: "Plan a pilot line" }],
        background: { image: "ind-hero-manufacturing" },
      },
      {
        type: "expandableIntro",
        heading: "Practical digital manufacturing",
        summary:
          "Factories generate huge volumes of data from controllers, sensors and operators, yet much of it never leaves the line. We build the integration layer that collects it reliably, even where connectivity is poor, and turn it into dashboards for equipment effectiveness, scrap and energy use. Supervisors see problems during the shift rather than in next week's report.",
        more: "Beyond visibility, we digitise the processes that still run on paper: work instructions, quality inspections, maintenance requests and batch records. We connect manufacturing execution systems to ERP so orders, inventory and costs stay in step, and we apply predictive maintenance models where sensor history supports them. Every change is piloted on a single line before rolling out, so production is never put at risk.",
      },
      {
        type: "cardGrid",
        heading: "Manufacturing Industries We Serve",
        intro:
          "Each manufacturing segment has its own regulations, production model and data. These are the ones where our teams have delivered most often.",
        layout: "imageHover",
        cards: [
          {
            title: "Automotive and Mobility",
            text: "Supplier quality portals, traceability from part to finished vehicle and software for electric drivetrain production, built to keep just-in-time lines moving.",
            image: "ind-mfg-automotive",
          },
          {
            title: "Industrial Machinery and Equipment",
            text: "Configure-to-order quoting, connected service for installed equipment and aftermarket parts platforms that turn machine data into recurring revenue.",
            image: "ind-mfg-machinery",
          },
          {
            title: "Aerospace and Defence",
            text: "Digital work instructions, as-built configuration records and maintenance systems that meet strict documentation and export control requirements.",
            image: "ind-mfg-aerospace",
          },
          {
            title: "Chemicals and Process Industries",
            text: "Batch management, laboratory integration and process historian analytics that improve yield, energy efficiency and compliance with safety regulations.",
            image: "ind-mfg-process",
          },
          {
            title: "Electronics and Components",
            text: "Shop-floor data collection for high-mix lines, test result analytics and component traceability that help electronics makers find defects at their source.",
            image: "ind-mfg-electronics",
          },
        ],
      },
      getInTouch(
        "Tell us about your plants, your systems and the problem costing you most on the line, and a manufacturing consultant will be in touch.",
      ),
    ],
  },

  // -------------------------------------------------------------------------------------
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
        actions: [{ href: "/contact", label: "Talk to our utilities team" }],
        background: { image: "ind-hero-energy" },
      },
      {
        type: "expandableIntro",
        heading: "Technology for utilities and energy providers",
        summary:
          "Utilities must keep essential services running while their networks and customer expectations change around them. We modernise billing and customer information systems, build self-service apps for outage updates and payment plans, and integrate meter data management so that bills reflect actual usage. Migration is staged carefully, because a billing error reaches every household on the affected tariff at once.",
        more: "On the network side, we turn data from smart meters, substations and weather feeds into forecasts that help operators balance load and plan maintenance. Our field service apps give crews accurate work orders, asset histories and safety checklists offline. We also help retailers and generators support rooftop solar, battery storage and electric vehicle charging programmes with the data platforms these new services demand.",
      },
      {
        type: "cardPager",
        heading: "Our Energy and Utilities Solutions",
        windowSize: 3,
        tabs: [
          {
            label: "Solutions",
            cards: [
              {
                title: "Customer Information and Billing",
                text: "Modern billing platforms that handle time-of-use tariffs, budget plans and complex adjustments, migrated in stages so that every bill run stays accurate.",
              },
              {
                title: "Meter Data Management",
                text: "Validation, estimation and editing of smart meter reads at scale, feeding billing, settlement and network planning with consumption data everyone can trust.",
              },
              {
                title: "Outage Management and Communication",
                text: "Fault location from meter and sensor signals, with proactive text and app updates that tell customers when their power or water supply will return.",
              },
              {
                title: "Field Service Mobility",
                text: "Offline apps that give crews work orders, asset histories, permits and safety checklists, synchronising completed jobs as soon as a signal returns.",
              },
              {
                title: "Grid Analytics and Forecasting",
                text: "Load and generation forecasts that combine weather, meter and substation data, helping operators balance the network and plan reinforcement work.",
              },
              {
                title: "Asset Performance Management",
                text: "Condition monitoring and risk-based maintenance planning for transformers, pipes and pumps, directing spend to the assets whose failure would hurt most.",
              },
              {
                title: "Distributed Energy Integration",
                text: "Platforms that register rooftop solar, home batteries and flexible loads, and coordinate them through demand response and local flexibility markets.",
              },
              {
                title: "EV Charging Platforms",
                text: "Charge point management, roaming integration and smart charging schedules that move demand away from peak hours and keep drivers informed at every stop.",
              },
              {
                title: "Energy Trading and Risk",
                text: "Position management, scheduling and risk reporting tools that link trading desks with generation and retail portfolios in near real time throughout the trading day.",
              },
              {
                title: "Sustainability and Emissions Reporting",
                text: "Automated collection of emissions and resource data across operations, producing auditable figures for regulators, investors and customers alike.",
              },
            ],
          },
        ],
      },
      getInTouch(
        "Let us know which customer, network or field operations challenge you are working on, and our utilities team will arrange a conversation.",
      ),
    ],
  },

  // -------------------------------------------------------------------------------------
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
        actions: [{ href: "/contact", label: "Talk to a telecom specialist" }],
        background: { image: "ind-hero-communication" },
      },
      {
        type: "expandableIntro",
        heading: "From network to subscriber",
        summary:
          "Communications providers often carry decades of acquisitions in their business and operations support systems, with duplicate catalogues and fragile order flows. We rationalise product catalogues, rebuild order-to-activation journeys on open APIs and retire redundant stacks in planned phases. New bundles and pricing can then be launched by marketing teams without waiting for lengthy IT change cycles.",
        more: "On the network side, we automate provisioning, fault detection and capacity planning, using telemetry to spot degradation before subscribers notice. Our teams build mobile apps and web portals where customers can upgrade plans, troubleshoot devices and track engineer visits themselves. Fewer contacts reach the care centre, and the ones that do arrive with context already attached, so agents resolve them faster.",
      },
      {
        type: "statsBand",
        heading: "Corvane at a Glance",
        stats: companyStats,
      },
      {
        type: "image",
        image: "ind-communication-network",
        caption:
          "Service assurance work brings signals from access, transport and core networks into one operational view.",
      },
      {
        type: "expandableCards",
        heading: "Our Services",
        intro:
          "Eight services that cover the operator's stack, from the network core to the subscriber's phone.",
        cards: [
          {
            title: "BSS Transformation",
            text: "We rationalise product catalogues, consolidate billing stacks and rebuild order capture on open APIs, retiring duplicate systems in planned phases. Marketing teams can then launch bundles and price plans themselves, without queuing for a long IT change cycle.",
          },
          {
            title: "OSS and Network Automation",
            text: "Provisioning, inventory and activation workflows are automated end to end, with intent-based orchestration where the network supports it. Engineers spend less time on repetitive configuration and more on capacity, resilience and planning for new services.",
          },
          {
            title: "5G and Enterprise Services",
            text: "We help operators turn 5G and fibre investment into revenue through network slicing pilots, private network offers and enterprise portals. Business customers order, configure and monitor connectivity online, with service levels visible in one place.",
          },
          {
            title: "Service Assurance",
            text: "Telemetry from radio, transport and core networks is correlated to detect degradation before subscribers notice. Incidents arrive with probable cause and affected customers attached, so operations fix the right fault first and care agents can answer accurately.",
          },
          {
            title: "Digital Self-Service",
            text: "Apps and web portals let subscribers upgrade plans, pay bills, troubleshoot routers and track engineer visits without calling. Journeys are chosen from real contact reasons, so each release removes a genuine source of calls instead of adding unused features.",
          },
          {
            title: "Customer Data and Churn Analytics",
            text: "We bring usage, billing, network quality and care interactions into one governed data platform. Models identify subscribers likely to leave and the reasons behind it, and retention teams receive offers they can make at the right moment.",
          },
          {
            title: "Field Workforce Management",
            text: "Scheduling, dispatch and mobile tools for installation and repair technicians, with parts availability checked and appointment windows shared with customers. Fewer repeat visits and missed appointments mean lower cost and better first-time fixes.",
          },
          {
            title: "Cloud-Native Network Functions",
            text: "We help move network functions and IT workloads onto cloud-native platforms with automated testing, continuous deployment and strong security boundaries. Upgrades become routine events instead of overnight maintenance windows that put service at risk.",
          },
        ],
      },
      getInTouch(
        "Tell us about your network, support systems or subscriber journeys, and a communications specialist will respond with ideas to discuss.",
      ),
    ],
  },

  // -------------------------------------------------------------------------------------
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
        actions: [{ href: "/contact", label: "Talk to our retail team" }],
        background: { image: "ind-hero-retail" },
      },
      {
        type: "expandableIntro",
        heading: "Connected commerce, from shelf to screen",
        summary:
          "Shoppers move between apps, websites, marketplaces and stores without thinking about channels, and they expect prices, stock and orders to follow them. We build composable commerce platforms, order management that supports buying online and collecting in store, and loyalty apps that recognise customers everywhere. Each platform is load-tested for peak trading so sales events do not become outages.",
        more: "For consumer goods brands, the challenge is often visibility into demand beyond their own channels. We combine point-of-sale, retailer and promotion data into forecasting models that inform production and replenishment. Trade promotion tools help brand teams measure which campaigns actually lift sales, and direct-to-consumer storefronts give them first-party relationships and the data that comes with them.",
      },
      {
        type: "cardGrid",
        heading: "Our offerings",
        layout: "plain",
        cards: [
          {
            title: "Composable Commerce",
            text: "Headless storefronts and modular commerce services that let merchandising teams change pages, promotions and checkout flows without a full replatforming project.",
          },
          {
            title: "Order Management",
            text: "One order service across web, app, store and marketplace, supporting click and collect, ship from store and returns to any location in the estate.",
          },
          {
            title: "Store Technology",
            text: "Mobile point of sale, clienteling apps and stock lookup tools that give store associates the same product and availability information customers see online.",
          },
          {
            title: "Loyalty and Personalisation",
            text: "Loyalty programmes and recommendation engines that recognise customers across channels and reward the behaviour that actually grows lifetime value.",
          },
          {
            title: "Demand Forecasting and Replenishment",
            text: "Item and location level forecasts that combine sales history, promotions, weather and local events, feeding automatic replenishment orders to stores.",
          },
          {
            title: "Merchandise and Assortment Planning",
            text: "Planning tools that help buyers decide what to range in which stores, balancing local demand, space constraints and margin targets for each category.",
          },
          {
            title: "Supply Chain and Fulfilment",
            text: "Warehouse, transport and supplier collaboration systems that shorten lead times and give planners early warning of supplier delays and stock shortages.",
          },
          {
            title: "Retail Data Platforms",
            text: "Governed data platforms that unify transactions, inventory, customer and product data, so analysts and buyers trust one version of sales performance.",
          },
          {
            title: "Trade Promotion Management",
            text: "Tools for consumer brands to plan, fund and measure promotions with retail partners, showing which campaigns lifted sales and which only shifted them.",
          },
        ],
      },
      {
        type: "cardPager",
        heading: "Sectors we serve",
        windowSize: 3,
        tabs: [
          {
            label: "Sectors",
            cards: [
              {
                title: "Fashion and Apparel",
                text: "Seasonal ranges, size and fit questions and high return rates call for accurate inventory, flexible fulfilment and returns processing that restocks items quickly.",
              },
              {
                title: "Grocery and Convenience",
                text: "Thin margins and perishable stock make forecasting, waste reduction and fast online picking essential for supermarkets and convenience chains.",
              },
              {
                title: "Consumer Packaged Goods",
                text: "Brands selling through retailers and their own channels need shared demand signals, trade promotion insight and direct storefronts they control.",
              },
              {
                title: "Home and Electronics",
                text: "Considered purchases with delivery, installation and warranty services attached, where rich product content and after-sales journeys decide loyalty.",
              },
              {
                title: "Health and Beauty",
                text: "Fast-moving ranges, subscription replenishment and personalised recommendations, combined with careful handling of regulated product information.",
              },
            ],
          },
        ],
      },
      { type: "exploreMore", heading: "Explore More", tiles: exploreMoreTiles },
      getInTouch(
        "Share your channels, your peak trading calendar and what is holding growth back, and our retail team will come back with next steps.",
      ),
    ],
  },

  // -------------------------------------------------------------------------------------
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
        actions: [{ href: "/contact", label: "Talk to our energy engineers" }],
        background: { image: "ind-hero-oilgas" },
      },
      {
        type: "expandableIntro",
        heading: "Safer, more efficient operations",
        summary:
          "Oil and gas assets are spread across remote fields, pipelines and plants where downtime is costly and safety is paramount. We build mobile apps that let field crews complete inspections, permits and work orders offline, then synchronise when connectivity returns. Integrity data flows back to engineers in near real time, so maintenance can be planned around the actual condition of equipment.",
        more: "Production, trading and compliance teams depend on figures that often live in spreadsheets and disconnected historians. We consolidate that data into governed platforms with clear ownership, apply analytics to forecast output and spot anomalies, and automate emissions and regulatory reporting. Our security specialists also help protect operational technology networks, where a breach can have physical consequences.",
      },
      {
        type: "cardPager",
        heading: "Our Oil and Gas Offerings",
        intro: "Choose a segment of the value chain to browse our offerings.",
        windowSize: 3,
        tabs: [
          {
            label: "Upstream",
            cards: [
              {
                title: "Exploration Data Management",
                text: "Seismic, well log and geological data catalogued in one searchable platform, so subsurface teams can find and trust the information behind drilling decisions.",
              },
              {
                title: "Drilling Operations Monitoring",
                text: "Real-time drilling dashboards that combine rig sensor data with the well plan, alerting engineers early to deviations and potential non-productive time.",
              },
              {
                title: "Production Optimisation",
                text: "Well performance analytics and production allocation that help engineers adjust artificial lift settings and forecast output with greater confidence.",
              },
              {
                title: "Field Mobility and Permits",
                text: "Offline apps for inspections, permits to work and maintenance rounds at remote sites, uploading results and photos as soon as connectivity is restored.",
              },
              {
                title: "Asset Integrity Management",
                text: "Inspection scheduling, corrosion monitoring and risk-based maintenance for wells, platforms and flowlines, with records ready for regulatory audit.",
              },
            ],
          },
          {
            label: "Downstream",
            cards: [
              {
                title: "Refinery Operations Analytics",
                text: "Process historian data turned into dashboards for unit performance, energy use and yield, giving operators insight during the shift rather than after it.",
              },
              {
                title: "Turnaround Planning",
                text: "Scheduling, contractor management and progress tracking for planned shutdowns, keeping complex maintenance events on time and within budget.",
              },
              {
                title: "Supply and Trading Systems",
                text: "Crude and product scheduling, inventory tracking and trading risk tools connected to terminals, pipelines and the commercial teams that depend on them.",
              },
              {
                title: "Fuel Retail and Loyalty",
                text: "Forecourt payment, convenience store systems and loyalty apps for fuel retailers, including electric vehicle charging services at the same sites.",
              },
              {
                title: "Emissions and Compliance Reporting",
                text: "Automated collection of flaring, venting and energy data into auditable emissions reports for regulators, investors and internal reduction targets.",
              },
            ],
          },
        ],
      },
      {
        type: "split",
        eyebrow: "Digital Innovation",
        heading: "Digital twins for safer, smarter assets",
        paragraphs: [
          "A digital twin links the engineering model of a platform, pipeline or refinery unit with live sensor data and maintenance history. Engineers can see how equipment is actually behaving, test operating changes safely on screen and plan inspections around measured condition instead of fixed calendars.",
          "We start with a single asset where the data already exists, prove the value with the operations team and only then extend the model. Security for operational technology networks is designed in from the beginning, because a connected plant must never become an exposed one.",
        ],
        image: "ind-oilgas-digital",
        imageSide: "right",
        action: { href: "/contact", label: "Plan a digital twin pilot" },
      },
      {
        type: "caseStudyCarousel",
        heading: "Leading the Way",
        intro: "How operators and asset-heavy businesses put our engineering to work.",
        intervalMs: 4000,
        caseStudies: ["pipeline-monitoring", "grid-analytics", "telematics-performance"],
      },
      getInTouch(
        "Describe the asset, field or reporting problem you want to solve, and an engineer from our oil and gas practice will contact you.",
      ),
    ],
  },

  // -------------------------------------------------------------------------------------
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
        actions: [{ href: "/contact", label: "Discuss a deal" }],
        background: { image: "ind-hero-private-equity" },
      },
      {
        type: "expandableIntro",
        heading: "From diligence to exit",
        summary:
          "Before a transaction, our consultants review the target's architecture, code quality, security posture and engineering organisation, then translate findings into cost, risk and timeline terms an investment committee can use. We highlight where technical debt could erode the thesis and where modernisation could create upside, giving deal teams a realistic view rather than a generic checklist.",
        more: "After close, we help portfolio companies execute. That can mean separating systems from a former parent in a carve-out, integrating add-on acquisitions onto a common platform, or moving infrastructure to the cloud to cut run costs. We also build portfolio-level reporting so operating partners see consistent metrics across holdings, and we document everything to support a clean story at exit.",
      },
      {
        type: "image",
        image: "ind-private-equity-portfolio",
        caption:
          "Portfolio reporting brings consistent technology and cost metrics from every holding into one view for operating partners.",
      },
      {
        type: "cardGrid",
        heading: "Mergers and Technology Offerings",
        intro:
          "Seven offerings that follow the investment lifecycle, from the first data room to the sale process.",
        layout: "plain",
        cards: [
          {
            title: "Technology Due Diligence",
            text: "A focused review of architecture, code quality, security, licensing and team capability, reported in the cost, risk and timeline terms an investment committee works with.",
          },
          {
            title: "Value Creation Planning",
            text: "A prioritised technology roadmap tied to the investment thesis, showing which platform, data and automation initiatives improve margin or growth, and when.",
          },
          {
            title: "Post-Merger Integration",
            text: "Bringing acquired companies onto shared finance, HR and customer platforms with a clear plan for the first day, so combined operations start without disruption.",
          },
          {
            title: "Carve-Out and Separation",
            text: "Separating applications, data and infrastructure from a former parent, managing transition service agreements and standing up independent IT on schedule.",
          },
          {
            title: "Buy-and-Build Platforms",
            text: "Scalable core systems designed so that each add-on acquisition can be integrated quickly, turning a series of deals into one efficient operating company.",
          },
          {
            title: "Cloud and Cost Optimisation",
            text: "Infrastructure moves and licence rationalisation that reduce technology run costs across the portfolio, with savings tracked against the value creation plan.",
          },
          {
            title: "Exit Readiness",
            text: "Documentation, security assessments and remediation of known technical debt ahead of a sale, giving the next buyer a clean, well-evidenced technology story.",
          },
        ],
      },
      {
        type: "list",
        heading: "How We Work with Investment Teams",
        style: "numbered",
        items: [
          {
            title: "Before signing",
            text: "Senior architects work to your deal timetable, with findings delivered in a format that slots into the investment memo and the purchase agreement negotiations.",
          },
          {
            title: "Right after close",
            text: "We turn diligence findings into a costed plan, fix urgent security gaps first and set up the reporting the board will use throughout the hold period.",
          },
          {
            title: "Through the hold",
            text: "Delivery teams execute integration, modernisation and cost programmes inside the portfolio company, reporting progress against the value creation milestones.",
          },
          {
            title: "Across the portfolio",
            text: "Shared playbooks, preferred vendor agreements and common platforms let operating partners reuse what worked in one holding when the next acquisition arrives.",
          },
        ],
      },
      { type: "exploreMore", heading: "Explore More", tiles: exploreMoreTiles },
      {
        type: "callToAction",
        heading: "Assessing a deal or a portfolio company?",
        text: "Share the timetable and the questions your investment committee is asking. We will confirm quickly whether we can staff the review and what it would cover.",
        action: { href: "/contact", label: "Contact our deal team" },
      },
    ],
  },

  // -------------------------------------------------------------------------------------
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
        actions: [{ href: "/contact", label: "Talk to our media team" }],
        background: { image: "ind-hero-media" },
      },
      {
        type: "expandableIntro",
        heading: "Content, platforms and audiences",
        summary:
          "Audiences expect content to start instantly on any device, with recommendations that reflect what they actually enjoy. We build and scale streaming apps across mobile, web and connected TV, tune video delivery for quality under load, and integrate subscription, advertising and paywall models. Live events get dedicated load testing and monitoring so that the biggest nights are also the most stable.",
        more: "Behind the screen, content moves through acquisition, editing, localisation and distribution, with rights and royalties attached at each step. We automate that supply chain with asset management and metadata tools, build rights tracking that prevents costly licensing errors, and combine viewing data into analytics that guide commissioning, marketing and pricing decisions.",
      },
      {
        type: "cardGrid",
        heading: "Our Services",
        layout: "imageHover",
        cards: [
          {
            title: "Streaming and OTT Platforms",
            text: "Video apps for mobile, web and connected TV with adaptive playback, subscription and advertising models, and load testing ahead of the biggest live events.",
            image: "ind-media-streaming",
          },
          {
            title: "Content Supply Chain Automation",
            text: "Asset management, transcoding workflows and metadata enrichment that move content from production to every distribution partner with less manual handling.",
            image: "ind-media-supply-chain",
          },
          {
            title: "Audience Data and Advertising",
            text: "Viewer data unified across platforms, with consent handling, segmentation and ad decisioning that improve targeting without eroding audience trust.",
            image: "ind-media-audience",
          },
          {
            title: "Rights, Royalties and Monetisation",
            text: "Rights availability tracking, royalty calculation and windowing tools that prevent licensing mistakes and make sure every creator is paid correctly.",
            image: "ind-media-rights",
          },
        ],
      },
      {
        type: "cardGrid",
        heading: "Sectors we serve",
        layout: "plain",
        cards: [
          {
            title: "Broadcasting",
            text: "Linear channels adding streaming services, whose playout, scheduling and ad sales systems now have to work across broadcast and digital at the same time.",
          },
          {
            title: "Film and Television Studios",
            text: "Production management, visual effects pipelines and distribution systems that track every version of a title from first cut to final delivery.",
          },
          {
            title: "Streaming Services",
            text: "Subscription and ad-supported services focused on retention, recommendation quality and keeping the cost of delivery under control as audiences grow.",
          },
          {
            title: "News and Publishing",
            text: "Newsrooms and publishers balancing paywalls, newsletters and syndication, who need fast content management and reader analytics that guide editorial choices.",
          },
          {
            title: "Music and Audio",
            text: "Labels, music publishers and audio platforms that depend on accurate usage reporting, royalty processing and clean catalogue metadata across many services.",
          },
          {
            title: "Gaming and Interactive",
            text: "Game studios and platforms that need scalable back-end services, live operations tooling, player analytics and secure in-game payments that hold up on launch day.",
          },
          {
            title: "Sports and Live Events",
            text: "Leagues, clubs and promoters building fan apps, ticketing integrations and live stream experiences that stay stable at the moment of highest demand.",
          },
          {
            title: "Advertising and Marketing Agencies",
            text: "Agencies that need campaign workflow tools, creative asset management and measurement platforms that connect media spend to audience outcomes.",
          },
        ],
      },
      getInTouch(
        "Tell us about your platforms, content workflows or audience goals, and our media team will get in touch to explore the options.",
      ),
    ],
  },

  // -------------------------------------------------------------------------------------
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
        actions: [{ href: "/contact", label: "Talk to our team" }],
        background: { image: "ind-hero-professional" },
      },
      {
        type: "expandableIntro",
        heading: "Technology for knowledge businesses",
        summary:
          "In a professional services firm, time and knowledge are the product. We integrate time capture, billing, resourcing and project accounting so partners see utilisation and margin by engagement while work is still under way. Knowledge platforms with strong search and sensible tagging help teams reuse past deliverables, which shortens proposal cycles and improves consistency across offices.",
        more: "Clients increasingly expect to collaborate online, track progress and exchange documents securely. We build client portals with granular permissions and full audit trails, automate document assembly and review steps, and apply language models carefully to tasks such as contract summarisation, always with human review. Confidentiality is designed in, with data segregation that respects ethical walls and client instructions.",
      },
      {
        type: "statsBand",
        heading: "Our Practice at a Glance",
        stats: companyStats,
      },
      {
        type: "list",
        heading: "Unique Value Proposition",
        style: "check",
        items: [
          {
            title: "Consultants who know how firms run",
            text: "Our teams understand utilisation, realisation, matter budgets and partner economics, so systems are designed around how professional firms actually earn their revenue.",
          },
          {
            title: "Confidentiality by design",
            text: "Ethical walls, client-level data segregation and complete audit trails are part of the architecture from the start, not settings switched on after launch.",
          },
          {
            title: "Automation with human review",
            text: "We apply language models to drafting, summarising and search only where a qualified professional checks the output before anything reaches a client.",
          },
          {
            title: "Visible progress in short increments",
            text: "Engagements run in short, demonstrable increments with agreed acceptance criteria, so partners see working software rather than long status reports.",
          },
          {
            title: "Support after go-live",
            text: "Our application support teams keep practice systems patched, integrated and improving, with service levels matched to billing deadlines and year-end peaks.",
          },
        ],
      },
      {
        type: "cardPager",
        heading: "Industries We Serve",
        windowSize: 3,
        tabs: [
          {
            label: "Industries",
            cards: [
              {
                title: "Management Consulting",
                text: "Resourcing, proposal and knowledge platforms that help consulting firms staff engagements quickly and reuse proven methods across their offices.",
              },
              {
                title: "Legal Services",
                text: "Matter management, document automation and secure client collaboration for law firms and in-house legal teams, with conflict checks built in.",
              },
              {
                title: "Accounting and Tax",
                text: "Workflow, document collection and client portals that ease the seasonal crunch for audit, tax and advisory teams and keep their evidence organised.",
              },
              {
                title: "Engineering and Architecture Firms",
                text: "Project accounting, design document control and site reporting tools that keep multidisciplinary projects on budget and clients well informed.",
              },
              {
                title: "Staffing and Recruitment",
                text: "Candidate platforms, timesheet and payroll integration and client dashboards that help staffing firms fill roles faster and invoice accurately.",
              },
            ],
          },
        ],
      },
      getInTouch(
        "Tell us how your firm captures time, shares knowledge and works with clients, and we will suggest where technology can help first.",
      ),
    ],
  },

  // -------------------------------------------------------------------------------------
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
        actions: [{ href: "/contact", label: "Talk to our travel team" }],
        background: { image: "ind-hero-travel" },
      },
      {
        type: "expandableIntro",
        heading: "Across travel, transport, logistics and hospitality",
        summary:
          "Travellers book, change and check in from their phones, and they expect instant answers when plans are disrupted. We build booking engines, itinerary apps and loyalty platforms that integrate with reservation, inventory and payment systems. When disruption strikes, automated rebooking and proactive notifications keep customers informed and take pressure off contact centres and front-desk staff.",
        more: "For carriers and logistics companies, we connect telematics, warehouse and transport management systems to give shippers live visibility of every consignment. Route optimisation and capacity planning tools reduce empty miles, while electronic proof of delivery speeds up invoicing. Hotel groups use our work to unify property management, guest messaging and housekeeping apps so every stay runs smoothly.",
      },
      {
        type: "cardGrid",
        heading: "Our Offerings",
        layout: "imageHover",
        cards: [
          {
            title: "Booking and Distribution Platforms",
            text: "Booking engines, fare and availability services and distribution integrations that let airlines, rail operators and hotels sell directly and through partners.",
            image: "ind-travel-booking",
          },
          {
            title: "Fleet and Shipment Visibility",
            text: "Telematics, scanner and transport management data combined into a live view of vehicles and consignments, with arrival predictions shared with customers.",
            image: "ind-travel-fleet",
          },
          {
            title: "Warehouse and Yard Operations",
            text: "Warehouse management, slotting and dock scheduling tools that speed up picking, cut waiting time in the yard and keep inventory records accurate.",
            image: "ind-travel-warehouse",
          },
          {
            title: "Guest Experience for Hospitality",
            text: "Mobile check-in, digital room keys, guest messaging and housekeeping apps connected to the property management system, so every stay runs without friction.",
            image: "ind-travel-hospitality",
          },
          {
            title: "Disruption Management and Loyalty",
            text: "Automated rebooking, proactive notifications and loyalty platforms that look after travellers when plans change and reward them for coming back.",
            image: "ind-travel-loyalty",
          },
        ],
      },
      {
        type: "video",
        video: "ind-travel-video",
        caption:
          "Passengers, freight and guests moving through one connected network of bookings, vehicles and venues.",
      },
      {
        type: "caseStudyCarousel",
        heading: "Leading the Way",
        intro: "Work that keeps vehicles, goods and customers moving.",
        intervalMs: 4000,
        caseStudies: ["fleet-visibility", "telematics-performance", "unified-commerce"],
      },
      getInTouch(
        "Share the booking, fleet, warehouse or guest experience challenge you are facing, and a member of our travel and logistics team will reply.",
      ),
    ],
  },
];
