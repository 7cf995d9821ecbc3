import { serviceLinks } from "@/content/navigation";
import type { Card, PageInput } from "@/content/schema";

/** One step of the numbered "How we work" grid. */
export type ServiceStep = { title: string; text: string };

/** A link to a related service; its title is the service's menu label (navigation.ts). */
export type RelatedService = { href: string; text: string };

export type ServicePageSpec = {
  path: string;
  title: string;
  description: string;
  /** Small label above the heading; "Services" unless given. */
  eyebrow?: string;
  heading: string;
  lead: string;
  /** Media id of the hero background (decorative). */
  image: string;
  intro: { heading: string; summary: string; more: string };
  /** "What we offer": exactly six cards. */
  offerings: [Card, Card, Card, Card, Card, Card];
  /** "How we work": exactly four numbered steps. */
  approach: [ServiceStep, ServiceStep, ServiceStep, ServiceStep];
  /** "What you can expect": three to five points. */
  outcomes: [string, string, string, ...string[]];
  /** Two or three related services, each with a sentence on how it connects to this one. */
  related: RelatedService[];
  /** The closing call to action (to /contact). */
  closing: { heading: string; text: string };
};

const serviceLabel = new Map(serviceLinks.map((link) => [link.href, link.label]));

/**
 * The one composition shared by every service page: hero, More/Less intro, six offerings,
 * four numbered steps, the outcomes list, related services, a call to action and the quick
 * contact form.
 */
export function servicePage(spec: ServicePageSpec): PageInput {
  if (spec.offerings.length !== 6)
    throw new Error(`${spec.path}: a service page has exactly 6 offerings`);
  if (spec.approach.length !== 4)
    throw new Error(`${spec.path}: a service page has exactly 4 steps`);
  if (spec.outcomes.length < 3 || spec.outcomes.length > 5) {
    throw new Error(`${spec.path}: a service page has 3 to 5 outcomes`);
  }
  return {
    path: spec.path,
    title: spec.title,
    description: spec.description,
    sections: [
      {
        type: "hero",
        eyebrow: spec.eyebrow ?? "Services",
        heading: spec.heading,
        lead: spec.lead,
        background: { image: spec.image },
      },
      { type: "expandableIntro", ...spec.intro },
      { type: "cardGrid", heading: "What we offer", layout: "plain", cards: spec.offerings },
      { type: "cardGrid", heading: "How we work", layout: "numbered", cards: spec.approach },
      {
        type: "list",
        heading: "What you can expect",
        style: "check",
        items: spec.outcomes.map((text) => ({ text })),
      },
      {
        type: "linkCards",
        heading: "Related services",
        cards: spec.related.map(({ href, text }) => {
          const title = serviceLabel.get(href);
          if (!title)
            throw new Error(`${spec.path}: related link ${href} is not a service in navigation.ts`);
          return { href, title, text };
        }),
      },
      {
        type: "callToAction",
        heading: spec.closing.heading,
        text: spec.closing.text,
        action: { href: "/contact", label: "Contact us" },
      },
      { type: "form", form: "contactQuick", heading: "Get in Touch" },
    ],
  };
}

