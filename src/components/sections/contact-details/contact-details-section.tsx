import { useId, type ReactNode } from "react";
import { MailIcon, MapPinIcon, PhoneIcon } from "@/components/ui/icons";
import { SectionHeading } from "@/components/ui/section-heading";
import { SectionShell } from "@/components/ui/section-shell";
import { siteConfig } from "@/config/site";
import type { SectionProps } from "../types";

/** Address, phone and e-mail blocks, from the site settings. */
export function ContactDetailsSection({ heading, intro }: SectionProps<"contactDetails">) {
  const headingId = useId();
  const tel = `tel:${siteConfig.phone.replace(/[^+\d]/g, "")}`;
  return (
    <SectionShell labelledBy={headingId} tone="muted">
      <SectionHeading id={headingId} heading={heading} intro={intro} />
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        <Block icon={<MapPinIcon />} title="Visit us">
          <address className="not-italic">{siteConfig.address}</address>
        </Block>
        <Block icon={<PhoneIcon />} title="Call us">
          <a
            href={tel}
            className="font-semibold text-ink-900 underline-offset-4 hover:text-accent-700 hover:underline"
          >
            {siteConfig.phone}
          </a>
        </Block>
        <Block icon={<MailIcon />} title="Email us">
          <a
            href={`mailto:${siteConfig.email}`}
            className="break-all font-semibold text-ink-900 underline-offset-4 hover:text-accent-700 hover:underline"
          >
            {siteConfig.email}
          </a>
        </Block>
      </ul>
    </SectionShell>
  );
}

function Block({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="rounded-2xl border border-ink-100 bg-white p-7 shadow-sm shadow-ink-900/5">
      <span
        aria-hidden="true"
        className="flex size-12 items-center justify-center rounded-xl bg-accent-400/15 text-accent-700"
      >
        {icon}
      </span>
      <h3 className="mt-5 text-lg font-bold text-ink-900">{title}</h3>
      <div className="mt-2 leading-relaxed text-ink-700">{children}</div>
    </li>
  );
}
