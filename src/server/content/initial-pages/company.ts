import { privacyPolicyText } from "./privacy-policy";
import type { PageInput } from "@/content/schema";

const policy = privacyPolicyText;

export const companyPages: PageInput[] = [
  // --- Home ------------------------------------------------------------------------------
  {
    path: "/",
    title: "Software, Mobile & Cloud Engineering",
    description:
      "Corvane Technologies builds software, mobile apps and cloud platforms that let growing companies take on more customers without rebuilding from scratch.",
    sections: [
      {
        type: "hero",
        heading: "Achieve Fast Scaling",
        lead: "We design, build and run the software, mobile apps and cloud platforms that carry your business through its next stage of growth, so demand never outpaces your systems.",
        actions: [{ href: "{contactUrl}", label: "Contact Us", newTab: true }],
        background: { image: "co-home-hero" },
      },
      {
        type: "cardGrid",
        heading: "Capabilities",
        intro: "Five ways we help companies grow without their technology holding them back.",
        layout: "imageHover",
        cards: [
          {
            title: "Software Development",
            text: "Web, mobile and back-end applications built by small senior teams, with automated tests and a release pipeline in place from the first sprint, so new features reach users every week.",
            image: "co-cap-software",
            href: "/Adms",
          },
          {
            title: "Cloud Solutions",
            text: "Migration, modernisation and day-to-day operation of workloads on AWS, Azure and Google Cloud, with infrastructure defined as code and spending reviewed every month.",
            image: "co-cap-cloud",
            href: "/CloudInfrastructure",
          },
          {
            title: "ERP Development",
            text: "Implementation, extension and integration of SAP, Oracle and Microsoft Dynamics, connecting finance, supply chain and production so the whole business works from one set of numbers.",
            image: "co-cap-erp",
            href: "/Sap",
          },
          {
            title: "E-Commerce",
            text: "Storefronts, marketplaces and order management built to stay fast on the busiest trading day, with payments, stock and delivery tracking integrated from end to end.",
            image: "co-cap-ecommerce",
            href: "/RetailCons",
          },
          {
            title: "IT Consulting",
            text: "Independent advice on architecture, vendor choice and technology spending, from a two-week assessment of one system to steering a multi-year modernisation programme.",
            image: "co-cap-consulting",
            href: "/StrategyConsulting",
          },
        ],
      },
      {
        type: "industryCarousel",
        heading: "Industries We Serve",
        intro: "We learn the regulations, systems and busy seasons of each sector we work in.",
        items: [
          {
            heading: "Banking & Financial Services",
            image: "co-industry-banking",
            href: "/BankingFin",
          },
          {
            heading: "Healthcare & Life Sciences",
            image: "co-industry-healthcare",
            href: "/LifeService",
          },
          { heading: "Retail & Consumer Goods", image: "co-industry-retail", href: "/RetailCons" },
          { heading: "Energy & Utilities", image: "co-industry-energy", href: "/EnergyHealth" },
          { heading: "Manufacturing", image: "co-industry-manufacturing", href: "/Manufacturing" },
          {
            heading: "Travel, Transportation & Logistics",
            image: "co-industry-transport",
            href: "/TravelTransport",
          },
        ],
      },
      {
        type: "caseStudyShowcase",
        heading: "Case Studies",
        intro: "A selection of recent engagements and what changed for the client afterwards.",
        caseStudies: [
          "telematics-performance",
          "digital-banking",
          "nextgen-telecom",
          "claims-automation",
          "unified-commerce",
          "clinical-data",
          "grid-analytics",
          "pipeline-monitoring",
        ],
      },
      {
        type: "cardGrid",
        heading: "Why Corvane",
        layout: "plain",
        cards: [
          {
            title: "Senior Teams",
            text: "Every project is led by engineers with years of delivery behind them. We keep teams small and stable, so the people who design your system are the ones who build and support it.",
          },
          {
            title: "Engineering Discipline",
            text: "Code review, automated testing, infrastructure as code and written architecture decisions are standard on every engagement, whatever its size or budget.",
          },
          {
            title: "Plain Reporting",
            text: "Weekly demos and one dashboard of scope, spend and risk. When something slips, you hear it from us first, together with the options for getting back on track.",
          },
          {
            title: "Long-Term Ownership",
            text: "We measure success months after launch. Support, monitoring and the handover to your own staff are planned from the first week, not negotiated at the end.",
          },
        ],
      },
      {
        type: "callToAction",
        heading: "Ready for your next stage of growth?",
        text: "Tell us where your systems are holding you back and we will set up a conversation with an engineer who has solved that problem before.",
        action: { href: "/contact", label: "GET IN TOUCH", newTab: true },
      },
    ],
  },

  // --- Capabilities overview (the second home-type page) ----------------------------------
  {
    path: "/capabilities",
    title: "Our Capabilities",
    description:
      "An overview of Corvane capabilities: strategy and consulting, engineering, cloud and infrastructure, networks, business processes and sustainability.",
    sections: [
      {
        type: "hero",
        eyebrow: "Capabilities",
        heading: "From first idea to stable production",
        lead: "Our capabilities cover the whole life of a digital system: deciding what to build, engineering it, hosting it, connecting it and running the processes around it.",
        background: { image: "co-capabilities-hero" },
      },
      {
        type: "expandableIntro",
        heading: "How our capabilities fit together",
        summary:
          "Most technology problems cross team boundaries. A slow checkout can be a code issue, a database issue or a network issue, and the fix often touches all three. That is why Corvane keeps strategy, engineering, cloud, network and operations specialists in one delivery organisation, sharing the same tools and the same definition of done, instead of passing work between separate vendors.",
        more: "You can engage us for a single capability, such as a cloud migration or a process review, or ask us to own an outcome end to end. Either way, each engagement starts with a short discovery phase that maps your current systems, names the risks and agrees how success will be measured before any large commitment is made.",
      },
      {
        type: "image",
        image: "co-capabilities-overview",
        caption:
          "Strategy, engineering, cloud, network and process specialists work as one delivery organisation.",
      },
      {
        type: "video",
        video: "co-capabilities-video",
        caption:
          "Requests travel through applications, cloud services and networks, and our teams look after every layer.",
      },
      {
        type: "cardGrid",
        heading: "Explore our capabilities",
        layout: "plain",
        cards: [
          {
            title: "Strategy & Consulting",
            text: "Decide where technology investment will pay off, which systems to modernise or retire, and in what order, with a roadmap that accounts for budgets, skills and contracts.",
            href: "/StrategyConsulting",
          },
          {
            title: "Engineering Services",
            text: "Product, platform and embedded engineering from specification to release, covering connected vehicles, devices, network functions and the shared platforms behind them.",
            href: "/EngeneeringService",
          },
          {
            title: "Cloud & Infrastructure Services",
            text: "Migrate, modernise and operate the infrastructure your applications run on, whether in public cloud, in your own data centre or in a hybrid of the two.",
            href: "/CloudInfrastructure",
          },
          {
            title: "Network Services",
            text: "Automate, modernise and monetise enterprise and operator networks, from SD-WAN and zero-trust access to 5G cores and network capacity sold as a service.",
            href: "/NetworkServices",
          },
          {
            title: "Business Process Services",
            text: "Redesign sales, service and marketing processes and run them on Salesforce and other SaaS platforms, with integration, data migration and post-launch support included.",
            href: "/BussinessProcess",
          },
          {
            title: "Sustainability Services",
            text: "Measure emissions reliably, meet reporting duties and cut the footprint of your facilities, supply chain and IT estate through a managed, subscription-based programme.",
            href: "/SustainabilityService",
          },
        ],
      },
      {
        type: "split",
        eyebrow: "How we work",
        heading: "How an engagement runs",
        paragraphs: [
          "Discovery takes two to four weeks and ends with a written plan: the problem in your words, the options we considered, the one we recommend and what it will cost. Delivery then runs in short iterations with a working demo at the end of each, so you see progress in software rather than in status reports.",
          "Before go-live we rehearse the release, agree support arrangements and train the people who will own the system. After launch we track the measures agreed in discovery, such as response times, processing effort or release frequency, and review them with you until the results are stable.",
        ],
        image: "co-capabilities-delivery",
        imageSide: "right",
      },
      {
        type: "cardGrid",
        heading: "Custom Solutions for Effortless Transformation",
        intro:
          "Solutions we have shaped for specific industries, each adapted to the client's systems rather than sold as a fixed product.",
        layout: "plain",
        cards: [
          {
            title: "Business Support System Optimization",
            text: "We streamline the order, billing and customer-care systems that telecom and utility providers run on, removing duplicate data stores and manual fixes so new tariffs launch without a billing project.",
          },
          {
            title: "Strategic Investment Management",
            text: "Portfolio tools for investment and private equity teams that track deal pipelines, portfolio company KPIs and value-creation plans in one place, replacing quarterly spreadsheet consolidation.",
          },
          {
            title: "Comprehensive Healthcare CRM",
            text: "A CRM built around patients and referring physicians, holding appointment history, consent records and care-team messages, integrated with the EHR through HL7 FHIR and configured for HIPAA controls.",
          },
          {
            title: "Sustainable Energy Pricing Solutions",
            text: "Pricing engines for energy retailers that model time-of-use and renewable tariffs, calculate prices from wholesale curves and publish approved offers to every sales channel on the same day.",
          },
          {
            title: "Next-Gen Customer Experience for Automotive",
            text: "Connected journeys for car buyers and owners: online configuration and reservation, dealer handover, service booking and in-app vehicle alerts, all drawing on one customer and vehicle record.",
          },
          {
            title: "Public Sector Driving and Liquor Licensing Modernization",
            text: "Paper-heavy licensing replaced by online applications, identity checks, fee payment and inspector mobile apps, so citizens and businesses can apply for, renew and track licences without visiting a counter.",
          },
          {
            title: "Sustainable Cloud Solutions",
            text: "Cloud architectures designed for lower energy use, with right-sized compute, scheduled shutdowns, efficient storage tiers and regions chosen by grid carbon intensity, reported alongside cost.",
          },
        ],
      },
    ],
  },

  // --- Services (template style) ---------------------------------------------------------
  {
    path: "/services",
    title: "Services Overview",
    description:
      "The specialist services Corvane delivers, from application development and testing to cyber security, data analytics, automation and enterprise platforms.",
    sections: [
      {
        type: "hero",
        breadcrumb: [
          { href: "/", label: "Home" },
          { href: "/about", label: "About" },
          { href: "/contact", label: "Contact" },
        ],
        eyebrow: "Services",
        heading: "Services shaped around your roadmap",
        lead: "Bring in the specialists you need, when you need them, from a single partner that already understands how your systems fit together.",
        background: { image: "co-services-hero" },
      },
      {
        type: "prose",
        heading: "How we deliver services",
        paragraphs: [
          "Our services range from building and maintaining applications to testing, security, data and enterprise platforms such as Salesforce, SAP, Oracle and Pega. Each service is run by a practice with its own engineers, playbooks and quality checks, so you get people who have solved your kind of problem before rather than generalists learning on your project.",
          "Services can be combined as your needs change. A client might start with performance testing, move on to re-architecting the slowest parts of an application and then hand ongoing maintenance to the same team. Because knowledge stays inside one partner, each step builds on the last instead of starting again with a new supplier and a new round of onboarding.",
        ],
      },
      {
        type: "cardGrid",
        heading: "Our Advantages",
        layout: "numbered",
        cards: [
          {
            title: "One Partner, Many Specialisms",
            text: "Testing, security, data, cloud and enterprise-platform specialists sit in one organisation, so combining services never means onboarding another supplier or repeating the same briefing.",
          },
          {
            title: "Proven Playbooks",
            text: "Each practice works from documented methods, checklists and reusable tooling refined over many engagements, which shortens start-up time and makes quality predictable.",
          },
          {
            title: "Flexible Engagement Models",
            text: "Fixed-scope projects, dedicated teams or managed services with agreed service levels: choose the model that suits the work, and change it as your needs evolve.",
          },
          {
            title: "Knowledge That Stays",
            text: "Runbooks, architecture notes and recorded handover sessions are part of every deliverable, so what we learn about your systems remains with your organisation.",
          },
        ],
      },
      {
        type: "cardGrid",
        heading: "Our Services",
        layout: "plain",
        cards: [
          {
            title: "Application Development & Maintenance",
            text: "New applications built with your roadmap in mind, and existing ones kept secure, patched and improving under a maintenance agreement with clear response times.",
            href: "/Adms",
          },
          {
            title: "Testing Services",
            text: "Functional, regression and test-automation services that run inside your delivery pipeline, catching defects in each build before they reach users or auditors.",
            href: "/TestingSer",
          },
          {
            title: "Performance Engineering",
            text: "Load models based on real traffic, profiling of slow code and queries, and capacity planning that keeps response times steady during launches and seasonal peaks.",
            href: "/PerformanceEng",
          },
          {
            title: "Cyber Security",
            text: "Security assessments, penetration tests, cloud configuration reviews and managed detection and response that close gaps before attackers can use them.",
            href: "/CyberSec",
          },
          {
            title: "Data Analytics",
            text: "Data platforms, pipelines and dashboards that bring figures from scattered systems into one trusted place, with definitions that finance and operations agree on.",
            href: "/DataAnalytics",
          },
          {
            title: "Artificial Intelligence",
            text: "Machine learning and generative AI applied to well-defined problems such as document reading, forecasting and support triage, with evaluation and monitoring in production.",
            href: "/ArtificialIntelligence",
          },
          {
            title: "Intelligent Automation",
            text: "Workflow automation, software robots and AI-assisted document handling that take repetitive keying and checking off your staff and leave an audit trail for every step.",
            href: "/IntelligentAt",
          },
          {
            title: "Cloud Consulting",
            text: "Independent guidance on cloud providers, architecture and cost, including landing-zone design and a migration plan ranked by business value and risk.",
            href: "/CloudCons",
          },
          {
            title: "Digital Supply Chain",
            text: "Planning, inventory and logistics systems connected end to end, giving buyers and planners live visibility of stock, orders and shipments across suppliers.",
            href: "/DigitalSupp",
          },
        ],
      },
      {
        type: "callToAction",
        heading: "Not sure which service fits?",
        text: "Describe the problem you are trying to solve and we will suggest the right combination of services, or tell you honestly if you need none of them.",
        action: { href: "/contact", label: "Contact Us" },
      },
    ],
  },

  // --- About -----------------------------------------------------------------------------
  {
    path: "/about",
    title: "About Us",
    description:
      "Meet Corvane Technologies: founded in 2015 in Austin, Texas, with 150+ associates helping companies build and run dependable software.",
    sections: [
      {
        type: "hero",
        eyebrow: "About Us",
        heading: "Engineering partners since 2015",
        lead: "Corvane Technologies was founded in Austin, Texas, by engineers who believed clients deserve working software, honest reporting and teams that stay accountable after launch.",
        background: { video: "co-about-hero" },
      },
      {
        type: "prose",
        heading: "Who We Are",
        paragraphs: [
          "Corvane Technologies began in 2015 as a small group of engineers who had spent years rescuing projects that looked finished on paper but failed in production. Over 10 years later we are a company of 150+ associates with a turnover of USD 200 million, serving banks, insurers, manufacturers, retailers, healthcare providers and energy companies in 19+ countries from our headquarters in Austin, Texas.",
          "We have grown mostly through clients who came back with a second project and recommended us to others. That growth has never changed how we work: small senior teams, written decisions, visible progress and a handover plan from the first week. We still turn down work we are not the right people for.",
        ],
      },
      {
        type: "split",
        eyebrow: "Our Mission",
        heading: "Our Mission",
        paragraphs: [
          "Our mission is to give every client the engineering capacity of a much larger company without the overhead that usually comes with it. We do that by building small, senior teams, choosing proven technology over fashionable technology and writing down every decision so that nothing depends on one person's memory.",
        ],
        image: "co-about-mission",
        imageSide: "right",
      },
      {
        type: "split",
        eyebrow: "Our Vision",
        heading: "Our Vision",
        paragraphs: [
          "Our vision is a world where growing companies never have to choose between moving quickly and building well. We invest in training, so our 100+ certified professionals stay current, and in 50+ product alliances, so we can recommend the right tool rather than the one we happen to resell. Success, for us, is a client who could run without us but chooses not to.",
        ],
        image: "co-about-vision",
        imageSide: "left",
      },
      {
        type: "blogList",
        heading: "Latest Articles",
        intro: "What our engineers and designers have been writing about recently.",
        limit: 3,
      },
      {
        type: "cardGrid",
        heading: "Projects",
        intro: "A few of the systems our teams have designed, built and handed over.",
        layout: "imageHover",
        cards: [
          {
            title: "Field Service Mobile App",
            text: "An offline-first app for a building-services firm's technicians, with job lists, parts lookup, photos and customer signatures that sync as soon as a signal returns.",
            image: "co-project-field-service",
          },
          {
            title: "Multi-Region Cloud Migration",
            text: "An insurer's core applications moved out of two ageing data centres into three cloud regions in planned waves, each with a rehearsed rollback and no unplanned customer downtime.",
            image: "co-project-cloud-migration",
          },
          {
            title: "Manufacturing ERP Rollout",
            text: "SAP S/4HANA rolled out plant by plant for an equipment manufacturer, replacing local spreadsheets for production planning, purchasing and cost accounting with one shared system.",
            image: "co-project-erp",
          },
          {
            title: "Hotel Booking Engine",
            text: "A direct booking engine for a hotel group, with live availability from the property management system, flexible rate plans and a checkout that works well on a phone.",
            image: "co-project-booking",
          },
          {
            title: "Energy Trading Dashboard",
            text: "A dashboard for an energy retailer's traders that combines wholesale prices, hedges and customer demand forecasts into one view of open positions throughout the day.",
            image: "co-project-energy-trading",
          },
          {
            title: "University Learning Platform",
            text: "A learning platform for a university's online programmes, bringing course content, recorded lectures, assessments and the student records system together behind a single sign-on.",
            image: "co-project-learning",
          },
        ],
      },
      {
        type: "form",
        form: "contactEnquiry",
        heading: "Get in Touch",
        intro:
          "Tell us a little about your organisation and what you need, and we will arrange a call with the right person.",
      },
    ],
  },

  // --- Contact ---------------------------------------------------------------------------
  {
    path: "/contact",
    title: "Contact Us",
    description:
      "Tell Corvane Technologies about your software, mobile or cloud project and arrange a conversation with an engineer who can help you plan the next step.",
    sections: [
      {
        type: "hero",
        eyebrow: "Contact Us",
        heading: "Let's talk about your project",
        lead: "Whether you have a detailed brief or just a problem that needs solving, a short conversation is the quickest way to find out whether we are the right fit.",
        background: { video: "co-contact-hero" },
      },
      {
        type: "contactDetails",
        heading: "Reach Us Directly",
        intro: "Write to us, call during office hours or visit our headquarters in Austin.",
      },
      {
        type: "form",
        form: "contactEnquiry",
        heading: "Get in Touch",
        intro:
          "Fields marked with an asterisk are required. The more you tell us about your requirement, the better prepared we will be for the first call.",
      },
      {
        type: "prose",
        heading: "What happens after you reach out",
        paragraphs: [
          "Every enquiry is read by a person, not routed into a queue. Within a working day or so, someone from our delivery team will reply to arrange a call with an engineer or consultant who knows your industry. That first call is about understanding your goals, constraints and timeline, and there is no obligation and no sales pitch attached to it.",
          "If there is a good fit, we follow up with a short written proposal that sets out the scope, the team we would assign, how we would measure progress and what it would cost. If we are not the right partner for the work, we will say so plainly and, where we can, point you toward someone who is.",
        ],
      },
    ],
  },

  // --- Privacy Policy --------------------------------------------------------------------
  {
    path: "/PrivacyPolicy",
    title: "Privacy Policy",
    description:
      "What Corvane Technologies collects through its newsletter, enquiry and résumé forms, how long it is kept, how it is protected and the rights you have over it.",
    sections: [
      {
        type: "hero",
        eyebrow: "Legal",
        heading: "Privacy Policy",
        lead: "This policy explains what personal information we collect through this website, why we collect it, how long we keep it, how we protect it and the choices you have about it.",
        background: { image: "co-privacy-hero" },
      },
      {
        type: "prose",
        heading: "Introduction",
        paragraphs: [
          'Corvane Technologies ("Corvane", "we", "us") runs this website and is responsible for the personal information collected through it. This policy explains what we collect when you subscribe to our newsletter, send us an enquiry or submit a résumé, why we collect it, how long we keep it and what you can ask us to do with it. It also covers project data that clients share with us.',
          "We collect only what each form needs to do its job, and we never sell or rent personal information. This website uses no analytics services, advertising networks or other third-party trackers, and it sets no cookies for tracking. If anything in this policy is unclear, the Contact Us section at the end of this page explains how to reach us.",
        ],
      },
      {
        type: "prose",
        heading: "Information We Collect",
        paragraphs: [
          policy.newsletterAndEnquiries,
          policy.applications,
          "Project data. Clients sometimes share documents, system access or data sets that contain personal information while we work for them. We process that data only on the client's documented instructions and under the confidentiality and data-protection terms of our contract with them, and we return or delete it when the engagement ends.",
          policy.usage,
        ],
      },
      {
        type: "list",
        heading: "How We Use Your Data",
        intro: "We use the information described above for these five purposes only:",
        style: "numbered",
        items: [
          {
            title: "Answering enquiries",
            text: "To reply to your contact enquiry, arrange a conversation and, if you ask for one, prepare a proposal for your project.",
          },
          {
            title: "Sending the newsletter",
            text: "To send the newsletter you subscribed to, and nothing else, until you unsubscribe with the link in any issue.",
          },
          {
            title: "Recruitment",
            text: "To assess your application for a role at Corvane and to contact you about it by e-mail or phone.",
          },
          {
            title: "Notifying our staff",
            text: "To alert the responsible members of our staff by e-mail when a new enquiry, subscription or application arrives, so it is handled promptly.",
          },
          {
            title: "Preventing abuse",
            text: "To protect the website against spam and abuse by limiting the rate of submissions from a single IP address.",
          },
        ],
      },
      {
        type: "prose",
        heading: "Data Security",
        paragraphs: [
          "Everything submitted through our forms is stored in our own PostgreSQL database, on infrastructure we control, rather than in a third-party marketing or recruitment tool. Connections to this website are encrypted with TLS, and access to the database is limited to the few staff who handle enquiries, applications and the newsletter.",
          policy.security,
        ],
      },
      {
        type: "prose",
        heading: "Your Rights",
        paragraphs: [
          "You can ask us for a copy of the personal information we hold about you, ask us to correct anything inaccurate or incomplete, or ask us to delete it. Send your request by e-mail to the address in the Contact Us section below. We may ask you to confirm your identity before acting, and we will reply within 30 days.",
          "You can also leave the newsletter at any time using the unsubscribe link in each issue, without writing to us. If you believe we have handled your information wrongly, please tell us first so we can put it right; you may also complain to the data-protection authority where you live.",
        ],
      },
      {
        type: "prose",
        heading: "Changes to This Policy",
        paragraphs: [
          "We update this policy when our services, the forms on this website or the law change. When we publish a new version, we notify users by placing a notice on this website and by e-mailing newsletter subscribers and anyone whose enquiry or application we still hold, before the new version takes effect.",
        ],
      },
      {
        type: "contactDetails",
        heading: "Contact Us",
        intro:
          "Questions about this policy, or requests about your data, can be sent to the e-mail address or phone number below.",
      },
    ],
  },
];