export const servicePages: PageInput[] = [
  // --- Intelligent Automation ------------------------------------------------------------
  servicePage({
    path: "/IntelligentAt",
    title: "Intelligent Automation",
    description:
      "Process discovery, robotic process automation, document intelligence and workflow orchestration that remove repetitive work from operations teams.",
    heading: "Automation that takes the repetitive work off your teams",
    lead: "We combine process mining, software robots, document AI and workflow tools to automate whole processes end to end, not just individual keystrokes.",
    image: "svc-hero-automation",
    intro: {
      heading: "Automating whole processes, not keystrokes",
      summary:
        "Automation programmes stall when teams script individual clicks without understanding the process around them. We begin with process discovery, combining system event logs with short workshops to map how invoices, claims, orders and onboarding requests really move and where they wait. Candidates are ranked by value, volume and stability, so the first automations pay back quickly and earn support for a wider programme.",
      more: "We then pair software robots with document understanding, business rules and machine learning, each where it fits best, and orchestrate them in workflows that hand exceptions to people along with the context they need. A centre of excellence gives the programme governance, a library of reusable components and monitoring, so bots are versioned, tested and supported like any other production software instead of breaking quietly when a screen changes.",
    },
    offerings: [
      {
        title: "Process discovery and mining",
        text: "We analyse event logs from ERP, CRM and ticketing systems to reveal the real paths work takes, including rework loops and queues, then size the automation opportunity for each process.",
      },
      {
        title: "Robotic process automation",
        text: "Software robots take over rule-based tasks such as rekeying data between systems, reconciling statements and producing routine reports, built with error handling and audit logs from day one.",
      },
      {
        title: "Intelligent document processing",
        text: "Invoices, claim forms, delivery notes and contracts are classified and read automatically, with confidence scores that send only the uncertain fields to a person for checking.",
      },
      {
        title: "Workflow orchestration",
        text: "We connect bots, APIs and human tasks in one orchestrated workflow with service levels, escalation rules and a live view of every case, so nothing sits unnoticed in a shared inbox.",
      },
      {
        title: "Conversational automation",
        text: "Chat and voice assistants handle routine employee and customer requests, such as password resets or order status, and pass anything unusual to an agent together with the full conversation.",
      },
      {
        title: "Automation centre of excellence",
        text: "We set up the governance, design standards, reusable component library and run-books that let your own teams identify, build and support automations safely after our engagement ends.",
      },
    ],
    approach: [
      {
        title: "Discover",
        text: "Workshops and process mining establish a baseline of volumes, handling times and error rates, and produce a ranked backlog of automation candidates with an estimated benefit for each.",
      },
      {
        title: "Design",
        text: "For each candidate we redesign the process first, remove steps that add no value, define the exception paths and choose the right mix of robots, document AI, rules and APIs.",
      },
      {
        title: "Build and test",
        text: "Automations are built in short iterations, tested against real sample data and edge cases, and reviewed with the people who do the work today before they are scheduled to go live.",
      },
      {
        title: "Run and improve",
        text: "A monitored control room tracks every bot's throughput, failures and business benefit, while a support team fixes breaks quickly and keeps the pipeline of new candidates moving.",
      },
    ],
    outcomes: [
      "Shorter cycle times for high-volume work such as invoice handling, onboarding and claims intake",
      "Fewer keying errors and a complete audit trail of every automated step",
      "Staff time returned to judgement-based work that customers notice",
      "A governed automation pipeline that your own teams can extend",
    ],
    related: [
      {
        href: "/ArtificialIntelligence",
        text: "Add machine learning and generative AI where rules alone cannot cope with the variety in your documents and requests.",
      },
      {
        href: "/BusinessExc",
        text: "Simplify and standardise a process before it is automated, so the robots do not inherit old workarounds.",
      },
      {
        href: "/TestingSer",
        text: "Keep bots dependable with regression tests that run whenever the applications they operate are updated.",
      },
    ],
    closing: {
      heading: "Find your first automation wins",
      text: "Share a process that costs your team hours every week. We will assess it and explain how much of it can be automated, and what that would take.",
    },
  }),

  // --- Digital Supply Chain --------------------------------------------------------------
  servicePage({
    path: "/DigitalSupp",
    title: "Digital Supply Chain",
    description:
      "Demand planning, inventory optimisation, supplier collaboration and end-to-end visibility software for resilient, data-driven supply chains.",
    heading: "Supply chains that see further and react faster",
    lead: "We connect planning, sourcing, production and logistics data so manufacturers, distributors and retailers can anticipate disruption instead of absorbing it.",
    image: "svc-hero-supply-chain",
    intro: {
      heading: "From visibility to better decisions",
      summary:
        "Most supply chain problems are information problems: stock that exists but cannot be found, supplier delays that surface a week too late, and forecasts built on last year's spreadsheet. We integrate ERP, warehouse, transport and supplier data into a single control tower that shows inventory, orders and shipments together, with alerts whenever a customer commitment is at risk.",
      more: "Once the data is reliable, we add intelligence on top. Machine learning improves demand forecasts, inventory optimisation balances service levels against working capital, and scenario models show what a port closure or a supplier failure would do before it happens. Supplier portals and traceability tools give partners a shared view of commitments and supply the evidence that sustainability and customs reporting increasingly require.",
    },
    offerings: [
      {
        title: "Supply chain control tower",
        text: "A single view of purchase orders, stock positions and shipments across plants, warehouses and carriers, with exception alerts that tell planners which orders need attention today.",
      },
      {
        title: "Demand forecasting and planning",
        text: "Forecasts that combine order history with promotions, seasonality and external signals, reviewed in a structured sales and operations planning cycle rather than in scattered spreadsheets.",
      },
      {
        title: "Inventory optimisation",
        text: "Safety stock and reorder points set item by item from demand variability and supplier reliability, freeing working capital without lowering the service levels customers expect.",
      },
      {
        title: "Supplier collaboration portals",
        text: "Suppliers confirm orders, share capacity, upload certificates and flag delays in one portal connected to your ERP, replacing long e-mail threads and manual status chasing.",
      },
      {
        title: "Warehouse and transport integration",
        text: "We connect warehouse management, transport management and carrier systems so that receipts, picks, loads and deliveries update planning data the moment they happen.",
      },
      {
        title: "Traceability and compliance",
        text: "Batch and lot tracking from raw material to customer, supporting product recalls, origin declarations and the sustainability disclosures that regulators and large buyers now ask for.",
      },
    ],
    approach: [
      {
        title: "Map the flows",
        text: "We trace how orders, materials and information move between your sites and partners, and measure where delays, stock imbalances and manual workarounds occur most often.",
      },
      {
        title: "Connect the data",
        text: "Integrations bring ERP, warehouse, transport and supplier data into a governed platform, with shared definitions for items, locations and lead times that every team accepts.",
      },
      {
        title: "Add decision support",
        text: "Forecasting, optimisation and alerting are introduced one use case at a time, each measured against the planners' current method so that trust is earned rather than assumed.",
      },
      {
        title: "Embed the new routine",
        text: "We redesign planning meetings and responsibilities around the new tools, train planners and buyers, and hand over dashboards that track service level, inventory and cost.",
      },
    ],
    outcomes: [
      "Earlier warning of supplier delays and material shortages",
      "Lower inventory for the same or a better service level",
      "Planning meetings that work from one shared set of numbers",
      "Traceability records ready for recalls, audits and customer questionnaires",
    ],
    related: [
      {
        href: "/DataAnalytics",
        text: "Build the data platform that feeds forecasting models, inventory optimisation and supply chain dashboards.",
      },
      {
        href: "/Sap",
        text: "Connect planning and visibility tools to the SAP modules that hold your orders, materials and stock.",
      },
      {
        href: "/Blockchain",
        text: "Share provenance records with suppliers and customers when no single party should own the ledger.",
      },
    ],
    closing: {
      heading: "Talk to us about your supply chain",
      text: "Tell us where disruption hurts most, whether late suppliers, excess stock or missed deliveries, and we will suggest where better data would make the biggest difference.",
    },
  }),

  // --- Cyber Security --------------------------------------------------------------------
  servicePage({
    path: "/CyberSec",
    title: "Cyber Security",
    description:
      "Security assessments, managed detection and response, identity and access management and secure engineering to protect your systems and data.",
    heading: "Security built into how you build and run technology",
    lead: "Our security specialists assess risk, harden applications and cloud estates, and monitor your environment so that incidents are contained before they become breaches.",
    image: "svc-hero-security",
    intro: {
      heading: "Protecting what matters most",
      summary:
        "Security programmes work best when they match the threats a business actually faces. We start with assessments of architecture, cloud configuration, identity and applications, including penetration tests, and turn the findings into a roadmap ranked by business risk. Our engineers then help fix what they find, adding secure coding standards, dependency scanning and secrets management to delivery pipelines so weaknesses stop reaching production.",
      more: "Defences need constant attention once they are in place. Our managed detection and response service watches endpoints, networks and cloud workloads, investigates alerts and contains incidents quickly, drawing on the security operations centres in our delivery network. We also run identity programmes covering single sign-on, least-privilege access and multi-factor authentication, and prepare teams for audits against ISO 27001, SOC 2, PCI DSS and sector privacy rules.",
    },
    offerings: [
      {
        title: "Security assessment and penetration testing",
        text: "Manual and automated testing of web apps, APIs, mobile apps and cloud accounts, reported with proof of exploit, business impact and clear remediation steps for every finding.",
      },
      {
        title: "Managed detection and response",
        text: "Analysts monitor endpoint, network and cloud telemetry, investigate suspicious activity and contain confirmed incidents by isolating hosts or disabling compromised accounts.",
      },
      {
        title: "Identity and access management",
        text: "Single sign-on, multi-factor authentication, privileged access controls and joiner-mover-leaver automation that give people the access they need and nothing more.",
      },
      {
        title: "Cloud security posture",
        text: "Continuous checks of AWS, Azure and Google Cloud configurations against hardened baselines, catching public storage buckets, open ports and over-permissive roles early.",
      },
      {
        title: "Secure software development",
        text: "Threat modelling, code review, static and dependency scanning built into CI/CD, plus developer training that focuses on the flaws your own codebase tends to produce.",
      },
      {
        title: "Governance, risk and compliance",
        text: "Policies, risk registers and control evidence aligned to ISO 27001, SOC 2, PCI DSS, HIPAA or GDPR, organised so that audits take days of preparation rather than months.",
      },
    ],
    approach: [
      {
        title: "Assess",
        text: "We review your architecture, controls and recent incidents, test the most exposed systems, and score risks by likelihood and business impact rather than by tool severity alone.",
      },
      {
        title: "Prioritise",
        text: "Findings become a phased roadmap: quick fixes for critical exposures first, then the structural work on identity, segmentation and secure delivery that reduces risk for good.",
      },
      {
        title: "Remediate",
        text: "Our engineers work inside your teams to patch, reconfigure and harden systems, automating the controls so the same weakness cannot quietly return with the next release.",
      },
      {
        title: "Monitor and respond",
        text: "Managed detection, regular retesting and tabletop exercises keep defences current and make sure people know exactly what to do when an incident happens.",
      },
    ],
    outcomes: [
      "A clear, ranked view of your security risks and who owns each one",
      "Faster detection and containment of incidents",
      "Fewer vulnerabilities reaching production releases",
      "Audit evidence collected continuously instead of in a last-minute rush",
    ],
    related: [
      {
        href: "/CloudCons",
        text: "Design cloud landing zones with security guardrails in place before the first workload moves.",
      },
      {
        href: "/TestingSer",
        text: "Combine security checks with functional and performance testing in one release pipeline.",
      },
      {
        href: "/ArtificialIntelligence",
        text: "Protect AI assistants and models against data leakage, prompt injection and misuse.",
      },
    ],
    closing: {
      heading: "Get a clear view of your security risks",
      text: "Start with a focused assessment of your most critical systems. You receive prioritised findings and a practical plan, whether or not we help with the fixes.",
    },
  }),

  // --- Cloud Consulting ------------------------------------------------------------------
  servicePage({
    path: "/CloudCons",
    title: "Cloud Consulting",
    description:
      "Cloud strategy, migration planning, landing zone design and FinOps advice to help organisations move to the cloud and keep its costs in check.",
    heading: "Cloud decisions grounded in business outcomes",
    lead: "We help organisations choose the right cloud approach, plan migrations that avoid disruption and keep spending under control once workloads are running.",
    image: "svc-hero-cloud-consulting",
    intro: {
      heading: "Strategy, migration and cost control",
      summary:
        "Moving to the cloud is a business decision as much as a technical one. Our consultants assess the application portfolio workload by workload and recommend whether to rehost, re-platform, refactor, replace or retire each one. The result is a business case built on realistic run costs, licensing and effort, and a migration plan sequenced in waves that limit the risk to daily operations.",
      more: "After migration the focus shifts to running well. We introduce FinOps practices that show each team what it spends and why, right-size resources and buy committed capacity only where usage is steady. Infrastructure as code, policy automation and reliability engineering keep environments consistent, compliant and recoverable as they grow across public cloud providers and any private data centres you decide to keep.",
    },
    offerings: [
      {
        title: "Cloud strategy and readiness",
        text: "An assessment of applications, skills, security and operating model that sets out where the cloud helps your business, which provider mix fits and what must change first.",
      },
      {
        title: "Migration planning",
        text: "Dependency mapping, target architectures and wave plans for each application group, with rollback steps and cutover windows agreed with the business well in advance.",
      },
      {
        title: "Landing zone design",
        text: "Account structure, networking, identity, logging and guardrails defined as code, giving every team a secure and consistent starting point on AWS, Azure or Google Cloud.",
      },
      {
        title: "FinOps and cost optimisation",
        text: "Tagging, showback reports, rightsizing and commitment planning that make cloud spending visible to the teams who drive it and stop waste from building up unnoticed.",
      },
      {
        title: "Application modernisation advice",
        text: "Guidance on containers, serverless functions and managed databases for the applications worth refactoring, with effort estimates weighed honestly against the expected benefit.",
      },
      {
        title: "Hybrid and multi-cloud governance",
        text: "Policies, service catalogues and operating procedures that keep workloads compliant and manageable when they span several providers and on-premises data centres.",
      },
    ],
    approach: [
      {
        title: "Assess the estate",
        text: "Discovery tools and interviews build an inventory of applications, servers, data flows and licences, along with each system's business criticality and the constraints on moving it.",
      },
      {
        title: "Decide and plan",
        text: "For every workload we agree a migration path, target design and cost estimate, then group the work into waves that build skills and confidence before critical systems move.",
      },
      {
        title: "Migrate in waves",
        text: "Each wave follows a tested runbook covering data synchronisation, cutover, validation and rollback, with business owners signing off before old infrastructure is retired.",
      },
      {
        title: "Optimise continuously",
        text: "Monthly cost and reliability reviews identify idle resources, better pricing options and architecture improvements, and feed them into each team's backlog as concrete tasks.",
      },
    ],
    outcomes: [
      "A cloud roadmap tied to business priorities and a realistic budget",
      "Migrations completed with minimal downtime and clear rollback options",
      "Cloud costs that teams can see, explain and control",
      "Secure, consistent environments built from reusable code",
    ],
    related: [
      {
        href: "/CloudInfrastructure",
        text: "Hand migrated workloads over to managed cloud operations, digital workplace and data centre services.",
      },
      {
        href: "/CyberSec",
        text: "Check cloud configurations continuously against hardened security baselines.",
      },
      {
        href: "/PerformanceEng",
        text: "Load test migrated applications so they meet their response-time goals on the new infrastructure.",
      },
    ],
    closing: {
      heading: "Plan your next cloud move with us",
      text: "Whether you are preparing a first migration or trying to rein in an existing cloud bill, our consultants can review your situation and outline sensible next steps.",
    },
  }),

  // --- Performance Engineering -----------------------------------------------------------
  servicePage({
    path: "/PerformanceEng",
    title: "Performance Engineering",
    description:
      "Load testing, capacity planning, application profiling and observability that keep systems fast and stable under real-world peak demand.",
    heading: "Fast, stable systems at peak demand",
    lead: "We find and fix performance bottlenecks before your customers do, from the first architecture review through to monitoring in production.",
    image: "svc-hero-performance",
    intro: {
      heading: "Performance as an engineering discipline",
      summary:
        "Performance problems are cheapest to fix when they are found early. We review architecture and design for scalability risks, agree measurable goals for response time and throughput, and build load models from real production traffic. Automated performance tests then run in the delivery pipeline, so a slow query or a memory leak is caught in the sprint that introduced it rather than on launch day.",
      more: "When systems are already live, we profile applications, databases and infrastructure to find where time and resources really go, then tune code, queries, caching and configuration. We plan capacity for product launches and seasonal peaks, and set up tracing and dashboards so operations teams can spot emerging slowdowns and act before they turn into outages that customers notice.",
    },
    offerings: [
      {
        title: "Load and stress testing",
        text: "Realistic user journeys replayed at expected and extreme volumes with tools such as JMeter, Gatling or k6, showing where response times degrade and which component fails first.",
      },
      {
        title: "Performance test automation",
        text: "Lightweight performance checks added to CI/CD pipelines, with baselines that fail a build when a change makes key transactions measurably slower.",
      },
      {
        title: "Application and database profiling",
        text: "Code-level profiling, query plan analysis and thread dump reviews that locate the exact methods, locks and indexes responsible for slow responses.",
      },
      {
        title: "Capacity planning",
        text: "Forecasts of the compute, storage and licence capacity needed for launches, campaigns and seasonal peaks, based on measured throughput rather than vendor rules of thumb.",
      },
      {
        title: "Observability and monitoring",
        text: "Distributed tracing, metrics and log correlation across services, with dashboards and alerts built around the user journeys that matter most to revenue.",
      },
      {
        title: "Front-end and mobile performance",
        text: "Page weight, rendering and network analysis for web and mobile apps, improving load times on the mid-range devices and slow connections that many customers actually use.",
      },
    ],
    approach: [
      {
        title: "Define the targets",
        text: "We agree response-time, throughput and resource goals for each critical transaction with business owners, based on real usage data and the peaks expected in the year ahead.",
      },
      {
        title: "Model and test",
        text: "Workload models reproduce realistic traffic mixes and data volumes in a production-like environment, and tests run at increasing load until the limits become clear.",
      },
      {
        title: "Diagnose and tune",
        text: "Profiling and tracing show which component causes each bottleneck; we fix it, retest and record the improvement, so every change is backed by evidence.",
      },
      {
        title: "Guard the gains",
        text: "Performance checks stay in the pipeline and production monitoring compares live behaviour with the tested baseline, so regressions are caught long before customers notice.",
      },
    ],
    outcomes: [
      "Confidence that systems will hold up on your busiest days",
      "Bottlenecks traced to a root cause and fixed, not masked with extra hardware",
      "Performance regressions caught during development",
      "Infrastructure sized to measured demand",
    ],
    related: [
      {
        href: "/TestingSer",
        text: "Fit performance checks into a wider quality strategy covering functional, API and accessibility testing.",
      },
      {
        href: "/CloudCons",
        text: "Match cloud capacity and pricing to the load profiles our tests measure.",
      },
      {
        href: "/Adms",
        text: "Carry tuning lessons into ongoing maintenance so that fixed bottlenecks stay fixed.",
      },
    ],
    closing: {
      heading: "Prepare for your next peak",
      text: "Planning a launch, a migration or a seasonal campaign? Tell us the date and the demand you expect, and we will propose a test plan that fits your timeline.",
    },
  }),

  // --- Testing Services ------------------------------------------------------------------
  servicePage({
    path: "/TestingSer",
    title: "Testing Services",
    description:
      "Test strategy, automation frameworks, and functional, mobile and accessibility testing that let teams release software with confidence.",
    heading: "Quality engineering that speeds up delivery",
    lead: "Our testers and automation engineers help teams release more often with fewer defects, using test strategies matched to risk rather than habit.",
    image: "svc-hero-testing",
    intro: {
      heading: "Testing that keeps pace with development",
      summary:
        "Testing should speed releases up, not slow them down. We design a test strategy that balances unit, API and user-interface tests according to risk, then build maintainable automation frameworks that run on every commit. Test data management and service virtualisation remove the wait for shared environments, so developers get feedback in minutes and can merge changes with confidence several times a day.",
      more: "Automation does not replace human judgement. Our specialists run exploratory, usability and accessibility testing, and check mobile apps on a wide range of real devices and operating system versions. For large programmes such as ERP rollouts or core system replacements, we provide independent testing and plain quality reporting that helps leaders decide, on evidence, whether a release is ready.",
    },
    offerings: [
      {
        title: "Test strategy and advisory",
        text: "A review of your current testing, defect history and release process, followed by a risk-based strategy that says what to test, at which level and how much automation is worth building.",
      },
      {
        title: "Test automation frameworks",
        text: "Maintainable UI, API and contract test suites built with tools such as Playwright, Selenium, REST Assured or Pact, wired into your CI/CD pipeline and owned by your team.",
      },
      {
        title: "Mobile app testing",
        text: "Functional, compatibility and interruption testing of iOS and Android apps on real devices, covering screen sizes, OS versions, network conditions and app store requirements.",
      },
      {
        title: "Accessibility testing",
        text: "Audits against WCAG 2.2 that combine automated scans with manual checks using screen readers, keyboard-only navigation and zoom, followed by fixes your designers and developers can apply.",
      },
      {
        title: "Test data and environments",
        text: "Masked, representative test data and virtualised dependencies that let teams test independently, without copying production data or queueing for a shared environment.",
      },
      {
        title: "Independent testing for large programmes",
        text: "Structured system integration and user acceptance testing for ERP, CRM and core system programmes, with traceability from requirements to tests and clear go-live criteria.",
      },
    ],
    approach: [
      {
        title: "Understand the risk",
        text: "We study the architecture, the business-critical journeys and past defects to decide where testing effort protects the most value and where it only adds delay.",
      },
      {
        title: "Shape the test pyramid",
        text: "Most checks move to fast unit and API tests, with a lean set of end-to-end journeys on top, so the suite stays quick, stable and inexpensive to maintain.",
      },
      {
        title: "Automate in the pipeline",
        text: "Tests run on every change with clear reports. Flaky tests are fixed or removed promptly, because a suite nobody trusts gets ignored and stops protecting releases.",
      },
      {
        title: "Report on quality",
        text: "Dashboards show coverage of critical journeys, defect trends and escape rates, giving product owners and leaders a factual basis for every release decision.",
      },
    ],
    outcomes: [
      "More frequent releases with fewer production defects",
      "Automated suites that run fast and stay reliable",
      "Apps that work for people using assistive technology",
      "Go-live decisions based on clear quality evidence",
    ],
    related: [
      {
        href: "/PerformanceEng",
        text: "Extend functional testing with load, stress and capacity testing ahead of peak periods.",
      },
      {
        href: "/Adms",
        text: "Keep regression suites current as applications are enhanced and maintained over the years.",
      },
      {
        href: "/CyberSec",
        text: "Add penetration testing and secure code scanning to your quality gates.",
      },
    ],
    closing: {
      heading: "Let's look at your testing",
      text: "Send us a short description of your release process and where defects slip through. We will suggest the changes that would make the biggest difference first.",
    },
  }),

  // --- Application Development & Maintenance ---------------------------------------------
  servicePage({
    path: "/Adms",
    title: "Application Development & Maintenance",
    description:
      "Custom web and mobile application development plus ongoing maintenance, support and modernisation under clear, measurable service levels.",
    heading: "Applications built well and kept healthy",
    lead: "We design and build custom web and mobile applications, then support, enhance and modernise them for as long as they serve your business.",
    image: "svc-hero-adms",
    intro: {
      heading: "Build, run and improve",
      summary:
        "Our development teams take products from discovery to launch in short iterations, working closely with your stakeholders and using modern engineering practices. We build for the web, for native and cross-platform mobile, and the backend services behind them. Architecture decisions are recorded, code is reviewed and tested automatically, and every release goes out through a repeatable pipeline rather than by hand.",
      more: "Most of an application's lifetime cost comes after launch, so we take maintenance seriously. Support teams handle incidents, fixes and small enhancements under agreed service levels, trace recurring problems to their root causes and pay down technical debt steadily. When an older system needs replacing, we modernise it incrementally, so the business keeps running while the new platform takes shape around it.",
    },
    offerings: [
      {
        title: "Custom application development",
        text: "Web applications and backend services designed around your workflows and built with mainstream frameworks such as React, .NET, Java and Node.js, so your own developers can maintain them.",
      },
      {
        title: "Mobile app development",
        text: "Native iOS and Android or cross-platform apps with Flutter or React Native, including offline use, push notifications, secure login and publishing through both app stores.",
      },
      {
        title: "Application maintenance and support",
        text: "Incident handling, bug fixes and minor enhancements under agreed response and resolution times, with monthly reports on trends, root causes and the health of each application.",
      },
      {
        title: "Legacy modernisation",
        text: "Step-by-step replacement of ageing monoliths and mainframe-era code using the strangler pattern, moving functions to new services while the old system keeps running.",
      },
      {
        title: "API and integration development",
        text: "Documented REST and event-based APIs that connect applications to ERP, CRM, payment and partner systems, with versioning and monitoring that keep integrations dependable.",
      },
      {
        title: "DevOps and release engineering",
        text: "Build pipelines, automated deployments, infrastructure as code and feature flags that make releases small and routine, and easy to roll back when something goes wrong.",
      },
    ],
    approach: [
      {
        title: "Discover",
        text: "Short discovery sprints clarify users, goals, constraints and risks, ending with a prioritised backlog, a high-level architecture and a delivery estimate you can plan around.",
      },
      {
        title: "Build iteratively",
        text: "Cross-functional teams deliver working software every sprint, demonstrate it to stakeholders and adjust priorities based on what users and the business learn along the way.",
      },
      {
        title: "Transition to support",
        text: "Before launch we document the system, set up monitoring and runbooks and agree service levels, so the move from project to support is a continuation rather than a handover.",
      },
      {
        title: "Improve continuously",
        text: "A standing enhancement budget, regular dependency updates and a technical debt register keep each application secure, current and inexpensive to change.",
      },
    ],
    outcomes: [
      "Applications delivered in small, visible increments",
      "Predictable support under agreed service levels",
      "Steadily falling incident volumes as root causes are removed",
      "Legacy systems modernised without a risky big-bang cutover",
    ],
    related: [
      {
        href: "/TestingSer",
        text: "Automate regression and real-device mobile testing for every release.",
      },
      {
        href: "/CloudCons",
        text: "Choose the right hosting model as each application is modernised.",
      },
      {
        href: "/PerformanceEng",
        text: "Make sure new and modernised applications stay responsive under real load.",
      },
    ],
    closing: {
      heading: "Tell us about your application",
      text: "Whether you need a new product built or an existing system supported and modernised, we will suggest a team shape and engagement model that suits it.",
    },
  }),

  // --- Salesforce ------------------------------------------------------------------------
  servicePage({
    path: "/Salesforce",
    title: "Salesforce",
    description:
      "Salesforce consulting and implementation across sales, service and marketing, including integration, custom development and managed support.",
    heading: "Salesforce implementations that teams actually adopt",
    lead: "As an implementation and consulting partner, we configure, extend and integrate Salesforce so that sales, service and marketing teams work from one accurate view of each customer.",
    image: "svc-hero-salesforce",
    intro: {
      heading: "Getting full value from Salesforce",
      summary:
        "Salesforce is highly configurable, which makes it easy to end up with a cluttered org that users avoid. We start with the processes and data your teams depend on, design a clean data model and favour declarative tools such as Flow before custom code. Where code is needed, our developers write tested Apex and Lightning Web Components that follow platform conventions and survive each seasonal release.",
      more: "A CRM is only as useful as the data flowing into it. We integrate Salesforce with ERP, billing, marketing and support systems through managed APIs and middleware, and migrate legacy CRM records with careful cleansing and de-duplication. After go-live we provide role-based training, adoption tracking and managed support, adding features in regular releases so the platform keeps pace with the business.",
    },
    offerings: [
      {
        title: "Sales Cloud implementation",
        text: "Lead, opportunity and forecast management configured around your real sales stages, territories and approval rules, with dashboards that managers use in weekly pipeline reviews.",
      },
      {
        title: "Service Cloud and contact centre",
        text: "Case routing, knowledge articles, entitlements and omni-channel queues that help agents resolve requests from phone, e-mail, chat and self-service portals in one console.",
      },
      {
        title: "Marketing and customer engagement",
        text: "Journeys, segmentation and consent management connected to CRM data, so campaigns reach the right customers and sales teams can see every interaction those customers have had.",
      },
      {
        title: "Experience Cloud portals",
        text: "Partner, dealer and customer portals where users log cases, track orders and update their details, branded for your company and secured with the right sharing rules.",
      },
      {
        title: "Integration and data migration",
        text: "MuleSoft or other middleware connecting Salesforce with ERP, billing and data platforms, plus migration from legacy CRMs with cleansing, de-duplication and reconciliation.",
      },
      {
        title: "Org health and managed services",
        text: "Reviews of technical debt, security settings and unused customisation, followed by ongoing administration, release management and enhancements from a dedicated support team.",
      },
    ],
    approach: [
      {
        title: "Align on outcomes",
        text: "Workshops with sales, service and marketing leaders define the measures that matter, the processes to support and the data each team needs to see every day.",
      },
      {
        title: "Design the org",
        text: "We design the data model, security and sharing model, automation and integrations up front, choosing standard features first and documenting every custom decision.",
      },
      {
        title: "Build in releases",
        text: "Configuration and development happen in short sprints with sandbox demos, automated tests and a controlled deployment pipeline between environments.",
      },
      {
        title: "Drive adoption",
        text: "Role-based training, in-app guidance and adoption dashboards show who is using the system and where processes need simplifying in the first weeks after go-live.",
      },
    ],
    outcomes: [
      "One view of each customer shared by sales, service and marketing",
      "Higher user adoption because screens follow the real work",
      "Cleaner data with fewer duplicates and manual entries",
      "An org that stays maintainable through every platform release",
    ],
    related: [
      {
        href: "/BussinessProcess",
        text: "See how our business process services combine Salesforce with other SaaS suites and operations support.",
      },
      {
        href: "/IntelligentAt",
        text: "Automate the repetitive steps around your CRM, from document intake to data entry.",
      },
      {
        href: "/DataAnalytics",
        text: "Combine CRM data with finance and operations data for a fuller picture of your customers.",
      },
    ],
    closing: {
      heading: "Plan your Salesforce roadmap",
      text: "Starting fresh, untangling an existing org or connecting Salesforce to the rest of your systems? Tell us where you are and we will map out the next steps.",
    },
  }),

  // --- Pega ------------------------------------------------------------------------------
  servicePage({
    path: "/Pega",
    title: "Pega",
    description:
      "Pega consulting, case management design, decisioning and workflow implementation for organisations automating complex customer and back-office work.",
    heading: "Pega solutions for complex, rule-heavy processes",
    lead: "As an implementation and consulting partner, we build and extend Pega applications for case management, decisioning and customer engagement where processes are long, regulated and full of exceptions.",
    image: "svc-hero-pega",
    intro: {
      heading: "Case management and decisioning done right",
      summary:
        "Pega works best when it models work as cases with clear stages, rules and service levels. Our consultants help you design those case types around outcomes rather than around the screens of the system being replaced, and build them with the platform's low-code tools and reusable layers. That keeps applications maintainable and lets business users adjust rules without waiting for a development cycle.",
      more: "We use Pega's decisioning capabilities to deliver next-best-action recommendations in contact centres and digital channels, and connect the platform to core systems, document stores and robotic automation. Our teams also upgrade older Pega applications, reduce the custom code that blocks upgrades, and provide ongoing support, performance tuning and release management for applications already running in production.",
    },
    offerings: [
      {
        title: "Case management design",
        text: "Case types, stages, steps and service levels modelled with your operations team for processes such as loan origination, claims, complaints handling and customer onboarding.",
      },
      {
        title: "Customer decisioning",
        text: "Next-best-action strategies that combine eligibility rules, propensity models and contact policies to recommend the right offer or service action in every channel.",
      },
      {
        title: "Low-code application delivery",
        text: "Applications built in Pega's App Studio and Dev Studio on reusable enterprise layers, so new business lines and regions can be added without copying logic.",
      },
      {
        title: "Integration and automation",
        text: "Connectors to core banking, policy administration, CRM and document management systems, plus robotic automation for legacy screens that offer no usable API.",
      },
      {
        title: "Upgrades and modernisation",
        text: "Assessment and upgrade of older Pega applications to current versions, replacing custom code and dated interfaces with standard features so future upgrades are easier.",
      },
      {
        title: "Pega support and performance",
        text: "Production support, alert and log analysis, performance tuning and regular releases delivered by a team that understands both the platform and your business rules.",
      },
    ],
    approach: [
      {
        title: "Map the work",
        text: "We document how cases arrive, who touches them, which rules apply and where they wait, identifying the exceptions that currently consume most of the effort.",
      },
      {
        title: "Design case types",
        text: "Stages, data, decisions and service levels are designed with the business, along with a reuse strategy that keeps common rules in one shared layer.",
      },
      {
        title: "Build and validate",
        text: "Iterative sprints deliver working case flows that users test with realistic scenarios, while automated unit and scenario tests protect the rules from regression.",
      },
      {
        title: "Release and refine",
        text: "After go-live we track case volumes, cycle times and rule outcomes, and tune decisions and flows in regular releases as policies and products change.",
      },
    ],
    outcomes: [
      "Faster, more consistent handling of complex cases",
      "Business rules that authorised users can change safely",
      "Better-targeted offers and service actions in every channel",
      "Applications ready for future platform upgrades",
    ],
    related: [
      {
        href: "/IntelligentAt",
        text: "Pair Pega workflows with document processing and software robots for end-to-end automation.",
      },
      {
        href: "/BusinessExc",
        text: "Redesign processes and responsibilities before they are modelled as case types.",
      },
      {
        href: "/TestingSer",
        text: "Protect complex rule sets with automated regression suites that run on every change.",
      },
    ],
    closing: {
      heading: "Discuss your Pega programme",
      text: "Share the processes you want to automate or the Pega application you need to upgrade, and we will outline an approach, a team and a realistic timeline.",
    },
  }),

  // --- SAP -------------------------------------------------------------------------------
  servicePage({
    path: "/Sap",
    title: "SAP",
    description:
      "SAP consulting for implementations, cloud ERP migrations, integration, analytics and application management across finance, supply chain and HR.",
    heading: "SAP programmes delivered with business outcomes in view",
    lead: "As an implementation and consulting partner, we help organisations implement, migrate and run SAP, keeping the core clean and connecting it to the rest of the landscape.",
    image: "svc-hero-sap",
    intro: {
      heading: "From blueprint to steady state",
      summary:
        "An SAP programme touches finance, procurement, manufacturing and logistics at once, so early design choices have long consequences. Our consultants lead fit-to-standard workshops, keep custom development to a minimum and move necessary extensions out of the core. Whether you are implementing for the first time or converting an older ECC system to S/4HANA, we plan data migration and cutover in detail.",
      more: "SAP rarely stands alone. We integrate it with CRM, e-commerce, warehouse and banking systems, build reporting and analytics on its data, and automate routine finance and supply chain tasks. After go-live, our application management teams handle support, enhancements and regular updates, and monitor system health so that month-end close and peak order periods run without surprises.",
    },
    offerings: [
      {
        title: "S/4HANA implementation and conversion",
        text: "New implementations, system conversions from ECC and selective data transitions, with the route chosen from your data quality, level of customisation and appetite for process change.",
      },
      {
        title: "Finance and controlling",
        text: "General ledger, receivables, payables, asset accounting and controlling configured for a faster close, cleaner intercompany processes and reliable management reporting.",
      },
      {
        title: "Supply chain and manufacturing",
        text: "Procurement, inventory, production planning, quality management and warehouse processes set up to match how your plants and distribution centres actually operate.",
      },
      {
        title: "Integration and extensions",
        text: "Interfaces built on SAP Integration Suite or your existing middleware, and side-by-side extensions on SAP BTP that keep the ERP core clean and easy to upgrade.",
      },
      {
        title: "Analytics and reporting",
        text: "Embedded analytics, data models and dashboards that give finance and operations teams current figures without extracts, manual consolidation or spreadsheet macros.",
      },
      {
        title: "Application management services",
        text: "Incident and change management, periodic updates, performance monitoring and small enhancements delivered under service levels by consultants who know your configuration.",
      },
    ],
    approach: [
      {
        title: "Prepare",
        text: "We assess the current landscape, data quality and custom code, confirm scope and deployment approach, and set up governance for design decisions and change control.",
      },
      {
        title: "Fit to standard",
        text: "Workshops walk business teams through standard SAP processes, capturing genuine gaps and agreeing how each will be closed by configuration, extension or process change.",
      },
      {
        title: "Realise and test",
        text: "Configuration, development, integration and data migration are delivered in iterations and verified through integration testing, trial data loads and user acceptance cycles.",
      },
      {
        title: "Deploy and support",
        text: "Rehearsed cutovers, hypercare and a structured handover to application management keep operations stable through go-live and the first period-end closes.",
      },
    ],
    outcomes: [
      "A clean SAP core that is easier to upgrade",
      "A faster period-end close with reliable figures",
      "Integrated processes from purchase order to payment",
      "Stable operations after go-live, supported under agreed service levels",
    ],
    related: [
      {
        href: "/DigitalSupp",
        text: "Extend SAP planning and logistics data into control towers and supplier portals.",
      },
      {
        href: "/DataAnalytics",
        text: "Combine SAP data with other sources in a governed analytics platform.",
      },
      {
        href: "/TestingSer",
        text: "Run independent integration and acceptance testing for your SAP programme.",
      },
    ],
    closing: {
      heading: "Talk to our SAP consultants",
      text: "Whether you face an ECC end-of-support deadline or want more from an existing S/4HANA system, we can review your landscape and recommend a practical route forward.",
    },
  }),

  // --- Oracle ----------------------------------------------------------------------------
  servicePage({
    path: "/Oracle",
    title: "Oracle",
    description:
      "Oracle consulting for cloud ERP, HCM and database projects, including implementation, migration from on-premises systems and managed support.",
    heading: "Oracle applications and databases, implemented and run well",
    lead: "As an implementation and consulting partner, we help organisations adopt Oracle Cloud applications, modernise Oracle databases and keep critical Oracle systems secure and supported.",
    image: "svc-hero-oracle",
    intro: {
      heading: "Oracle expertise across applications and data",
      summary:
        "Many organisations still rely on on-premises E-Business Suite or JD Edwards systems customised over many years. We help them move to Oracle Fusion Cloud ERP and HCM, adopting standard processes wherever possible and rebuilding only the extensions that genuinely set them apart. Our consultants run design workshops, configure finance, procurement and HR modules, and plan data migration and testing in detail.",
      more: "On the technology side, we tune and upgrade Oracle databases, migrate them to Oracle Cloud Infrastructure or other clouds, and set up high availability and disaster recovery. We integrate Oracle applications with the rest of the landscape through APIs and Oracle Integration Cloud, and provide managed support that applies quarterly updates, resolves incidents and keeps environments and licences under control.",
    },
    offerings: [
      {
        title: "Oracle Cloud ERP",
        text: "Financials, procurement and project management in Oracle Fusion Cloud, configured around standard processes and supported by a change plan for finance and purchasing teams.",
      },
      {
        title: "Oracle Cloud HCM",
        text: "Core HR, payroll interfaces, talent and absence management set up for your countries and policies, with employee self-service that cuts down routine HR requests.",
      },
      {
        title: "E-Business Suite and JD Edwards support",
        text: "Support, patching and targeted enhancements for on-premises Oracle applications, keeping them stable while a cloud migration is planned and carried out.",
      },
      {
        title: "Database services",
        text: "Performance tuning, version upgrades, replication, backup and recovery for Oracle Database, including Exadata and Autonomous Database environments.",
      },
      {
        title: "Migration to cloud infrastructure",
        text: "Moving Oracle databases and applications to Oracle Cloud Infrastructure or another cloud, with licensing reviewed in advance so the running costs hold no surprises.",
      },
      {
        title: "Integration and reporting",
        text: "Oracle Integration Cloud flows connecting Oracle applications to banks, CRM and HR systems, plus reports and dashboards built for finance and operations users.",
      },
    ],
    approach: [
      {
        title: "Review the landscape",
        text: "We catalogue Oracle applications, databases, customisations, interfaces and licences, and identify what must move, what can be retired and what should stay as it is.",
      },
      {
        title: "Design the target",
        text: "Solution workshops define processes, configuration, data conversion and integrations for the target platform, with every deviation from standard recorded and justified.",
      },
      {
        title: "Configure and migrate",
        text: "Iterative build cycles are paired with repeated mock data conversions and testing, so the final migration is a rehearsed routine rather than a first attempt.",
      },
      {
        title: "Run and update",
        text: "Managed services apply Oracle's quarterly updates, regression test them, resolve incidents and keep improving reports and processes long after go-live.",
      },
    ],
    outcomes: [
      "A clear plan for moving from on-premises Oracle to the cloud",
      "Faster, more reliable Oracle databases",
      "Quarterly updates applied without disruption",
      "Finance and HR processes closer to standard and easier to support",
    ],
    related: [
      {
        href: "/CloudCons",
        text: "Decide where Oracle workloads should run alongside the rest of your cloud estate.",
      },
      {
        href: "/DataAnalytics",
        text: "Bring Oracle ERP and HCM data into enterprise reporting and forecasting.",
      },
      {
        href: "/PerformanceEng",
        text: "Diagnose slow Oracle queries and batch jobs before the period-end peak.",
      },
    ],
    closing: {
      heading: "Plan your Oracle roadmap",
      text: "Tell us which Oracle applications and databases you run today and where you want to be. We will outline a roadmap covering migration, support and licensing.",
    },
  }),

  // --- Business Excellence ---------------------------------------------------------------
  servicePage({
    path: "/BusinessExc",
    title: "Business Excellence",
    description:
      "Operating model design, Lean process improvement and performance management programmes that help organisations work better before they automate.",
    heading: "Better processes before better technology",
    lead: "We help leadership teams simplify operating models, remove waste from processes and build a performance culture that lasts after the consultants leave.",
    image: "svc-hero-business-excellence",
    intro: {
      heading: "Continuous improvement that sticks",
      summary:
        "Digitising a broken process only makes it fail faster. Our business excellence consultants map value streams, measure where time, cost and quality are lost, and redesign processes with the people who run them every day. We apply Lean and Six Sigma methods pragmatically, choosing the tools that fit the problem, and make sure every change has an owner and a measure of success.",
      more: "Improvement lasts when it becomes part of how an organisation manages itself. We help design operating models with clear roles and decision rights, set up performance dashboards linked to strategy, and train internal improvement champions. Where technology will help, we pass well-defined requirements to our delivery teams, so automation and new systems build on processes that already work.",
    },
    offerings: [
      {
        title: "Value stream mapping",
        text: "End-to-end maps of order-to-cash, procure-to-pay, onboarding or service processes that show hand-offs, waiting time and rework in a form everyone can discuss.",
      },
      {
        title: "Lean process redesign",
        text: "Facilitated redesign of selected processes with the teams who run them, removing unnecessary steps, approvals and hand-offs before any system change is considered.",
      },
      {
        title: "Operating model design",
        text: "Clear structures, roles, decision rights and governance forums for shared services, global process ownership or organisations coming together after a merger.",
      },
      {
        title: "Performance management",
        text: "Balanced scorecards, KPI trees and visual management boards that connect daily team measures with strategic goals and make performance conversations routine.",
      },
      {
        title: "Root cause problem solving",
        text: "Structured problem solving with data analysis, fishbone diagrams and controlled trials to fix chronic quality issues, complaints or delays at their source.",
      },
      {
        title: "Improvement capability building",
        text: "Training and coaching for internal champions and managers, so your organisation can run its own improvement projects long after our engagement has finished.",
      },
    ],
    approach: [
      {
        title: "Diagnose",
        text: "Interviews, data analysis and time spent on the shop floor or in the service centre give an honest picture of how work flows today and where the largest losses lie.",
      },
      {
        title: "Redesign",
        text: "Cross-functional teams design the future process, roles and measures in short workshops, testing ideas on a small scale before committing to a full rollout.",
      },
      {
        title: "Implement",
        text: "Changes are introduced in planned waves with training, updated procedures and visual management, and early results are reviewed with leaders every week.",
      },
      {
        title: "Sustain",
        text: "Standard work, regular performance reviews and trained internal champions keep the new way of working in place and generate the next round of improvements.",
      },
    ],
    outcomes: [
      "Shorter lead times and fewer errors in core processes",
      "Clear ownership of every process and measure",
      "Requirements for new technology based on a proven process",
      "An internal improvement capability that keeps delivering",
    ],
    related: [
      {
        href: "/IntelligentAt",
        text: "Automate the redesigned process once it runs well in practice.",
      },
      {
        href: "/BussinessProcess",
        text: "Combine process improvement with SaaS platforms and operations support.",
      },
      {
        href: "/DataAnalytics",
        text: "Turn performance measures into reliable dashboards that refresh themselves.",
      },
    ],
    closing: {
      heading: "Start with one process",
      text: "Choose a process that frustrates customers or staff. We will run a short diagnostic, show where the time, cost and errors come from and explain how to remove them.",
    },
  }),

  // --- Metaverse -------------------------------------------------------------------------
  servicePage({
    path: "/Metaverse",
    title: "Metaverse",
    description:
      "Immersive training, virtual showrooms, digital twins and augmented reality apps designed around clear business goals rather than novelty.",
    heading: "Immersive experiences with a clear business purpose",
    lead: "We design and build augmented, virtual and mixed reality experiences for training, sales and operations, focusing on uses where immersion genuinely helps.",
    image: "svc-hero-metaverse",
    intro: {
      heading: "Practical immersive technology",
      summary:
        "Immersive technology earns its place when it solves a problem that flat screens cannot. We help clients find those cases, such as rehearsing hazardous procedures safely, showing customers products too large to ship, or letting a remote expert guide a technician through a repair. Each concept is prototyped and tested with real users before any significant investment is made.",
      more: "Our engineers build experiences with established real-time engines such as Unity and Unreal and deploy them to headsets, phones, tablets and browsers. We create digital twins that combine live sensor data with 3D models of plants and buildings, and virtual showrooms that connect to your commerce and CRM systems. Usage analytics show how people interact with each experience, so it can keep improving.",
    },
    offerings: [
      {
        title: "Immersive training",
        text: "Virtual reality simulations for hazardous, rare or expensive procedures, such as equipment shutdowns or emergency response, with scoring that shows trainers where each learner struggled.",
      },
      {
        title: "Augmented reality field support",
        text: "Phone, tablet and headset apps that overlay instructions on equipment and let remote experts see what a technician sees and annotate it in real time.",
      },
      {
        title: "Digital twins",
        text: "Interactive 3D models of plants, buildings or networks fed by live sensor and maintenance data, used for monitoring, planning changes and onboarding new staff.",
      },
      {
        title: "Virtual showrooms and configurators",
        text: "Browser-based 3D experiences where customers explore and configure large or complex products, with their selections passed straight to a quote in your CRM or commerce platform.",
      },
      {
        title: "Virtual events and collaboration spaces",
        text: "Persistent spaces for product launches, sales kick-offs and design reviews that work in a browser as well as on headsets, with access control and attendance data.",
      },
      {
        title: "Immersive strategy and prototyping",
        text: "Short discovery engagements that test whether immersion adds value for a specific use case, ending in a working prototype and user feedback rather than a slide deck.",
      },
    ],
    approach: [
      {
        title: "Find the use case",
        text: "We look for tasks where spatial understanding, safety or distance make conventional screens fall short, and estimate the value of doing those tasks differently.",
      },
      {
        title: "Prototype quickly",
        text: "A focused prototype on the target device is tested with real users within weeks, answering questions about comfort, usability and benefit before full investment.",
      },
      {
        title: "Build for scale",
        text: "Production versions add content pipelines, device management, integration with enterprise systems and analytics, so the experience can be rolled out and updated.",
      },
      {
        title: "Measure and evolve",
        text: "Usage and learning data show what works; content and interactions are refined in regular releases, and new scenarios are added as adoption grows.",
      },
    ],
    outcomes: [
      "Safer, more repeatable training for high-risk tasks",
      "Fewer site visits thanks to remote expert guidance",
      "Complex products that customers can explore before they buy",
      "Decisions on immersive technology based on tested prototypes",
    ],
    related: [
      {
        href: "/ArtificialIntelligence",
        text: "Add speech, vision and conversational assistants to immersive experiences.",
      },
      {
        href: "/EngeneeringService",
        text: "Connect digital twins to the devices, networks and platforms our engineering teams build.",
      },
      {
        href: "/DataAnalytics",
        text: "Analyse the training and usage data that immersive experiences collect.",
      },
    ],
    closing: {
      heading: "Test an immersive idea",
      text: "Have a training, sales or support challenge that AR or VR might help with? We can help you decide quickly, with a prototype, whether it is worth pursuing.",
    },
  }),

  // --- Blockchain ------------------------------------------------------------------------
  servicePage({
    path: "/Blockchain",
    title: "Blockchain",
    description:
      "Distributed ledger consulting, smart contract development and tokenisation solutions for traceability, settlement and multi-party data sharing.",
    heading: "Blockchain where shared trust creates value",
    lead: "We help organisations decide whether a distributed ledger fits their problem, then design, build and secure solutions that work alongside existing systems.",
    image: "svc-hero-blockchain",
    intro: {
      heading: "Shared ledgers for real business problems",
      summary:
        "Blockchain is a good fit when several parties need to share records that none of them fully controls, such as provenance data along a supply chain or settlement between trading partners. Our consultants test that fit honestly, comparing a ledger with a simpler shared database, and then choose between permissioned and public networks based on privacy, performance and governance needs.",
      more: "Our engineers write and audit smart contracts, build wallets and user interfaces, and integrate ledgers with ERP, payment and identity systems so information flows in both directions. We deliver traceability, digital credential and asset tokenisation solutions with independent security reviews, careful key management and clear operating rules agreed among participants before anything reaches production.",
    },
    offerings: [
      {
        title: "Blockchain fit assessment",
        text: "A structured review of your use case, participants and data that tells you plainly whether a distributed ledger adds value or a conventional shared database would serve better.",
      },
      {
        title: "Permissioned networks",
        text: "Consortium networks on platforms such as Hyperledger Fabric or enterprise Ethereum clients, with membership, privacy and governance rules agreed among all participants.",
      },
      {
        title: "Smart contract development and audit",
        text: "Smart contracts written with tested patterns, reviewed for reentrancy, access control and upgrade risks, and documented so participants understand exactly what the code enforces.",
      },
      {
        title: "Supply chain traceability",
        text: "Shared records of origin, handling and certification that follow products from source to shelf, supporting recalls, sustainability claims and customs documentation.",
      },
      {
        title: "Tokenisation and digital assets",
        text: "Token designs for loyalty points, invoices or fractional assets, with custody, compliance checks and integration into existing payment and accounting processes.",
      },
      {
        title: "Verifiable credentials",
        text: "Tamper-evident digital certificates for qualifications, licences or product compliance that third parties can verify instantly without contacting the issuer.",
      },
    ],
    approach: [
      {
        title: "Test the fit",
        text: "We examine who needs to share what, how much trust exists between the parties and which regulations apply, before any technology choice is made.",
      },
      {
        title: "Design the network",
        text: "Participants agree governance, data privacy, consensus and onboarding rules, and we design the contracts, integrations and key management to match them.",
      },
      {
        title: "Build and secure",
        text: "Smart contracts, interfaces and integrations are built iteratively, tested extensively and reviewed for security before any value or sensitive data is recorded.",
      },
      {
        title: "Launch and operate",
        text: "A pilot with a small group of participants proves the model; we then support node operations, monitoring and contract upgrades as the network grows.",
      },
    ],
    outcomes: [
      "An honest answer on whether a ledger suits your problem",
      "Shared records that every participant can trust and verify",
      "Smart contracts reviewed for security before launch",
      "Ledger data connected to the systems people already use",
    ],
    related: [
      {
        href: "/DigitalSupp",
        text: "Feed ledger-based traceability records into supply chain control towers.",
      },
      {
        href: "/CyberSec",
        text: "Protect keys, wallets and nodes with proven security operations.",
      },
      {
        href: "/Adms",
        text: "Build the web and mobile applications that participants use to read and write ledger records.",
      },
    ],
    closing: {
      heading: "Check whether blockchain fits",
      text: "Describe the records you share with partners and the problems that causes. We will tell you honestly whether a ledger helps and what the alternatives are.",
    },
  }),

  // --- Artificial Intelligence -----------------------------------------------------------
  servicePage({
    path: "/ArtificialIntelligence",
    title: "Artificial Intelligence",
    description:
      "AI strategy, machine learning models, generative AI assistants and responsible AI governance, taken from proof of concept into reliable production.",
    heading: "Artificial intelligence that moves beyond the pilot",
    lead: "We help organisations find valuable uses for machine learning and generative AI, build them responsibly and run them reliably in production.",
    image: "svc-hero-ai",
    intro: {
      heading: "From use case to production",
      summary:
        "Many AI initiatives stop at an impressive demo. We begin with use cases tied to measurable outcomes, such as faster claims review, better demand forecasts or shorter support queues, and check that the data needed actually exists and may be used lawfully. Our data scientists and engineers then build models and generative AI assistants grounded in your own documents and systems, with evaluation built in.",
      more: "Running AI safely needs the same discipline as any production software, and more. We set up MLOps pipelines for retraining, monitoring and rollback, and guard generative applications against data leakage, prompt injection and inaccurate answers. Our responsible AI framework covers bias testing, explainability, human oversight and documentation, helping you meet rules such as the EU AI Act and keep the trust of customers and employees.",
    },
    offerings: [
      {
        title: "AI strategy and use case selection",
        text: "A prioritised portfolio of AI opportunities scored on value, feasibility, data readiness and risk, with a clear plan for taking the first few into production.",
      },
      {
        title: "Generative AI assistants",
        text: "Assistants that answer questions from your policies, manuals and knowledge bases using retrieval-augmented generation, citing their sources and respecting user permissions.",
      },
      {
        title: "Machine learning models",
        text: "Forecasting, classification, recommendation and anomaly detection models built on your data, evaluated against simple baselines and explained in terms the business understands.",
      },
      {
        title: "Computer vision and document AI",
        text: "Models that inspect products on a line, assess damage photos or extract data from forms and scanned documents, with human review for low-confidence results.",
      },
      {
        title: "MLOps and model operations",
        text: "Pipelines that version data and models, automate retraining and deployment, and monitor drift and accuracy so models keep performing long after launch.",
      },
      {
        title: "Responsible AI and governance",
        text: "Policies, risk assessments, model documentation and testing for bias and robustness, aligned with emerging regulation and with your own ethical standards.",
      },
    ],
    approach: [
      {
        title: "Frame the problem",
        text: "We define the decision or task to improve, how success will be measured and which data, systems and people are involved, before any model is trained.",
      },
      {
        title: "Prove the value",
        text: "A time-boxed proof of value tests the approach on real data against today's baseline, including failure cases and the cost of running it at scale.",
      },
      {
        title: "Engineer for production",
        text: "Successful models are rebuilt to production standards, with security, integration, monitoring and human-in-the-loop controls designed in from the start.",
      },
      {
        title: "Monitor and govern",
        text: "Accuracy, drift, cost and user feedback are tracked continuously, and a governance forum reviews changes, incidents and new use cases as they arise.",
      },
    ],
    outcomes: [
      "AI investment focused on use cases with measurable value",
      "Models and assistants that run reliably in production",
      "Clear controls for privacy, bias and accuracy",
      "Teams who understand and trust the AI they use",
    ],
    related: [
      {
        href: "/DataAnalytics",
        text: "Build the trusted data foundation that every AI model depends on.",
      },
      {
        href: "/IntelligentAt",
        text: "Put models to work inside automated end-to-end processes.",
      },
      {
        href: "/Metaverse",
        text: "Bring assistants and computer vision into augmented reality tools for field teams.",
      },
    ],
    closing: {
      heading: "Explore AI for your business",
      text: "Bring us a process or decision you believe AI could improve. We will assess the data, the risks and the likely value, and suggest a sensible first step.",
    },
  }),

  // --- Data Analytics --------------------------------------------------------------------
  servicePage({
    path: "/DataAnalytics",
    title: "Data Analytics",
    description:
      "Modern data platforms, data engineering, governance, business intelligence and self-service analytics that turn scattered data into trusted decisions.",
    heading: "Trusted data, clear insight, better decisions",
    lead: "We build the data platforms, pipelines and dashboards that let people across your organisation answer their own questions with data they can trust.",
    image: "svc-hero-data",
    intro: {
      heading: "Building a data foundation that lasts",
      summary:
        "Good analytics starts with good data engineering. We design cloud data platforms, whether warehouse, lakehouse or a mix, and build automated pipelines that ingest data from operational systems, apply quality checks and record lineage. Governance stays practical rather than bureaucratic: clear ownership, consistent definitions and access controls that protect sensitive information without slowing analysts down.",
      more: "On that foundation, we deliver the insight. Our analysts and designers build dashboards around the decisions people actually make, create semantic models so that a metric means the same thing in every report, and support self-service exploration with training. Where questions demand more, we add forecasting and advanced analytics, and help organisations build the data culture that keeps it all in use.",
    },
    offerings: [
      {
        title: "Data platform engineering",
        text: "Cloud data warehouses and lakehouses on platforms such as Snowflake, Databricks, BigQuery or Microsoft Fabric, designed around your data volumes, security needs and budget.",
      },
      {
        title: "Data pipelines and integration",
        text: "Batch and streaming pipelines that load data from ERP, CRM, IoT and SaaS sources, with automated tests, monitoring and lineage so failures are spotted and fixed quickly.",
      },
      {
        title: "Data governance and quality",
        text: "Data ownership, business glossaries, quality rules and access policies that make data trustworthy and help you meet privacy obligations such as GDPR and CCPA.",
      },
      {
        title: "Business intelligence and dashboards",
        text: "Reports and dashboards in Power BI, Tableau or Looker designed around specific decisions, with consistent metrics defined once in a shared semantic model.",
      },
      {
        title: "Advanced analytics and forecasting",
        text: "Statistical and machine learning analysis for forecasting, segmentation, pricing and churn, delivered as repeatable models rather than one-off spreadsheet exercises.",
      },
      {
        title: "Data literacy and self-service",
        text: "Training, templates and office hours that help business users explore data confidently, ask sharper questions and read charts without misinterpreting them.",
      },
    ],
    approach: [
      {
        title: "Start from decisions",
        text: "We identify the decisions and questions that matter most to each function and trace the data needed to answer them, which keeps the platform focused on value.",
      },
      {
        title: "Build the foundation",
        text: "Core data sources are brought into the platform first, with quality checks, documentation and access controls in place from the very first pipeline.",
      },
      {
        title: "Deliver insight iteratively",
        text: "Dashboards and models are released in small increments, reviewed with their users and refined until they become part of regular meetings and routines.",
      },
      {
        title: "Scale and govern",
        text: "Data owners, stewards and a platform team share responsibility for quality, cost and new requests, so the platform can grow without descending into disorder.",
      },
    ],
    outcomes: [
      "One trusted version of key business metrics",
      "Faster answers without waiting for custom reports",
      "Data pipelines that are monitored, tested and documented",
      "A data platform ready for machine learning and AI",
    ],
    related: [
      {
        href: "/ArtificialIntelligence",
        text: "Use the governed data platform to train and run machine learning models.",
      },
      {
        href: "/CloudCons",
        text: "Choose the right cloud architecture and cost controls for your data platform.",
      },
      {
        href: "/DigitalSupp",
        text: "Apply analytics to demand forecasting, inventory and supplier performance.",
      },
    ],
    closing: {
      heading: "Make your data work harder",
      text: "Tell us which decisions are held back by slow or unreliable data. We will propose a platform and reporting approach that delivers trusted answers quickly.",
    },
  }),

  // --- Products & Platforms --------------------------------------------------------------
  servicePage({
    path: "/ProductsPlatforms",
    title: "Products & Platforms",
    description:
      "Corvane's reusable accelerators, frameworks and platform offerings that shorten delivery time and reduce risk on software, cloud and data projects.",
    heading: "Accelerators and platforms that give projects a head start",
    lead: "Over 10 years of delivery have shown us which components nearly every project needs. We package them as reusable accelerators so clients start from proven foundations.",
    image: "svc-hero-platforms",
    intro: {
      heading: "Proven building blocks, adapted to you",
      summary:
        "Rather than starting every engagement from a blank page, our teams draw on a library of accelerators built and refined across client projects. It includes cloud landing zone templates, test automation frameworks, data pipeline blueprints, mobile app starter kits and migration toolkits. Each one is documented, security reviewed and maintained, and each is adapted to your standards rather than imposed on them.",
      more: "Alongside the accelerators, we offer platform solutions that clients can adopt as managed services, such as an automation control centre, a customer onboarding workflow and analytics foundations. Through our 50+ product alliances, these platforms integrate with the tools you already use. You keep ownership of your data, code and configuration, while we keep the underlying platform current, secure and supported.",
    },
    offerings: [
      {
        title: "Cloud landing zone templates",
        text: "Infrastructure-as-code modules for accounts, networking, identity, logging and security guardrails, adapted to your policies and deployable in days rather than weeks.",
      },
      {
        title: "Test automation framework",
        text: "A ready-made framework for web, API and mobile testing with reporting and pipeline integration, so automated tests start delivering value from the first sprint.",
      },
      {
        title: "Data pipeline blueprints",
        text: "Reusable ingestion, quality-check and transformation patterns for common sources, speeding up the build of a governed data platform while keeping lineage intact.",
      },
      {
        title: "Mobile app starter kit",
        text: "A secure foundation for iOS and Android apps with login, push notifications, analytics, accessibility checks and release automation already configured.",
      },
      {
        title: "Automation control centre",
        text: "A managed platform for scheduling, monitoring and reporting on software robots and automated workflows, with alerts and a clear record of the business benefit delivered.",
      },
      {
        title: "Customer onboarding workflow",
        text: "A configurable onboarding flow with identity verification, document capture, e-signature and CRM integration, adaptable for banking, insurance and utility customers.",
      },
    ],
    approach: [
      {
        title: "Match to your needs",
        text: "We review your goals and standards and select the accelerators that fit, explaining openly what each one covers and where bespoke work will still be required.",
      },
      {
        title: "Adapt and integrate",
        text: "Accelerators are configured to your naming, security and architecture rules and integrated with your tools, so the result looks and behaves like your own code.",
      },
      {
        title: "Hand over or manage",
        text: "You can take full ownership with documentation and training, or ask us to run the platform as a managed service under agreed service levels.",
      },
      {
        title: "Keep current",
        text: "Improvements from across our client work flow back into the accelerators, and managed platforms receive security patches and feature updates on a regular schedule.",
      },
    ],
    outcomes: [
      "Faster project starts built on tested components",
      "Lower delivery risk through proven patterns",
      "Full ownership of your code, data and configuration",
      "Platforms that stay patched and current",
    ],
    related: [
      {
        href: "/CloudCons",
        text: "Pair the landing zone templates with migration planning and FinOps advice.",
      },
      {
        href: "/TestingSer",
        text: "Extend the test automation framework with strategy, mobile and accessibility testing.",
      },
      {
        href: "/IntelligentAt",
        text: "Run the automations our specialists build on the managed control centre.",
      },
    ],
    closing: {
      heading: "See what could speed up your project",
      text: "Tell us what you are building. We will show you which accelerators apply, how much of the groundwork they cover and what remains to be built specifically for you.",
    },
  }),
];
