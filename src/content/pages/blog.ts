import type { PageInput } from "../schema";

const blogIndex = {
  title: "Our Blogs",
  description:
    "Articles from the Corvane Technologies team on app marketing, web design, AI automation, multilingual websites and keeping software healthy.",
  sections: [
    {
      type: "hero",
      eyebrow: "Blog",
      heading: "Our Blogs",
      lead: "Practical thinking from our engineers, designers and consultants on building, launching and looking after digital products.",
    },
    {
      type: "prose",
      heading: "Lessons from the delivery floor",
      paragraphs: [
        "Our blog collects what we learn while building software for clients. Each article starts from a question we hear often in project meetings, such as how to win better app reviews or when automation is worth the effort, and answers it with the approach our teams actually use. We keep posts practical, avoid jargon where plain words will do and explain the trade-offs involved.",
        "You will find pieces on product marketing, user experience, artificial intelligence, internationalisation and long-term maintenance. Some are written for technical leads, others for founders and marketing teams who work alongside engineers. Whatever your role, we hope each article gives you at least one idea you can put to work on your own product this week.",
      ],
    },
    {
      type: "linkCards",
      heading: "Latest articles",
      cards: [
        {
          href: "/blog1",
          title: "The Role of App Reviews and Ratings in Your Marketing Strategy",
          text: "Why store ratings shape downloads and how to earn better reviews.",
        },
        {
          href: "/blog2",
          title: "The Psychological Impact of Color Theory in Web Design",
          text: "How colour choices influence trust, attention and action on your site.",
        },
        {
          href: "/blog3",
          title: "Key Benefits of AI-Powered Automation in Business Operations",
          text: "Where AI automation saves time and where people should stay in charge.",
        },
        {
          href: "/blog4",
          title: "How to Create a Multilingual Website for Global Reach",
          text: "Plan languages, structure and translation workflows that scale.",
        },
        {
          href: "/blog5",
          title: "App Maintenance: Why It's as Important as Development",
          text: "What happens after launch decides whether an app succeeds.",
        },
      ],
    },
  ],
} satisfies Omit<PageInput, "path">;

