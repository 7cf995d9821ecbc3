import type { PageInput } from "../schema";

export const capabilityPages: PageInput[] = [
  {
    path: "/CloudInfrastructure",
    title: "Cloud and Infrastructure Services",
    description:
      "Corvane plans cloud migrations, modernises data centres and runs hybrid infrastructure so your applications stay available, secure and affordable.",
    sections: [
      {
        type: "hero",
        eyebrow: "Capabilities",
        heading: "Infrastructure that keeps pace with your business",
        lead: "We move, modernise and operate the infrastructure behind your applications, whether it lives in a public cloud, your own data centre or a mix of both.",
      },
      {
        type: "prose",
        heading: "Migration and operations under one team",
        paragraphs: [
          "A cloud migration succeeds or fails on preparation. We start by cataloguing your applications, their dependencies and their real usage, then group them into waves based on risk and business value. Some workloads move as they are, some are re-platformed onto managed services and some are retired altogether. Each wave has a tested rollback plan, so a problem never becomes an outage.",
          "After the move, the same engineers stay on to run the environment. We manage capacity, patching, backups and cost reviews, and we define everything as code so changes are reviewed and repeatable. Monitoring is backed by our 100+ delivery centres and SOCs, which means incidents are picked up and handled around the clock rather than waiting for someone to notice in the morning.",
        ],
      },
    ],
  },
  {
    path: "/EngeneeringService",
    title: "Engineering Services",
    description:
      "Product, platform and embedded engineering from Corvane: we design, build, test and release software and connected devices with your teams.",
    sections: [
      {
        type: "hero",
        eyebrow: "Capabilities",
        heading: "Engineering that ships and keeps working",
        lead: "From web and mobile products to connected devices and internal platforms, our engineers turn requirements into reliable releases and leave behind code your team can maintain.",
      },
      {
        type: "prose",
        heading: "How we engineer products",
        paragraphs: [
          "Our engineering teams combine product designers, developers, test engineers and DevOps specialists, so a feature moves from sketch to production without being handed across departments. We work in short iterations with a demo at the end of each one, which keeps priorities visible and lets you change direction early, while changes are still cheap, instead of discovering a mismatch at the end.",
          "Quality is built into the pipeline rather than added at the end. Every change is peer reviewed, covered by automated tests and deployed through the same repeatable process. We document architecture decisions as we go and pair with your developers during handover, so when the engagement ends your own people can extend the product with confidence rather than treating it as a black box.",
        ],
      },
    ],
  },
  {
    path: "/NetworkServices",
    title: "Network Services",
    description:
      "Corvane designs, secures and manages enterprise networks, from campus and branch connectivity to software-defined WAN and round-the-clock monitoring.",
    sections: [
      {
        type: "hero",
        eyebrow: "Capabilities",
        heading: "Networks that stay fast, secure and visible",
        lead: "We design, upgrade and manage the networks that connect your offices, data centres, cloud platforms and remote staff, so the connection is never the weak link.",
      },
      {
        type: "prose",
        heading: "Connectivity managed end to end",
        paragraphs: [
          "Modern networks have to serve people working from anywhere and applications spread across several clouds. We assess your current topology, traffic patterns and security posture, then design an architecture that fits, often combining software-defined WAN, zero-trust access and segmented campus networks. Rollouts are staged site by site, with clear cut-over windows agreed with local teams in advance.",
          "Once the network is live, we monitor performance and security events from our delivery centres and SOCs, apply firmware updates on a planned schedule and keep configuration under version control. Monthly reviews show where capacity is running short, which circuits are underused and which devices are nearing end of support, so upgrades are planned and budgeted well before anything fails.",
        ],
      },
    ],
  },
  {
    path: "/BussinessProcess",
    title: "Business Process Services",
    description:
      "Corvane redesigns and runs finance, HR, procurement and customer operations processes, combining skilled teams with automation to cut manual effort.",
    sections: [
      {
        type: "hero",
        eyebrow: "Capabilities",
        heading: "Back-office processes that run themselves",
        lead: "We redesign and operate the everyday processes that keep a company running, from invoicing and onboarding to customer support, with less manual work and fewer errors.",
      },
      {
        type: "prose",
        heading: "Fix the process, then run it well",
        paragraphs: [
          "Automating a broken process only produces mistakes faster. We begin by mapping how work actually flows today, including the spreadsheets, email chains and workarounds that never appear in official diagrams. With that picture, we remove unnecessary steps, standardise what varies for no good reason and identify the tasks where software, rather than people, should do the repetitive work.",
          "We can then run the redesigned process for you or alongside your team. Our operations staff work to agreed service levels, and every process comes with dashboards that show volumes, turnaround times and exceptions in real time. Because improvement is part of the contract, we review the figures with you regularly and keep trimming effort and delay long after the initial changes.",
        ],
      },
    ],
  },
  {
    path: "/SustainabilityService",
    title: "Sustainability as a Service",
    description:
      "Sustainability as a Service from Corvane: measure emissions, report with confidence and reduce the footprint of your operations and technology estate.",
    sections: [
      {
        type: "hero",
        eyebrow: "Capabilities",
        heading: "Make sustainability measurable",
        lead: "We help you collect reliable environmental data, meet reporting requirements and find practical ways to lower the footprint of your operations and your IT.",
      },
      {
        type: "prose",
        heading: "From data to reduction",
        paragraphs: [
          "Sustainability targets are only as good as the data behind them. We connect to your energy bills, facilities systems, cloud accounts and supplier records to build a single, auditable view of emissions and resource use. That foundation makes regulatory and investor reporting far less painful and gives leadership a baseline they can trust when setting goals.",
          "With the baseline in place, we look for reductions that also save money. Common examples include right-sizing cloud workloads, shutting down idle environments, consolidating data centres and choosing lower-carbon regions for new services. Delivered as a managed service, the programme keeps data fresh, tracks progress against each target and flags where results are drifting, so sustainability becomes routine work instead of an annual scramble.",
        ],
      },
    ],
  },
  {
    path: "/StrategyConsulting",
    title: "Strategy & Consulting",
    description:
      "Technology strategy and consulting from Corvane: decide where to invest, modernise legacy systems with a clear plan and build a roadmap teams can deliver.",
    sections: [
      {
        type: "hero",
        eyebrow: "Capabilities",
        heading: "Clear technology decisions, grounded in delivery",
        lead: "Our consultants help leadership teams decide what to build, what to buy and what to retire, and then turn those choices into a roadmap that engineers can actually deliver.",
      },
      {
        type: "prose",
        heading: "Advice from people who build",
        paragraphs: [
          "Strategy documents often fail because they ignore how systems really work. Our consultants come from engineering and operations backgrounds, so their recommendations account for technical debt, skills, contracts and integration effort as well as business ambition. We interview stakeholders, review architecture and spending, and compare your options against what similar organisations have achieved before offering a view.",
          "The result is a prioritised roadmap with clear owners, estimated costs and decision points where plans can be revisited. We can stay on to steer the programme, set up governance and measure benefits as they arrive, or hand the plan to your internal teams. Either way, you get advice written in plain language, with the trade-offs spelled out rather than hidden.",
        ],
      },
    ],
  },
];
