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
    "App users leaving star ratings and written reviews for a mobile app on a store listing",
    "Cover of 'The Role of App Reviews and Ratings in Your Marketing Strategy' (/blog1): hero and listing card",
    "people",
    "amber",
  ),
  "blog-cover-2": image(
    "blog-cover-2",
    "A web page layout built from colour swatches, with one accent colour drawing the eye to its main button",
    "Cover of 'The Psychological Impact of Color Theory in Web Design' (/blog2): hero and listing card",
    "waves",
    "violet",
  ),
  "blog-cover-3": image(
    "blog-cover-3",
    "Business documents and requests flowing through an AI model that sorts them and routes exceptions to staff",
    "Cover of 'Key Benefits of AI-Powered Automation in Business Operations' (/blog3): hero and listing card",
    "nodes",
    "teal",
  ),
  "blog-cover-4": image(
    "blog-cover-4",
    "One website reaching visitors around the globe in several languages",
    "Cover of 'How to Create a Multilingual Website for Global Reach' (/blog4): hero and listing card",
    "orbits",
    "blue",
  ),
  "blog-cover-5": image(
    "blog-cover-5",
    "A mobile app's components being updated, patched and monitored after launch",
    "Cover of 'App Maintenance: Why It's as Important as Development' (/blog5): hero and listing card",
    "circuit",
    "green",
  ),
};
