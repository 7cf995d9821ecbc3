import type { PageInput } from "../schema";

export const servicePages: PageInput[] = [
  {
    path: "/IntelligentAt",
    title: "Intelligent Automation",
    description:
      "Process discovery, robotic process automation, document intelligence and workflow orchestration that remove repetitive work from operations teams.",
    sections: [
      {
        type: "hero",
        eyebrow: "Services",
        heading: "Automation that takes the repetitive work off your teams",
        lead: "We combine process mining, software robots, document AI and workflow tools to automate end-to-end processes, not just individual keystrokes.",
      },
      {
        type: "prose",
        heading: "Automating whole processes, responsibly",
        paragraphs: [
          "Automation projects stall when teams script individual tasks without understanding the process around them. We start with process discovery, using system logs and workshops to map how work really flows and where time is lost. Candidates are ranked by value and feasibility, so the first automations pay back quickly and build the confidence needed for larger programmes.",
          "Our engineers pair robotic process automation with document understanding, decision rules and machine learning where each fits best, and orchestrate them in workflows that route exceptions to people. We set up a centre of excellence with governance, reusable components and monitoring, so bots are treated as production software: versioned, tested and supported rather than left to break quietly.",
        ],
      },
    ],
  },
  {
    path: "/DigitalSupp",
    title: "Digital Supply Chain",
    description:
      "Demand planning, inventory optimisation, supplier collaboration and end-to-end visibility software for resilient, data-driven supply chains.",
    sections: [
      {
        type: "hero",
        eyebrow: "Services",
        heading: "Supply chains that see further and react faster",
        lead: "We help manufacturers, distributors and retailers connect planning, sourcing, production and logistics data so they can anticipate disruption instead of absorbing it.",
      },
      {
        type: "prose",
        heading: "From visibility to better decisions",
        paragraphs: [
          "Most supply chain problems are information problems: stock that exists but cannot be found, supplier delays that surface too late, forecasts built on last year's spreadsheet. We integrate ERP, warehouse, transport and supplier data into a control tower that shows inventory, orders and shipments in one place, with alerts when a commitment is at risk.",
          "With reliable data in place, we add the intelligence. Machine learning improves demand planning, inventory optimisation balances service levels against working capital, and scenario models show the impact of a port closure or supplier failure before it happens. We also build supplier portals and traceability tools that support sustainability reporting and give partners a shared view of commitments.",
        ],
      },
    ],
  },
  {
    path: "/CyberSec",
    title: "Cyber Security",
    description:
      "Security assessments, managed detection and response, identity and access management and secure engineering to protect your systems and data.",
    sections: [
      {
        type: "hero",
        eyebrow: "Services",
        heading: "Security built into how you build and run technology",
        lead: "Our security specialists assess risk, harden applications and cloud estates, and watch over your environment from a network of 100+ delivery centres and SOCs.",
      },
      {
        type: "prose",
        heading: "Protecting what matters most",
        paragraphs: [
          "Security programmes work best when they match the real threats a business faces. We begin with assessments of architecture, cloud configuration, identity and applications, including penetration testing, then build a prioritised roadmap tied to business risk. Our engineers help fix what they find, embedding secure coding practices, dependency scanning and secrets management into delivery pipelines so weaknesses stop reaching production.",
          "Once defences are in place, they need constant attention. Our managed detection and response service watches endpoints, networks and cloud workloads, investigates alerts and contains incidents quickly. We also run identity and access management programmes covering single sign-on, least-privilege access and multi-factor authentication, and we help you prepare for audits against the security frameworks and privacy regulations that apply to your sector.",
        ],
      },
    ],
  },
  {
    path: "/CloudCons",
    title: "Cloud Consulting",
    description:
      "Cloud strategy, migration planning, landing zone design and FinOps advice to help organisations move to the cloud and keep its costs in check.",
    sections: [
      {
        type: "hero",
        eyebrow: "Services",
        heading: "Cloud decisions grounded in business outcomes",
        lead: "We help organisations choose the right cloud approach, plan migrations that avoid disruption and keep spending under control once workloads are running.",
      },
      {
        type: "prose",
        heading: "Strategy, migration and cost control",
        paragraphs: [
          "Moving to the cloud is a business decision as much as a technical one. Our consultants assess your application portfolio and decide, workload by workload, whether to rehost, re-platform, refactor or retire. We build a business case with realistic costs, design secure landing zones with networking, identity and guardrails in place, and sequence migration waves to limit risk.",
          "After migration, the focus shifts to running well. We introduce FinOps practices that show teams what they spend and why, right-size resources and use reserved capacity wisely. We also set up infrastructure as code, automated policies and reliability engineering, so environments stay consistent, compliant and recoverable as they grow across public cloud providers and private data centres.",
        ],
      },
    ],
  },
  {
    path: "/PerformanceEng",
    title: "Performance Engineering",
    description:
      "Load testing, capacity planning, application profiling and observability that keep systems fast and stable under real-world peak demand.",
    sections: [
      {
        type: "hero",
        eyebrow: "Services",
        heading: "Fast, stable systems at peak demand",
        lead: "We find and fix performance bottlenecks before your customers do, from the first architecture review through to production monitoring.",
      },
      {
        type: "prose",
        heading: "Performance as an engineering discipline",
        paragraphs: [
          "Performance problems are cheapest to fix when they are found early. We review architecture and design for scalability risks, define measurable response-time and throughput goals, and build realistic load models from production traffic patterns. Automated performance tests then run in the delivery pipeline, so a slow query or memory leak is caught in the sprint that introduced it.",
          "When systems are already live, we profile applications, databases and infrastructure to pinpoint where time and resources are really spent, then tune code, queries, caching and configuration. We plan capacity for product launches and seasonal peaks, and set up observability with tracing and dashboards so operations teams can see emerging slowdowns and act before they turn into outages.",
        ],
      },
    ],
  },
  {
    path: "/TestingSer",
    title: "Testing Services",
    description:
      "Test strategy, automation frameworks, and functional, mobile and accessibility testing that let teams release software with confidence.",
    sections: [
      {
        type: "hero",
        eyebrow: "Services",
        heading: "Quality engineering that speeds up delivery",
        lead: "Our testers and automation engineers help teams release more often with fewer defects, using test strategies matched to risk rather than habit.",
      },
      {
        type: "prose",
        heading: "Testing that keeps pace with development",
        paragraphs: [
          "Testing should accelerate releases, not delay them. We design a test strategy that balances unit, API and interface tests according to risk, then build maintainable automation frameworks that run in every pipeline. Test data management and service virtualisation remove waits for shared environments, so teams get fast feedback and can merge changes with confidence several times a day.",
          "Automation does not replace human judgement. Our specialists run exploratory, usability and accessibility testing, and we validate mobile apps on a wide range of real devices and operating system versions. For complex programmes such as ERP rollouts or core system migrations, we provide independent testing and clear quality reporting that helps leaders decide when a release is ready.",
        ],
      },
    ],
  },
  {
    path: "/Adms",
    title: "Application Development & Maintenance",
    description:
      "Custom web and mobile application development plus ongoing maintenance, support and modernisation under clear, measurable service levels.",
    sections: [
      {
        type: "hero",
        eyebrow: "Services",
        heading: "Applications built well and kept healthy",
        lead: "We design and build custom web and mobile applications, then support, enhance and modernise them for as long as they serve your business.",
      },
      {
        type: "prose",
        heading: "Build, run and improve",
        paragraphs: [
          "Our development teams take products from discovery to launch using short iterations, close collaboration with your stakeholders and modern engineering practices. We work across web, native and cross-platform mobile, and the backend services behind them. Architecture decisions are recorded, code is reviewed and tested automatically, and every release is deployed through a repeatable pipeline rather than by hand.",
          "Most of an application's cost comes after launch, so we take maintenance seriously. Our support teams handle incidents, fixes and small enhancements under agreed service levels, trace recurring problems to their root causes and steadily pay down technical debt. When an older system needs modernising, we plan incremental replacement so the business keeps running while the new platform takes shape.",
        ],
      },
    ],
  },
  {
    path: "/Salesforce",
    title: "Salesforce",
    description:
      "Salesforce consulting and implementation across sales, service and marketing, including integration, custom development and managed support.",
    sections: [
      {
        type: "hero",
        eyebrow: "Services",
        heading: "Salesforce implementations that teams actually adopt",
        lead: "As a consulting partner, we configure, extend and integrate Salesforce so that sales, service and marketing teams work from one accurate view of the customer.",
      },
      {
        type: "prose",
        heading: "Getting full value from Salesforce",
        paragraphs: [
          "Salesforce is highly configurable, which makes it easy to end up with a cluttered org that users avoid. We start with the processes and data your teams depend on, design a clean data model and favour declarative configuration before custom code. Where code is needed, our developers write tested Apex and Lightning components that follow platform conventions and survive upgrades.",
          "A CRM is only as useful as the data flowing into it. We integrate Salesforce with ERP, billing, marketing and support systems through well-managed APIs and middleware, and migrate legacy CRM data with careful cleansing. After go-live we provide training, adoption tracking and managed support, adding features in regular releases so the platform keeps pace with the business.",
        ],
      },
    ],
  },
  {
    path: "/Pega",
    title: "Pega",
    description:
      "Pega consulting, case management design, decisioning and workflow implementation for organisations automating complex customer and back-office work.",
    sections: [
      {
        type: "hero",
        eyebrow: "Services",
        heading: "Pega solutions for complex, rule-heavy processes",
        lead: "We implement and extend Pega to automate case management, decisioning and customer engagement where processes are long, regulated and full of exceptions.",
      },
      {
        type: "prose",
        heading: "Case management and decisioning done right",
        paragraphs: [
          "Pega is at its best when it models work as cases with clear stages, rules and service levels. Our consultants help you design those case types around outcomes, not around the old screens, and build them with the platform's low-code capabilities and reusable layers. That approach keeps applications maintainable and lets business users adjust rules without waiting on developers.",
          "We use Pega's decisioning capabilities to deliver next-best-action recommendations in contact centres and digital channels, and integrate the platform with core systems, document stores and robotic automation. Our teams also upgrade older Pega applications, reduce the custom code that blocks upgrades, and provide ongoing support, performance tuning and release management for applications already in production.",
        ],
      },
    ],
  },
  {
    path: "/Sap",
    title: "SAP",
    description:
      "SAP consulting for implementations, cloud ERP migrations, integration, analytics and application management across finance, supply chain and HR.",
    sections: [
      {
        type: "hero",
        eyebrow: "Services",
        heading: "SAP programmes delivered with business outcomes in view",
        lead: "We help organisations implement, migrate and run SAP solutions, keeping the core clean and connecting it to the wider application landscape.",
      },
      {
        type: "prose",
        heading: "From blueprint to steady state",
        paragraphs: [
          "An SAP programme touches finance, procurement, manufacturing and logistics at once, so scope and design choices have long consequences. Our consultants guide fit-to-standard workshops, keep custom development to a minimum and move necessary extensions out of the core. Whether you are starting fresh or converting an older ERP system to SAP's current suite, we plan data migration and cutover in detail.",
          "SAP rarely stands alone. We integrate it with CRM, e-commerce, warehouse and banking systems, build reporting and analytics on top of its data, and automate routine finance and supply chain tasks. After go-live, our application management teams handle support, enhancements and regular updates, and they monitor system health so month-end close and peak order periods run without surprises.",
        ],
      },
    ],
  },
  {
    path: "/Oracle",
    title: "Oracle",
    description:
      "Oracle consulting for cloud ERP, HCM and database projects, including implementation, migration from on-premises systems and managed support.",
    sections: [
      {
        type: "hero",
        eyebrow: "Services",
        heading: "Oracle applications and databases, implemented and run well",
        lead: "We help organisations adopt Oracle Cloud applications, modernise Oracle databases and keep critical Oracle systems secure, fast and supported.",
      },
      {
        type: "prose",
        heading: "Oracle expertise across applications and data",
        paragraphs: [
          "Many organisations rely on on-premises Oracle E-Business Suite or similar systems customised over many years. We help them move to Oracle Cloud ERP and HCM, adopting standard processes where possible and rebuilding only the extensions that truly differentiate. Our consultants run design workshops, configure modules across finance, procurement and human resources, and plan data migration and testing carefully.",
          "On the technology side, we tune and upgrade Oracle databases, migrate them to cloud infrastructure and set up high availability and disaster recovery. We integrate Oracle applications with the rest of your landscape through APIs and integration platforms, and provide managed support that applies quarterly updates, resolves incidents and keeps licences and environments under control.",
        ],
      },
    ],
  },
  {
    path: "/BusinessExc",
    title: "Business Excellence",
    description:
      "Operating model design, Lean process improvement and performance management programmes that help organisations work better before they automate.",
    sections: [
      {
        type: "hero",
        eyebrow: "Services",
        heading: "Better processes before better technology",
        lead: "We help leadership teams simplify operating models, remove waste from processes and build a performance culture that lasts after the consultants leave.",
      },
      {
        type: "prose",
        heading: "Continuous improvement that sticks",
        paragraphs: [
          "Digitising a broken process only makes it fail faster. Our business excellence consultants map value streams, measure where time, cost and quality are lost, and redesign processes with the people who run them. We apply Lean and statistical improvement methods pragmatically, choosing the tools that fit the problem, and we make sure every change has an owner and a measure of success.",
          "Improvement lasts when it becomes part of how the organisation manages itself. We help design operating models with clear roles and decision rights, set up performance dashboards linked to strategy, and train internal improvement champions. Where technology will help, we hand well-defined requirements to our delivery teams, so automation and new systems build on processes that already work.",
        ],
      },
    ],
  },
  {
    path: "/Metaverse",
    title: "Metaverse",
    description:
      "Immersive training, virtual showrooms, digital twins and augmented reality apps designed around clear business goals rather than novelty.",
    sections: [
      {
        type: "hero",
        eyebrow: "Services",
        heading: "Immersive experiences with a clear business purpose",
        lead: "We design and build augmented, virtual and mixed reality experiences for training, sales and operations, focusing on use cases where immersion genuinely helps.",
      },
      {
        type: "prose",
        heading: "Practical immersive technology",
        paragraphs: [
          "Immersive technology earns its place when it solves a problem that flat screens cannot. We help clients identify those cases, such as rehearsing hazardous procedures safely, walking customers through products too large to ship, or letting remote experts guide technicians through a repair. Each concept is prototyped and tested with real users before any significant investment is made.",
          "Our engineers build experiences with established real-time engines and deploy them to headsets, mobile devices and browsers. We create digital twins that combine live sensor data with spatial models of plants and buildings, and virtual showrooms and events that connect to your commerce and CRM systems. Analytics show how people use each experience, so it can be improved over time.",
        ],
      },
    ],
  },
  {
    path: "/Blockchain",
    title: "Blockchain",
    description:
      "Distributed ledger consulting, smart contract development and tokenisation solutions for traceability, settlement and multi-party data sharing.",
    sections: [
      {
        type: "hero",
        eyebrow: "Services",
        heading: "Blockchain where shared trust creates value",
        lead: "We help organisations decide whether a distributed ledger fits their problem, then design, build and secure solutions that work alongside existing systems.",
      },
      {
        type: "prose",
        heading: "Shared ledgers for real business problems",
        paragraphs: [
          "Blockchain is a good fit when several parties need to share records that none of them fully controls, such as provenance data across a supply chain or settlement between trading partners. Our consultants start by testing that fit honestly, comparing a ledger with simpler shared databases, and then choose between permissioned and public networks based on privacy, performance and governance needs.",
          "Our engineers write and audit smart contracts, build wallets and user interfaces, and integrate ledgers with ERP, payment and identity systems so that information flows both ways. We deliver traceability, digital credential and asset tokenisation solutions with security reviews, careful key management and clear operating rules agreed among participants before anything reaches production.",
        ],
      },
    ],
  },
  {
    path: "/ArtificialIntelligence",
    title: "Artificial Intelligence",
    description:
      "AI strategy, machine learning models, generative AI assistants and responsible AI governance, taken from proof of concept into reliable production.",
    sections: [
      {
        type: "hero",
        eyebrow: "Services",
        heading: "Artificial intelligence that moves beyond the pilot",
        lead: "We help organisations find valuable uses for machine learning and generative AI, build them responsibly and run them reliably in production.",
      },
      {
        type: "prose",
        heading: "From use case to production",
        paragraphs: [
          "Many AI initiatives stop at an impressive demo. We begin with use cases tied to measurable outcomes, such as faster claims review, better demand forecasts or shorter support queues, and check that the data needed actually exists. Our data scientists and engineers then build models and generative AI assistants grounded in your own documents and systems, with evaluation built in from the start.",
          "Running AI safely requires the same discipline as any production software, and then some. We set up MLOps pipelines for retraining, monitoring and rollback, and guard generative applications against data leakage, prompt injection and inaccurate answers. Our responsible AI framework covers bias testing, explainability, human oversight and documentation, helping you meet emerging regulation and keep the trust of customers and employees.",
        ],
      },
    ],
  },
  {
    path: "/DataAnalytics",
    title: "Data Analytics",
    description:
      "Modern data platforms, data engineering, governance, business intelligence and self-service analytics that turn scattered data into trusted decisions.",
    sections: [
      {
        type: "hero",
        eyebrow: "Services",
        heading: "Trusted data, clear insight, better decisions",
        lead: "We build the data platforms, pipelines and dashboards that let people across your organisation answer their own questions with data they can trust.",
      },
      {
        type: "prose",
        heading: "Building a data foundation that lasts",
        paragraphs: [
          "Good analytics starts with good data engineering. We design cloud data platforms, whether warehouse, lakehouse or a mix, and build automated pipelines that ingest data from operational systems, apply quality checks and document lineage. Governance is practical rather than bureaucratic: clear ownership, consistent definitions and access controls that protect sensitive information without slowing analysts down.",
          "On that foundation, we deliver the insight. Our analysts and designers build business intelligence dashboards around the decisions people actually make, create semantic models so metrics mean the same thing everywhere, and enable self-service exploration with training and support. Where questions demand more, we add forecasting and advanced analytics, and we help organisations build the data culture that keeps it all in use.",
        ],
      },
    ],
  },
  {
    path: "/ProductsPlatforms",
    title: "Products & Platforms",
    description:
      "Corvane's reusable accelerators, frameworks and platform offerings that shorten delivery time and reduce risk on software, cloud and data projects.",
    sections: [
      {
        type: "hero",
        eyebrow: "Services",
        heading: "Accelerators and platforms that give projects a head start",
        lead: "Over 10 years of delivery have shown us which components nearly every project needs. We package them as reusable accelerators and platforms so clients start from proven foundations.",
      },
      {
        type: "prose",
        heading: "Proven building blocks, adapted to you",
        paragraphs: [
          "Rather than starting each engagement from a blank page, our teams draw on a library of accelerators built and refined across client projects. These include cloud landing zone templates, test automation frameworks, data pipeline blueprints, mobile app starter kits and migration toolkits. Each one is documented, security reviewed and maintained, and each is adapted to your standards rather than imposed on them.",
          "Alongside accelerators, we offer platform solutions that clients can adopt as managed services, such as automation control centres, customer onboarding workflows and analytics foundations. Through our 50+ product alliances, these platforms integrate with the tools you already use. You keep ownership of your data and configuration, while we keep the underlying platform current, secure and supported.",
        ],
      },
    ],
  },
];
