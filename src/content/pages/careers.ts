import { whyPath } from "@/config/site";
import type { PageInput } from "../schema";

export const careerPages: PageInput[] = [
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
            title: "Why join Corvane",
            text: "What makes working here different, from learning budgets to the projects you will touch.",
          },
          {
            href: "/JoinUs",
            title: "Join us",
            text: "See the reasons people choose us and how to start your application.",
          },
          {
            href: "/DiversityAndInclusion",
            title: "Diversity and inclusion",
            text: "How we build teams where everyone belongs and can do their best work.",
          },
        ],
      },
    ],
  },
  {
    path: whyPath,
    title: "Why Join Corvane",
    description:
      "Why engineers and consultants choose Corvane: meaningful client work, funded certifications, supportive leads and room to grow across many industries.",
    sections: [
      {
        type: "hero",
        eyebrow: "Careers",
        heading: "Why build your career at Corvane",
        lead: "Interesting problems, colleagues who share what they know and a company that invests in your skills as seriously as it invests in client work.",
      },
      {
        type: "prose",
        heading: "What you can expect",
        paragraphs: [
          "Our clients range from banks and insurers to manufacturers and energy companies in 19+ countries, so the work rarely repeats itself. One quarter you might be modernising a payments platform; the next, building a mobile app for field engineers. Each project comes with a clear brief, a realistic plan and a lead who makes sure you have what you need to succeed.",
          "We treat learning as part of the job. Certifications are paid for, study time is protected and our 50+ product alliances give you early access to training on the platforms clients use most. Just as important, we keep a culture of plain speaking: problems are raised early, credit is shared fairly and nobody is left to struggle quietly on their own.",
        ],
      },
    ],
  },
  {
    path: "/JoinUs",
    title: "Join Us",
    description:
      "Join Corvane Technologies and grow with a team that values curiosity, ownership and craft; learn what we look for and how our hiring process works.",
    sections: [
      {
        type: "hero",
        eyebrow: "Careers",
        heading: "Why Join us ?",
        lead: "Infinity+ unique reasons. And this one is just for you.",
      },
      {
        type: "prose",
        heading: "What we look for and how we hire",
        paragraphs: [
          "We look for people who are curious, take ownership of their work and enjoy explaining things clearly. Specific skills matter, but we care more about how you approach an unfamiliar problem and how you work with others. Developers, testers, designers, cloud engineers, analysts and consultants all find a place here, at every stage from graduate to senior leader.",
          "Our hiring process is short and transparent. After an initial conversation with our recruitment team, you will meet the people you would work with and talk through a realistic problem together rather than solving puzzles on a whiteboard. We aim to give a decision quickly, explain our reasoning either way and keep you informed at every step along the way.",
        ],
      },
    ],
  },
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
      },
      {
        type: "prose",
        heading: "Our commitment to diversity and inclusion",
        paragraphs: [
          "Our colleagues work across many countries, cultures and languages, and we see that range as a strength. We use structured interviews and consistent scoring so hiring decisions rest on skills rather than familiarity, review pay regularly to close unexplained gaps and offer flexible working patterns that suit carers, parents and people who simply work best at different hours.",
          "Inclusion is about everyday behaviour as much as policy. Managers are trained to run meetings where quieter voices are heard, employee networks help shape company decisions and anyone can raise a concern confidentially, knowing it will be taken seriously. We measure how people feel about belonging at Corvane and share the results openly, including where we still need to improve.",
        ],
      },
    ],
  },
];
