import type { PageInput } from "@/content/schema";

const product = "{product}";
const whyPath = "/Why{product}";

/** The open positions on the careers page (issue 38); content migration 0004 adds it to a stored site. */
export const OPEN_POSITIONS_SECTION = {
  type: "openPositions",
  heading: "Open positions",
  intro:
    "The roles we are hiring for now. Narrow the list by team or by location, and apply on the position's page.",
} as const satisfies PageInput["sections"][number];

export const careerPages: PageInput[] = [
  // --- Careers landing -------------------------------------------------------------------
  {
    path: "/CareerPage",
    title: "Careers",
    description:
      "Build your career at Corvane Technologies: explore why people join us, how to apply and how we make our teams welcoming for everyone.",
    sections: [
      {
        type: "hero",
        eyebrow: "Work with us",
        heading: "Careers",
        lead: "Join a team of engineers, consultants and operators who solve real problems for clients around the world and learn something new with every project.",
        background: { image: "car-hero-careers" },
      },
      {
        type: "prose",
        heading: "Life at Corvane",
        paragraphs: [
          "At Corvane you work on systems that people rely on every day, from banking apps to factory platforms. Teams are small, so your contribution is visible and your ideas are heard. You will pair with experienced colleagues, review each other's work and take on more responsibility as soon as you are ready, rather than waiting for a set number of years to pass.",
          "We back that growth with funded certifications, internal workshops and time set aside for learning during the working week. Our 150+ associates collaborate across offices and time zones, which means you get exposure to different industries, technologies and cultures. Whether you are starting out or already leading teams, there is room here to grow in the direction you choose.",
        ],
      },
      {
        type: "linkCards",
        heading: "Explore careers at Corvane",
        cards: [
          {
            href: whyPath,
            title: `Why join ${product}`,
            text: "Ten reasons people choose to build their careers here, from the projects you will work on to the way we support learning, flexibility and growth.",
          },
          {
            href: "/JoinUs",
            title: "Join us",
            text: "Ready to apply? Send us your details and résumé in a few minutes, and our recruitment team will contact you about roles that match your experience.",
          },
          {
            href: "/DiversityAndInclusion",
            title: "Diversity and inclusion",
            text: "How we build teams where everyone belongs, with focus areas on gender, generations, abilities and culture, and the inclusive products we build for clients.",
          },
        ],
      },
      OPEN_POSITIONS_SECTION,
      {
        type: "callToAction",
        heading: "Find your place at Corvane",
        text: "Developers, testers, designers, cloud engineers, analysts and consultants all find a home here, from graduates to senior leaders. Tell us about yourself.",
        action: { href: "/JoinUs", label: "Apply now" },
      },
    ],
  },

  // --- Why join --------------------------------------------------------------------------
  {
    path: whyPath,
    title: `Why Join ${product}`,
    description:
      "Why engineers and consultants choose Corvane: meaningful client work, funded certifications, supportive mentors and room to grow across many industries.",
    sections: [
      {
        type: "hero",
        eyebrow: "Careers",
        heading: `Why join ${product}`,
        lead: "Interesting problems, colleagues who share what they know and a company that invests in your skills as seriously as it invests in client work.",
        background: { image: "car-hero-why" },
      },
      {
        type: "slideshow",
        heading: "Ten reasons to build your career with us",
        intro:
          "Each reason comes from what our colleagues tell us matters most about working here.",
        slides: [
          {
            title: "Work that matters to real people",
            points: [
              "Build banking apps, patient portals and factory systems that people rely on every day",
              "See your work running in production, not stuck in a slide deck",
              "Hear directly from the users your software serves",
            ],
            image: "car-why-1",
          },
          {
            title: "Variety across industries",
            points: [
              "Move between banking, insurance, energy, retail and healthcare projects",
              "Work alongside clients in 19+ countries",
              "Broaden your experience without changing employer",
            ],
            image: "car-why-2",
          },
          {
            title: "Learning is part of the job",
            points: [
              "Certifications on the platforms our clients use, paid for by us",
              "Protected study time during the working week",
              "Early access to vendor training through our 50+ product alliances",
            ],
            image: "car-why-3",
          },
          {
            title: "Small teams, visible impact",
            points: [
              "Teams small enough that every contribution is noticed",
              "Your ideas are heard in planning, not only in retrospectives",
              "Ownership of features from design through to release",
            ],
            image: "car-why-4",
          },
          {
            title: "Mentors who share what they know",
            points: [
              "A named mentor from your first day",
              "Pair programming and design reviews with experienced colleagues",
              "Regular, specific feedback instead of a once-a-year review",
            ],
            image: "car-why-5",
          },
          {
            title: "Clear paths to grow",
            points: [
              "Technical and leadership career tracks with equal standing",
              "Published expectations for every level",
              "Promotion when you are ready, not after a fixed number of years",
            ],
            image: "car-why-6",
          },
          {
            title: "Flexible working",
            points: [
              "Hybrid and remote arrangements agreed with your team",
              "Core hours that leave room for family, study and life",
              "The equipment you need to work well from anywhere",
            ],
            image: "car-why-7",
          },
          {
            title: "A culture of plain speaking",
            points: [
              "Problems raised early and without blame",
              "Credit shared fairly across the team",
              "Leaders who explain the reasoning behind their decisions",
            ],
            image: "car-why-8",
          },
          {
            title: "Everyone belongs here",
            points: [
              "Structured, fair hiring and regular pay reviews",
              "Employee networks that help shape company decisions",
              "Workplace adjustments arranged quickly and without fuss",
            ],
            image: "car-why-9",
          },
          {
            title: "Rewards that recognise your work",
            points: [
              "Competitive pay, reviewed every year",
              "Health cover and wellbeing support",
              "Recognition for good work from peers and clients alike",
            ],
            image: "car-why-10",
          },
        ],
      },
      {
        type: "callToAction",
        heading: "Make it eleven reasons",
        text: "The best reason to join is the one you discover for yourself. Send us your résumé and tell us what kind of work you want to be doing next.",
        action: { href: "/JoinUs", label: "Join us" },
      },
    ],
  },

  // --- Join Us ---------------------------------------------------------------------------
  {
    path: "/JoinUs",
    title: "Join Us",
    description:
      "Apply to join Corvane Technologies: send your details and résumé, tell us your experience, and our recruitment team will be in touch about matching roles.",
    sections: [
      {
        type: "hero",
        eyebrow: "Careers",
        heading: "Why Join us ?",
        lead: "Infinity+ unique reasons.",
        subline: "And this one is just for you.",
        background: { image: "car-hero-joinus" },
      },
      {
        type: "form",
        form: "resume",
        heading: "Apply now",
        intro:
          "Tell us about yourself and attach your résumé as a PDF or Word document. Our recruitment team reads every application and will contact you about roles that match your experience.",
      },
    ],
  },

  // --- Diversity and Inclusion -----------------------------------------------------------
  {
    path: "/DiversityAndInclusion",
    title: "Diversity and Inclusion",
    description:
      "How Corvane builds diverse, inclusive teams through fair hiring, equal pay reviews, flexible work and employee networks that shape company decisions.",
    sections: [
      {
        type: "hero",
        eyebrow: "Careers",
        heading: "A workplace where everyone belongs",
        lead: "Better software comes from teams that bring different backgrounds, perspectives and experiences to the table, and from a culture that lets every voice be heard.",
        background: { image: "car-hero-diversity" },
      },
      {
        type: "expandableIntro",
        heading: "Our commitment to diversity and inclusion",
        summary:
          "Our colleagues work across many countries, cultures and languages, and we see that range as a strength. We use structured interviews and consistent scoring so hiring decisions rest on skills rather than familiarity, review pay regularly to close unexplained gaps and offer flexible working patterns that suit carers, parents and people who simply work best at different hours.",
        more: "Inclusion is about everyday behaviour as much as policy. Managers are trained to run meetings where quieter voices are heard, employee networks help shape company decisions and anyone can raise a concern confidentially, knowing it will be taken seriously. We measure how people feel about belonging at Corvane and share the results openly, including where we still need to improve.",
      },
      {
        type: "cardPager",
        heading: "Focus areas",
        windowSize: 3,
        tabs: [
          {
            label: "Gender",
            cards: [
              {
                title: "Balanced shortlists",
                text: "Every shortlist for technical and leadership roles includes candidates of different genders, and interview panels are mixed, so hiring decisions reflect skills rather than familiarity.",
              },
              {
                title: "Equal pay reviews",
                text: "Each year we compare pay for people in the same role and level, investigate any unexplained gap and correct it, then share the overall findings with every employee.",
              },
              {
                title: "Women in engineering network",
                text: "A network run by our engineers organises mentoring circles, conference sponsorship and technical talks, and advises leadership on the policies that affect women's careers.",
              },
              {
                title: "Parental leave and return",
                text: "Paid parental leave for every parent, whatever their gender, and phased returns with flexible hours, so coming back to work does not mean stepping back in your career.",
              },
            ],
          },
          {
            label: "Generations",
            cards: [
              {
                title: "Early-career programme",
                text: "Graduates and apprentices join a structured first year with a mentor, rotations across projects and dedicated learning time, building confidence before taking on client responsibility.",
              },
              {
                title: "Career changers and returners",
                text: "We welcome people moving into technology from other professions and those returning after a career break, and value the domain knowledge they bring to our clients.",
              },
              {
                title: "Reverse mentoring",
                text: "Junior colleagues mentor senior leaders on new tools, platforms and ways of working, while learning how decisions are made at the top. Both sides say they learn more than they expected.",
              },
              {
                title: "Flexibility for every life stage",
                text: "Part-time options, compressed weeks and planned sabbaticals help people balance work with study, young children, caring for parents or a gradual move towards retirement.",
              },
            ],
          },
          {
            label: "Abilities",
            cards: [
              {
                title: "Accessible recruitment",
                text: "Application forms and assessments are tested with assistive technology, and every candidate is asked, without needing to explain why, which adjustments would help them do their best.",
              },
              {
                title: "Workplace adjustments",
                text: "Screen readers, ergonomic equipment, flexible schedules and quiet workspaces are arranged quickly through a simple request, with a named contact who follows up until things work.",
              },
              {
                title: "Neurodiversity support",
                text: "Clear written briefs, predictable meeting agendas and managers trained to adapt how they communicate help neurodivergent colleagues do their best work and progress in their careers.",
              },
              {
                title: "Accessibility in what we build",
                text: "Colleagues with lived experience of disability help shape our accessibility practice, and their insight makes the apps we build for clients easier for everyone to use.",
              },
            ],
          },
          {
            label: "Culture",
            cards: [
              {
                title: "Teams across many countries",
                text: "Our colleagues collaborate across continents and time zones, so we rotate meeting times fairly and write decisions down, making sure nobody is always the one joining late at night.",
              },
              {
                title: "Respect for faith and festivals",
                text: "A floating holiday allowance lets people observe the festivals that matter to them, and project plans account for religious holidays in every team's locations.",
              },
              {
                title: "Language-inclusive communication",
                text: "We write in plain English, avoid idioms that do not travel well and value colleagues who speak our clients' languages, which helps us serve customers in their own language.",
              },
              {
                title: "Employee networks with a voice",
                text: "Cultural and heritage networks organise events, share perspectives and review company policies, and their leads meet our leadership team regularly to raise what needs to change.",
              },
            ],
          },
        ],
      },
      {
        type: "caseStudyCarousel",
        heading: "Inclusive design in our client work",
        intro:
          "The same commitment shapes what we build: products that work for people of every ability, language and background.",
        intervalMs: 3000,
        caseStudies: ["accessible-banking", "multilingual-patient-portal", "digital-banking"],
      },
      {
        type: "callToAction",
        heading: "Bring your whole self to work",
        text: "If you want to work somewhere that values different perspectives and acts on them, we would like to hear from you.",
        action: { href: "/JoinUs", label: "Apply now" },
      },
    ],
  },
];
