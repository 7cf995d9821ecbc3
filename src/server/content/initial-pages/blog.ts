import type { PostDocument } from "@/content/documents";
import type { PageInput } from "@/content/schema";
import type { PostId } from "./post-ids";
import { posts } from "./posts";

/** The listing, shared by /blog and its alias /Blogs. Its blogList section lists the published posts. */
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
      background: { image: "blog-hero" },
    },
    {
      type: "blogList",
      heading: "Latest articles",
      intro:
        "Each article starts from a question clients ask us in project meetings and answers it with the approach our teams actually use, trade-offs included.",
    },
    {
      type: "callToAction",
      heading: "Have a question we should write about?",
      text: "Tell us what your product or operations team is wrestling with. If it is useful to others, it may become our next article, and we will answer you directly either way.",
      action: { href: "/contact", label: "Contact us" },
    },
  ],
} satisfies Omit<PageInput, "path">;

type ArticlePage = {
  description: string;
  lead: string;
  cta: { heading: string; text: string; action: { href: string; label: string } };
};

const articlePages: Record<PostId, ArticlePage> = {
  blog1: {
    description:
      "How app store ratings and reviews drive installs and search placement, and how to ask for, answer and learn from reviews without breaking store rules.",
    lead: "Your star rating is the first thing people check before installing, so earning, answering and learning from reviews belongs in your marketing plan.",
    cta: {
      heading: "Want better ratings for your app?",
      text: "Our mobile team can review your store listing, review prompts and release process, and show you where ratings are being won or lost.",
      action: { href: "/contact", label: "Talk to our mobile team" },
    },
  },
  blog2: {
    description:
      "What colour psychology can and cannot do for a website, and how to build a palette with clear hierarchy, consistent roles and accessible contrast.",
    lead: "Colour shapes how a website feels and where visitors look long before they read a word, which makes a palette a design system rather than a matter of taste.",
    cta: {
      heading: "Is your palette working as hard as your copy?",
      text: "Our designers can audit your site's colour hierarchy, tokens and contrast, then hand your developers a palette that is accessible in light and dark themes.",
      action: { href: "/contact", label: "Request a design review" },
    },
  },
  blog3: {
    description:
      "Where AI-powered automation pays off in business operations, from document processing to routing, and the safeguards that keep it accurate and trusted.",
    lead: "AI lets automation reach the messy, document-heavy work that rigid rules never could, provided the process is measured, checked and supervised by people.",
    cta: {
      heading: "Looking for your first automation candidate?",
      text: "Our intelligent automation consultants can assess a process with you, measure its baseline and run a shadow-mode pilot before anything goes live.",
      action: { href: "/contact", label: "Discuss a pilot" },
    },
  },
  blog4: {
    description:
      "A step-by-step guide to multilingual websites: choosing markets, URL structure and hreflang, internationalised code, translation workflow and launch checks.",
    lead: "Speaking your customers' language takes more than translation: structure, search signals, code and publishing workflow all have to work in every locale.",
    cta: {
      heading: "More articles from our engineers",
      text: "Browse the rest of our blog for practical guides on design, automation, app marketing and keeping software healthy long after launch.",
      action: { href: "/blog", label: "Back to all articles" },
    },
  },
  blog5: {
    description:
      "Why app maintenance deserves the same planning as development: OS updates, security patches, performance monitoring, code health and a maintenance budget.",
    lead: "Launch starts an app's working life, and the platform updates, patches and small fixes that follow decide whether it keeps its users.",
    cta: {
      heading: "Need a team to look after your app?",
      text: "Corvane's application support engineers take on apps we built and apps we inherit, with agreed response targets, monitoring and a planned upgrade calendar.",
      action: { href: "/contact", label: "Ask about app support" },
    },
  },
};

export const blogPages: PageInput[] = [
  { path: "/blog", ...blogIndex },
  { path: "/Blogs", ...blogIndex, canonicalPath: "/blog" },
];

/** The five articles as posts of the studio: each keeps its path, /blog1 to /blog5. */
export const initialPosts: PostDocument[] = posts.map((post) => {
  const page = articlePages[post.id as PostId];
  return {
    path: `/${post.id}`,
    title: post.title,
    description: page.description,
    published: post.published,
    authorName: post.author.name,
    authorRole: post.author.role,
    image: post.image,
    lead: page.lead,
    intro: post.intro,
    sections: post.sections,
    conclusionHeading: post.conclusion.heading,
    conclusionParagraphs: post.conclusion.paragraphs,
    ctaHeading: page.cta.heading,
    ctaText: page.cta.text,
    ctaAction: page.cta.action,
  };
});