export const blogPages: PageInput[] = [
  { path: "/blog", ...blogIndex },
  { path: "/Blogs", ...blogIndex, canonicalPath: "/blog" },
  {
    path: "/blog1",
    title: "The Role of App Reviews and Ratings in Your Marketing Strategy",
    description:
      "How app store reviews and ratings influence discovery and downloads, and practical ways to earn more positive feedback from real users.",
    sections: [
      {
        type: "hero",
        eyebrow: "Blog",
        heading: "The Role of App Reviews and Ratings in Your Marketing Strategy",
        lead: "Before anyone installs your app, they read what other people thought of it. Ratings and reviews are often the deciding factor.",
      },
      {
        type: "prose",
        heading: "Your store listing is your storefront",
        paragraphs: [
          "Picture someone searching an app store for a budgeting tool. They see a long list of options with similar icons and similar promises. What separates them at a glance is the star rating and the handful of reviews shown underneath. In that moment, feedback from strangers carries more weight than any screenshot or carefully written description your marketing team produced.",
          "Ratings also influence where your app appears in the first place, because store algorithms favour apps that users appear to like and keep using. That makes reviews more than a vanity metric: they are part of your acquisition channel. Treating them as a core element of your marketing strategy, rather than something to check occasionally, changes how you design, release and support your product.",
        ],
      },
    ],
  },
  {
    path: "/blog2",
    title: "The Psychological Impact of Color Theory in Web Design",
    description:
      "How colour choices shape trust, attention and action on a website, and how to build a palette that supports your brand and your conversion goals.",
    sections: [
      {
        type: "hero",
        eyebrow: "Blog",
        heading: "The Psychological Impact of Color Theory in Web Design",
        lead: "Visitors form an impression of a website almost instantly, long before they read a word. Colour does much of that work.",
      },
      {
        type: "prose",
        heading: "Colour speaks before copy does",
        paragraphs: [
          "When a page loads, the first thing people register is not your headline but the overall mood of the screen. A calm blue layout suggests stability; a bright orange banner signals urgency or energy. These reactions are partly cultural and partly learned from years of browsing, but they are real, and they influence whether a visitor feels comfortable enough to stay and explore.",
          "Good colour theory in web design is less about picking a favourite shade and more about using contrast, hierarchy and consistency to guide attention. The colour of a button, the tone of a warning message and the background behind a pricing table all tell users what matters. Used deliberately, colour makes a site easier to read, more accessible and more persuasive.",
        ],
      },
    ],
  },
  {
    path: "/blog3",
    title: "Key Benefits of AI-Powered Automation in Business Operations",
    description:
      "The practical benefits of AI-powered automation in everyday business operations, from faster processing to fewer errors and better use of staff time.",
    sections: [
      {
        type: "hero",
        eyebrow: "Blog",
        heading: "Key Benefits of AI-Powered Automation in Business Operations",
        lead: "Automation used to mean rigid scripts that broke when anything changed. AI is making it flexible enough for real operational work.",
      },
      {
        type: "prose",
        heading: "Beyond rule-based automation",
        paragraphs: [
          "Traditional automation works well when every input looks the same: a fixed form, a predictable file, a clear rule. Most business operations are messier than that. Invoices arrive in different layouts, customer emails ramble and exceptions pile up in shared inboxes. AI-powered automation can read, classify and extract information from this kind of unstructured material, which opens up processes that were previously too varied to automate.",
          "The benefits show up quickly in day-to-day work. Routine requests are handled in minutes instead of days, error rates fall because data is no longer retyped by hand and staff spend their time on judgement calls rather than copying and pasting. The real gain is not replacing people but giving them back the hours that repetitive tasks used to consume.",
        ],
      },
    ],
  },
  {
    path: "/blog4",
    title: "How to Create a Multilingual Website for Global Reach",
    description:
      "A practical guide to planning, structuring and maintaining a multilingual website so visitors in every market get a fast, natural experience.",
    sections: [
      {
        type: "hero",
        eyebrow: "Blog",
        heading: "How to Create a Multilingual Website for Global Reach",
        lead: "Reaching customers in new markets starts with speaking their language, and that takes more than running your pages through a translation tool.",
      },
      {
        type: "prose",
        heading: "Start with strategy, not translation",
        paragraphs: [
          "Many companies treat a multilingual website as a translation job: copy the English pages, send them out, paste the results back. The outcome is usually a site that technically speaks several languages but feels foreign in all of them. Before translating anything, decide which markets matter most, what each audience needs from you and which content genuinely has to change rather than simply be reworded.",
          "Those decisions shape the technical build. You will need a clear URL structure for each language, proper language tags so search engines show the right version and a content management workflow that keeps translations in step when the source pages change. Getting this foundation right early is far cheaper than retrofitting it once the site has grown large.",
        ],
      },
    ],
  },
  {
    path: "/blog5",
    title: "App Maintenance: Why It's as Important as Development",
    description:
      "Why ongoing app maintenance matters as much as the initial build: security patches, OS updates, performance tuning and keeping users happy after launch.",
    sections: [
      {
        type: "hero",
        eyebrow: "Blog",
        heading: "App Maintenance: Why It's as Important as Development",
        lead: "Launch day feels like the finish line, but for any successful app it is really the starting point of a much longer journey.",
      },
      {
        type: "prose",
        heading: "Launch is the beginning, not the end",
        paragraphs: [
          "Budgets and plans tend to focus on building an app and getting it into the stores. Once it is live, attention moves elsewhere and the team that built it is reassigned. Yet the world around the app keeps changing: operating systems update, devices with new screen sizes appear, third-party libraries release fixes and security researchers uncover fresh vulnerabilities every week.",
          "An app that is not maintained slowly falls behind. Crashes creep in after an OS update, load times grow as data accumulates and reviews start to mention bugs that never get fixed. Regular maintenance, covering updates, monitoring, performance tuning and small improvements based on user feedback, protects the investment you made in development and keeps the product earning its place on users' phones.",
        ],
      },
    ],
  },
];
