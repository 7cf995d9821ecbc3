/**
 * Site-wide settings in one place. Every value can be overridden by an environment
 * variable (src/config/env.ts), read by the build and by the server that renders the pages on
 * request; `npm start` rebuilds when one changes, so the two agree. The spec's {email},
 * {phone} and {product} placeholders come from here.
 *
 * Import this from server code only and pass values to client components as props:
 * the browser bundle does not see these environment variables.
 */
import { parseEnv } from "./env";

const env = parseEnv();

export const siteConfig = {
  /** Legal and display name of the company. */
  name: env.SITE_NAME,
  /** Short name used in the logo and the `/Why{product}` path. */
  product: env.SITE_PRODUCT,
  /** Public origin of the site, used for canonical URLs, the sitemap and Open Graph. */
  url: env.SITE_URL,
  email: env.SITE_EMAIL,
  phone: env.SITE_PHONE,
  address: env.SITE_ADDRESS,
  /** The professional-network profile linked from the footer. */
  networkUrl: env.SITE_NETWORK_URL,
  /** The external contact page the home hero's Contact Us button opens. */
  contactPageUrl: env.SITE_CONTACT_URL,
  /** The zone the studio shows and takes schedule times in (UTC is always shown beside). */
  timeZone: env.SITE_TIME_ZONE,
  /** Days a database backup is kept (`npm run backup` deletes older ones); the privacy policy says so. */
  tagline: "Software, mobile and cloud engineering for companies that need to scale fast.",
  description:
    "Corvane Technologies designs, builds and runs software, mobile apps and cloud platforms for banks, insurers, manufacturers, retailers and energy companies in 19+ countries.",
  foundedYear: 2015,
  copyrightYear: 2025,
} as const;

export type SiteConfig = typeof siteConfig;

/** Path of the "Why join" page, e.g. `/WhyCorvane`. */
export const whyPath = `/Why${siteConfig.product}` as const;

export function absoluteUrl(path: string): string {
  return path === "/" ? `${siteConfig.url}/` : `${siteConfig.url}${path}`;
}
