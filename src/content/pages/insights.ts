import type { PageInput } from "../schema";

export const insightPages: PageInput[] = [
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
        lead: "Explore what we have learned delivering technology for clients in 19+ countries: real project stories, opinions from our practitioners, independent analyst perspectives and company updates.",
      },
      {
        type: "prose",
        heading: "What you will find here",
        paragraphs: [
          "Our insights come from the people doing the work. Engineers, consultants and industry leads write about the problems they see across client projects, what has worked, what has not and what they would do differently. We aim for practical, specific writing that helps technology and business leaders make better decisions, rather than marketing material that repeats familiar slogans.",
          "The section is organised into case studies, points of view, analyst insights, news and events, so you can go straight to the kind of material you need. Case studies show outcomes, points of view argue a position, analyst insights summarise external research, and the news and events pages keep you up to date with Corvane announcements and gatherings.",
        ],
      },
      {
        type: "linkCards",
        heading: "Browse insights",
        cards: [
          {
            href: "/Casestud",
            title: "Case Studies",
            text: "Stories of client challenges, the approach we took and the results that followed.",
          },
          {
            href: "/Views",
            title: "Points of View",
            text: "Practitioner opinions on technology choices, industry trends and delivery practice.",
          },
          {
            href: "/Analystinsight",
            title: "Analyst Insights",
            text: "How independent research firms see the markets and technologies we work in.",
          },
          {
            href: "/News",
            title: "News",
            text: "Company announcements, new alliances, leadership updates and recognition.",
          },
          {
            href: "/Events",
            title: "Events",
            text: "Webinars, conferences and roundtables where you can meet our experts.",
          },
        ],
      },
    ],
  },
  {
    path: "/Casestud",
    title: "Case Studies",
    description:
      "Client case studies showing how Corvane Technologies solved real problems in banking, insurance, manufacturing, retail, energy and other sectors.",
    sections: [
      {
        type: "hero",
        eyebrow: "Insights",
        heading: "Client stories, told plainly",
        lead: "Our case studies describe the challenge each client faced, the approach our teams took and the outcomes that followed, with lessons other organisations can apply.",
      },
      {
        type: "prose",
        heading: "How we write case studies",
        paragraphs: [
          "Every case study follows the same honest structure: the business problem, the constraints we worked within, the solution we delivered and the results measured afterwards. We include what was difficult as well as what went well, because the trade-offs are often the most useful part for readers facing similar decisions in their own organisations.",
          "Stories cover the full range of our work, from core banking modernisation and claims automation to connected factories, commerce platforms and data programmes. Client names appear only with permission; otherwise we describe the organisation by its sector and the scale of its operations. Our 4.9 of 5 client rating reflects relationships built on exactly this kind of openness.",
        ],
      },
    ],
  },
  {
    path: "/Views",
    title: "Points of View",
    description:
      "Opinion pieces from Corvane practitioners on AI adoption, cloud costs, legacy modernisation, security and the future of enterprise software.",
    sections: [
      {
        type: "hero",
        eyebrow: "Insights",
        heading: "Perspectives from the people who do the work",
        lead: "Our consultants and engineers share clear, sometimes contrarian positions on the technology and business questions our clients are wrestling with.",
      },
      {
        type: "prose",
        heading: "Opinions backed by delivery experience",
        paragraphs: [
          "A point of view should take a position. Our authors argue for specific approaches, such as when to refactor rather than rewrite, how to keep cloud bills predictable or where generative AI is worth the risk, and explain the reasoning behind them. Each piece draws on patterns seen across many engagements rather than a single project or an untested theory.",
          "We write for leaders who need to make decisions, so articles are concise and end with practical recommendations. Topics span our industries and services, from payments and insurance to supply chains, security and data. Readers are welcome to disagree: the aim is to start useful conversations about difficult choices, not to have the last word on them.",
        ],
      },
    ],
  },
  {
    path: "/Analystinsight",
    title: "Analyst Insights",
    description:
      "Summaries of independent analyst research on IT services, cloud, automation and industry technology, with Corvane's view on what it means for buyers.",
    sections: [
      {
        type: "hero",
        eyebrow: "Insights",
        heading: "Independent research, put in context",
        lead: "We follow what leading industry analysts publish about technology markets and services, and explain what their findings mean for organisations planning their next investment.",
      },
      {
        type: "prose",
        heading: "Making analyst research useful",
        paragraphs: [
          "Analyst reports are valuable but dense, and they are often written for a broad audience. In this section we summarise research on topics such as cloud services, intelligent automation, cyber security and industry platforms, highlight the findings most relevant to decision-makers, and add our practitioners' perspective on how those trends show up in real programmes.",
          "We are careful to separate what analysts say from what we think, and we link to original sources where publishers allow it. We never claim rankings or endorsements that have not been formally granted. The goal is simple: to help buyers understand the market, ask sharper questions of any provider and build technology plans on evidence rather than assumptions.",
        ],
      },
    ],
  },
  {
    path: "/News",
    title: "News",
    description:
      "The latest announcements from Corvane Technologies, including new capabilities, product alliances, leadership appointments and company milestones.",
    sections: [
      {
        type: "hero",
        eyebrow: "Insights",
        heading: "News from Corvane Technologies",
        lead: "Company announcements, alliance updates and milestones from our teams around the world.",
      },
      {
        type: "prose",
        heading: "What we announce and why",
        paragraphs: [
          "This is where we share significant developments at Corvane Technologies: new alliances and capabilities, leadership appointments, expansions of our delivery network and recognition from clients and industry bodies. Each announcement explains what has changed and what it means for the organisations we work with, so clients and partners can see how our growth translates into better service.",
          "Founded in Austin, Texas in 2015, Corvane has grown to 150+ associates serving clients in 19+ countries, supported by 100+ certified professionals and 50+ product alliances. News items record that journey as it happens, and journalists looking for background, comment or interviews can reach our communications team through the contact page.",
        ],
      },
    ],
  },
  {
    path: "/Events",
    title: "Events",
    description:
      "Webinars, conferences, roundtables and workshops where Corvane experts share practical lessons on software, cloud, data and security.",
    sections: [
      {
        type: "hero",
        eyebrow: "Insights",
        heading: "Meet our experts at events and webinars",
        lead: "We host and take part in webinars, industry conferences, executive roundtables and hands-on workshops throughout the year.",
      },
      {
        type: "prose",
        heading: "Learning together",
        paragraphs: [
          "Our events are designed for exchange rather than sales pitches. Webinars walk through real implementation lessons, roundtables bring together leaders from the same industry to compare notes under the Chatham House rule, and workshops give technical teams hands-on time with tools and techniques they can apply straight away. Sessions are led by practitioners who have delivered the work themselves.",
          "We also speak and exhibit at industry conferences in the sectors we serve, from financial services and insurance to manufacturing, energy and retail. Each listing sets out the agenda, speakers and format, and we share webinar recordings wherever speakers agree, so that anyone who missed a session can still benefit from the discussion.",
        ],
      },
    ],
  },
];
