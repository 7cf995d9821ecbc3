import type { PageInput } from "../schema";

export const companyPages: PageInput[] = [
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
        actions: [
          { href: "https://www.corvane.example/contact", label: "Contact Us", newTab: true },
        ],
      },
      {
        type: "prose",
        heading: "What Corvane does",
        paragraphs: [
          "Corvane Technologies is a software engineering and technology consulting company. Since 2015 we have helped businesses plan, build and operate the systems they depend on, from customer-facing mobile apps to the cloud platforms and data pipelines behind them. Our teams take a product from the first workshop to a production release, then stay on to keep it fast, secure and easy to change.",
          "We work with banks, insurers, manufacturers, retailers and energy companies in 19+ countries, and our 100+ certified professionals cover architecture, development, testing, cloud operations and security. Clients rate our work 4.9 out of 5 because we agree on measurable goals at the start, report progress plainly and hand over systems that their own people can understand and run.",
        ],
      },
      {
        type: "linkCards",
        heading: "Where to start",
        cards: [
          {
            href: "/capabilities",
            title: "Our capabilities",
            text: "See how strategy, engineering, cloud, network and process work fit together.",
          },
          {
            href: "/services",
            title: "Our services",
            text: "Browse the specialist services our delivery teams provide.",
          },
          {
            href: "/about",
            title: "About Corvane",
            text: "Learn who we are, what we believe and how we work with clients.",
          },
        ],
      },
    ],
  },
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
      },
      {
        type: "prose",
        heading: "How our capabilities fit together",
        paragraphs: [
          "Most technology problems cross team boundaries. A slow checkout can be a code issue, a database issue or a network issue, and the fix often touches all three. That is why Corvane keeps strategy, engineering, cloud, network and operations specialists in one delivery organisation, sharing the same tools and the same definition of done, instead of passing work between separate vendors.",
          "You can engage us for a single capability, such as a cloud migration or a process review, or ask us to own an outcome end to end. Either way, each engagement starts with a short discovery phase that maps your current systems, names the risks and agrees how success will be measured before any large commitment is made.",
        ],
      },
      {
        type: "linkCards",
        heading: "Explore our capabilities",
        cards: [
          {
            href: "/StrategyConsulting",
            title: "Strategy & Consulting",
            text: "Decide where technology investment will pay off and plan the route there.",
          },
          {
            href: "/EngeneeringService",
            title: "Engineering Services",
            text: "Product, platform and embedded engineering from design to release.",
          },
          {
            href: "/CloudInfrastructure",
            title: "Cloud & Infrastructure Services",
            text: "Migrate, modernise and operate the infrastructure your applications run on.",
          },
          {
            href: "/NetworkServices",
            title: "Network Services",
            text: "Design, secure and monitor the networks that connect your people and sites.",
          },
          {
            href: "/BussinessProcess",
            title: "Business Process Services",
            text: "Redesign and run back-office processes with less manual effort.",
          },
          {
            href: "/SustainabilityService",
            title: "Sustainability Services",
            text: "Measure and reduce the environmental footprint of your operations and IT.",
          },
        ],
      },
    ],
  },
  {
    path: "/services",
    title: "Services Overview",
    description:
      "The specialist services Corvane delivers, from application development and testing to cyber security, data analytics, automation and enterprise platforms.",
    sections: [
      {
        type: "hero",
        eyebrow: "Services",
        heading: "Services shaped around your roadmap",
        lead: "Bring in the specialists you need, when you need them, from a single partner that already understands how your systems fit together.",
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
        type: "linkCards",
        heading: "Popular services",
        cards: [
          {
            href: "/Adms",
            title: "Application Development & Maintenance",
            text: "Build new applications and keep existing ones healthy and current.",
          },
          {
            href: "/TestingSer",
            title: "Testing Services",
            text: "Functional, automated and regression testing that catches issues before users do.",
          },
          {
            href: "/CyberSec",
            title: "Cyber Security",
            text: "Protect systems and data with assessments, monitoring and incident response.",
          },
          {
            href: "/DataAnalytics",
            title: "Data Analytics",
            text: "Turn scattered data into reports and models people actually use.",
          },
          {
            href: "/IntelligentAt",
            title: "Intelligent Automation",
            text: "Automate repetitive work across systems with bots, workflows and AI.",
          },
          {
            href: "/CloudCons",
            title: "Cloud Consulting",
            text: "Choose the right cloud approach and plan a migration that holds up.",
          },
        ],
      },
    ],
  },
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
      },
      {
        type: "prose",
        heading: "Our mission and vision",
        paragraphs: [
          "Our mission is to give every client the engineering capacity of a much larger company without the overhead that usually comes with it. We do that by building small, senior teams, choosing proven technology over fashionable technology and writing down every decision so that nothing depends on one person's memory. Today that approach is carried by 150+ associates working with clients in 19+ countries.",
          "Our vision is a world where growing companies never have to choose between moving quickly and building well. We invest in training, so our 100+ certified professionals stay current, and in 50+ product alliances, so we can recommend the right tool rather than the one we happen to resell. Success, for us, is a client who could run without us but chooses not to.",
        ],
      },
    ],
  },
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
  {
    path: "/PrivacyPolicy",
    title: "Privacy Policy",
    description:
      "How Corvane Technologies collects, uses, stores and protects personal information gathered through this website and related business communications.",
    sections: [
      {
        type: "hero",
        eyebrow: "Legal",
        heading: "Privacy Policy",
        lead: "This policy explains what personal information we collect, why we collect it, how we keep it safe and the choices you have about it.",
      },
      {
        type: "prose",
        heading: "Introduction",
        paragraphs: [
          "Corvane Technologies respects your privacy and handles personal information with care. This policy applies to information we collect when you visit our website, contact us, apply for a role or do business with us. It describes the kinds of information involved, the purposes we use it for, the limited circumstances in which we share it and how long we keep it.",
          "We collect only what we need to answer enquiries, deliver our services, run recruitment and improve the website. We do not sell personal information. By using this website you acknowledge the practices described here, and you may ask us at any time to access, correct or delete information we hold about you, subject to any legal obligations to retain it.",
        ],
      },
    ],
  },
];
