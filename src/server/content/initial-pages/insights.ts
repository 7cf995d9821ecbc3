import type { PageInput } from "@/content/schema";

export const insightPages: PageInput[] = [
  // --- Insights overview -----------------------------------------------------------------
  {
    path: "/insightsPage",
    title: "Insights",
    description:
      "Case studies, points of view, analyst insights, news and events from Corvane Technologies on software, cloud, data and industry change.",
    sections: [
      {
        type: "hero",
        eyebrow: "Insights",
        heading: "Ideas and evidence from our work",
        lead: "Explore what we have learned delivering technology for clients in 19+ countries: project stories, opinions from our practitioners, our reading of the market, company news and events.",
        background: { image: "ins-hero-overview" },
      },
      {
        type: "expandableIntro",
        heading: "What you will find here",
        summary:
          "Our insights come from the people doing the work. Engineers, consultants and industry leads write about the problems they see across client projects, what has worked, what has not and what they would do differently next time. We aim for practical, specific writing that helps technology and business leaders make better decisions, rather than material that repeats familiar slogans.",
        more: "The section is organised into five kinds of content, so you can go straight to what you need. Case studies show outcomes we delivered, points of view argue a position, analyst insights describe the market shifts our practice leads are tracking, and the news and events pages keep you up to date with Corvane announcements, webinars and workshops.",
      },
      {
        type: "linkCards",
        heading: "Browse insights",
        cards: [
          {
            href: "/Casestud",
            title: "Case Studies",
            text: "Client challenges, the approach our teams took and the results that followed, across banking, insurance, telecoms, energy, retail, logistics and healthcare.",
          },
          {
            href: "/Views",
            title: "Points of View",
            text: "Short, opinionated pieces from our practitioners on modernisation, cloud costs, testing, accessibility and putting generative AI to work safely.",
          },
          {
            href: "/Analystinsight",
            title: "Analyst Insights",
            text: "Our practice leads' reading of the shifts in how organisations buy and use technology services, and what each shift means for your plans.",
          },
          {
            href: "/News",
            title: "News",
            text: "Company announcements: new delivery capacity, new practices, partnerships and the milestones of a company founded in Austin in 2015.",
          },
          {
            href: "/Events",
            title: "Events",
            text: "Webinars and hands-on workshops hosted by Corvane engineers and consultants, with dates, formats and the audience each session is designed for.",
          },
        ],
      },
      {
        type: "callToAction",
        heading: "Want to discuss something you read?",
        text: "Our authors are happy to talk through how an idea applies to your organisation. Send us a note and we will put you in touch with the right person.",
        action: { href: "/contact", label: "Contact us" },
      },
    ],
  },

  // --- Case studies ----------------------------------------------------------------------
  {
    path: "/Casestud",
    title: "Case Studies",
    description:
      "Corvane case studies: the challenge each client faced, the approach our teams took and the measurable outcomes that followed, written plainly.",
    sections: [
      {
        type: "hero",
        eyebrow: "Insights",
        heading: "Client stories, told plainly",
        lead: "Each case study describes the problem a client faced, what our teams built and the result measured afterwards, so you can judge how the approach might apply to you.",
        background: { image: "ins-hero-casestud" },
      },
      {
        type: "caseStudyList",
        heading: "All case studies",
        intro:
          "From telematics load testing and digital banking to claims automation, pipeline monitoring and patient portals: every story follows the same structure of challenge, approach and outcome.",
      },
      {
        type: "callToAction",
        heading: "Facing a similar challenge?",
        text: "Tell us about the problem you are trying to solve. We will share what we learned on comparable projects and suggest how we could help.",
        action: { href: "/contact", label: "Start a conversation" },
      },
    ],
  },

  // --- Points of view --------------------------------------------------------------------
  {
    path: "/Views",
    title: "Points of View",
    description:
      "Opinion pieces from Corvane practitioners on AI adoption, cloud costs, legacy modernisation, testing and accessibility in enterprise software.",
    sections: [
      {
        type: "hero",
        eyebrow: "Insights",
        heading: "Perspectives from the people who do the work",
        lead: "Our consultants and engineers take clear, sometimes unpopular positions on the technology questions our clients are wrestling with, and explain the reasoning behind them.",
        background: { image: "ins-hero-views" },
      },
      {
        type: "cardGrid",
        heading: "Points of view in brief",
        intro:
          "Six positions our practitioners hold, each drawn from patterns seen across many engagements rather than a single project.",
        layout: "plain",
        cards: [
          {
            title: "Refactor before you rewrite",
            text: "Complete rewrites of core systems usually overrun and lose business rules nobody wrote down. Replacing a legacy system piece by piece behind stable interfaces delivers value sooner and lets you stop when the rest is good enough.",
          },
          {
            title: "Your cloud bill is an architecture problem",
            text: "Discounts and reserved capacity trim the edges, but most cloud waste is designed in: chatty services, oversized databases and test environments that never switch off. Put cost next to latency and security in every design review.",
          },
          {
            title: "Generative AI needs a dull foundation",
            text: "The organisations getting real value from generative AI are not the ones with the cleverest prompts. They are the ones with tidy document stores, clear access rights and an evaluation routine that catches wrong answers before customers do.",
          },
          {
            title: "Test automation is a product, not a project",
            text: "Automated test suites decay as fast as the applications they check. Give the suite an owner, a backlog and a budget, and treat flaky tests as defects, or within a year nobody will trust its results.",
          },
          {
            title: "Accessibility belongs in the definition of done",
            text: "Retrofitting accessibility just before launch is slow and expensive. Teams that design for screen readers and keyboards from the first sketch ship accessible products at little extra cost, and usually better products for everyone.",
          },
          {
            title: "Fix the process, then automate it",
            text: "Putting robots on top of a messy process locks the mess in place. Spend a few weeks simplifying approvals and hand-offs first; the automation that follows is smaller, cheaper to maintain and far less likely to break.",
          },
        ],
      },
      {
        type: "callToAction",
        heading: "Disagree, or want to go deeper?",
        text: "Every view here comes from a named practice lead who enjoys a good argument. Get in touch to challenge a position or hear how it applies to your situation.",
        action: { href: "/contact", label: "Talk to an author" },
      },
    ],
  },

  // --- Analyst insights ------------------------------------------------------------------
  {
    path: "/Analystinsight",
    title: "Analyst Insights",
    description:
      "Corvane's reading of the market shifts in technology services, cloud, automation and AI, and what they mean for organisations planning investment.",
    sections: [
      {
        type: "hero",
        eyebrow: "Insights",
        heading: "Market shifts, in our own words",
        lead: "Our practice leads watch how clients buy, fund and run technology. These are the shifts they see most clearly, and what each one means for your next investment decision.",
        background: { image: "ins-hero-analyst" },
      },
      {
        type: "cardGrid",
        heading: "What is changing in the market",
        intro:
          "Each summary reflects Corvane's own view, formed from client conversations, our delivery work and published regulation.",
        layout: "plain",
        cards: [
          {
            title: "Buyers are consolidating their provider lists",
            text: "Many enterprises are cutting the number of technology services firms they work with and asking those that remain to commit to outcomes rather than staff hours. Providers that cannot show measurable results are losing their place.",
          },
          {
            title: "Cloud programmes have moved from migration to optimisation",
            text: "For established companies the large lift-and-shift wave is largely over. Budgets now go to modernising the applications that moved, controlling spend and improving resilience, which calls for engineering depth more than migration capacity.",
          },
          {
            title: "Generative AI spending is shifting from pilots to platforms",
            text: "After a period of scattered experiments, organisations are funding shared platforms with approved models, data connectors and guardrails. The question leaders ask has changed from what is possible to what is safe, useful and affordable.",
          },
          {
            title: "Operational resilience has become a regulatory duty",
            text: "Rules such as the EU's Digital Operational Resilience Act require financial firms to prove they can withstand and recover from technology failures, including failures at their suppliers. Resilience testing is now a board topic.",
          },
          {
            title: "Security skills remain the scarcest resource",
            text: "Demand for experienced security engineers still outpaces supply, so more organisations pair a small in-house team with managed detection services and automation that cuts the number of alerts analysts must review.",
          },
          {
            title: "Low-code is joining the enterprise architecture",
            text: "Low-code platforms have moved from departmental tools to governed parts of the application landscape. Those benefiting most set clear rules on what may be built this way, who supports it and how it connects to core systems.",
          },
        ],
      },
      {
        type: "callToAction",
        heading: "Test these shifts against your plans",
        text: "Our practice leads can walk your leadership team through the trends that affect your sector and what they could mean for your roadmap and budget.",
        action: { href: "/contact", label: "Request a briefing" },
      },
    ],
  },

  // --- News ------------------------------------------------------------------------------
  {
    path: "/News",
    title: "News",
    description:
      "Announcements from Corvane Technologies: new delivery capacity, new practices, partnerships and company milestones, reported plainly.",
    sections: [
      {
        type: "hero",
        eyebrow: "Insights",
        heading: "News from Corvane Technologies",
        lead: "Company announcements and milestones from our teams, with what each change means for the clients and partners we work with.",
        background: { image: "ins-hero-news" },
      },
      {
        type: "cardGrid",
        heading: "Latest announcements",
        layout: "plain",
        cards: [
          {
            title: "March 2025 — Nearshore delivery centre opens in Monterrey",
            text: "Corvane opened a delivery centre in Monterrey, Mexico, giving clients in North America engineering, testing and support teams that share their working hours. It joins our existing network of delivery centres and SOCs.",
          },
          {
            title: "January 2025 — Ten years since our founding in Austin",
            text: "Corvane marked ten years since its founding in Austin, Texas with an open day for clients and colleagues. The company that began building mobile apps now serves clients in 19+ countries across banking, insurance, energy and retail.",
          },
          {
            title: "November 2024 — Accessibility engineering practice launched",
            text: "Building on our accessible mobile banking work, we formed a dedicated accessibility practice. It offers WCAG 2.2 audits, assistive-technology testing and design reviews, and coaches delivery teams to build accessibility in from the start.",
          },
          {
            title: "September 2024 — Responsible AI principles published",
            text: "Corvane published the principles that govern how we design, test and deploy AI for clients, covering data protection, bias testing, human oversight and transparency. Every AI engagement now begins with a documented risk assessment.",
          },
          {
            title: "June 2024 — Graduate programme with an Austin university",
            text: "We started a partnership with a computer science department in Austin. Final-year students work on supervised projects with our engineers, and graduates who join us follow a structured first year with a named mentor.",
          },
        ],
      },
      {
        type: "callToAction",
        heading: "Media enquiries",
        text: "Journalists looking for background, comment or an interview with one of our practice leads can reach our communications team through the contact page.",
        action: { href: "/contact", label: "Contact our team" },
      },
    ],
  },

  // --- Events ----------------------------------------------------------------------------
  {
    path: "/Events",
    title: "Events",
    description:
      "Webinars and hands-on workshops hosted by Corvane practitioners on cloud costs, test automation, AI governance, accessibility and data platforms.",
    sections: [
      {
        type: "hero",
        eyebrow: "Insights",
        heading: "Webinars and workshops with our practitioners",
        lead: "We host practical sessions led by the engineers and consultants who do the work, designed for exchange rather than sales pitches.",
        background: { image: "ins-hero-events" },
      },
      {
        type: "cardGrid",
        heading: "Our 2025 programme",
        intro:
          "Registration is free. Webinar recordings are shared with registered participants wherever the speakers agree.",
        layout: "plain",
        cards: [
          {
            title: "May 2025 — Webinar: Getting cloud costs under control",
            text: "A live online session with Q&A for finance and engineering leads, covering tagging, showback and rightsizing and walking through the FinOps routine our consultants set up with clients.",
          },
          {
            title: "June 2025 — Workshop: Test automation that lasts",
            text: "A hands-on, half-day workshop in Austin for QA leads and developers. Participants restructure a brittle UI test suite into fast API and contract tests using Playwright and Pact.",
          },
          {
            title: "July 2025 — Webinar: Generative AI governance in practice",
            text: "An online panel for risk, compliance and technology leaders on approving AI use cases, evaluating assistants and documenting controls for regulation such as the EU AI Act.",
          },
          {
            title: "September 2025 — Workshop: Building accessible mobile apps",
            text: "A practical session for designers and mobile developers, held in Austin and streamed online, on screen reader behaviour, focus order, dynamic text and automated accessibility checks.",
          },
          {
            title: "October 2025 — Webinar: A data platform your analysts trust",
            text: "An online session for data and analytics leaders on choosing between warehouse and lakehouse designs, adding quality checks and lineage, and getting business teams to adopt self-service.",
          },
          {
            title: "November 2025 — Workshop: Process discovery for automation",
            text: "An in-person, half-day workshop in Austin for operations managers. Teams map one of their own processes, spot automation candidates and leave with a ranked shortlist and a business case template.",
          },
        ],
      },
      {
        type: "callToAction",
        heading: "Reserve your place",
        text: "Tell us which session interests you and who from your team would like to attend, and we will send the joining details and any preparation material.",
        action: { href: "/contact", label: "Register interest" },
      },
    ],
  },
];
