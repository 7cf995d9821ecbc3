import { image, type MediaEntry } from "./types";

/** Blog listing hero and the five article covers (also used on the listing cards). */
export const blogMedia: Record<string, MediaEntry> = {
  "blog-hero": image(
    "blog-hero",
    "",
    "Blog listing (/blog, /Blogs): hero background",
    "grid",
    "teal",
  ),
  "blog-cover-1": image(
    "blog-cover-1",
    "Illustration for app reviews and ratings: abstract figures of a team in amber tones, with speech bubbles and linked avatar badges",
    "Cover of 'The Role of App Reviews and Ratings in Your Marketing Strategy' (/blog1): hero and listing card",
    "people",
    "amber",
  ),
  "blog-cover-2": image(
    "blog-cover-2",
    "Illustration for colour theory in web design: ribbons of fine violet threads flowing through one bright point, above a faint waveform",
    "Cover of 'The Psychological Impact of Color Theory in Web Design' (/blog2): hero and listing card",
    "waves",
    "violet",
  ),
  "blog-cover-3": image(
    "blog-cover-3",
    "Illustration for AI-powered automation: a network of teal points and fine lines gathered around a few glowing hubs",
    "Cover of 'Key Benefits of AI-Powered Automation in Business Operations' (/blog3): hero and listing card",
    "nodes",
    "teal",
  ),
  "blog-cover-4": image(
    "blog-cover-4",
    "Illustration for multilingual websites: a glowing blue sphere inside tilted orbit rings with small satellites",
    "Cover of 'How to Create a Multilingual Website for Global Reach' (/blog4): hero and listing card",
    "orbits",
    "blue",
  ),
  "blog-cover-5": image(
    "blog-cover-5",
    "Illustration for app maintenance: a circuit board with a central chip and green traces carrying pulses of light",
    "Cover of 'App Maintenance: Why It's as Important as Development' (/blog5): hero and listing card",
    "circuit",
    "green",
  ),
};
