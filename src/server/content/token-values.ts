/** The settings' values filled into stored content where visitors see it. */
import "server-only";
import { privacySettings } from "@/config/privacy";
import { siteConfig } from "@/config/site";
import { fillText, tokenValues } from "@/content/tokens";

/** The settings' values of every placeholder, read when a page renders. */
export function currentTokenValues(): Record<string, string> {
  return tokenValues({
    product: siteConfig.product,
    email: siteConfig.email,
    phone: siteConfig.phone,
    address: siteConfig.address,
    contactUrl: siteConfig.contactPageUrl,
    privacy: privacySettings(),
  });
}

export const fillPath = (path: string) => fillText(path, { "{product}": siteConfig.product });
