import { ArrowRight } from "@/components/ui/icons";
import { MessageHero } from "../message-hero";

/** The 404 page's content (the chrome around it comes from where it is drawn). */
export const notFoundMetadata = {
  title: "Page not found",
  description:
    "The page you asked for does not exist. Find your way back to our services, our work or our team.",
  robots: { index: false },
};

const ways = [
  { href: "/", title: "Home", text: "Start again from the front page." },
  { href: "/services", title: "Our services", text: "Software, mobile, cloud and consulting." },
  { href: "/contact", title: "Contact us", text: "Tell us what you were looking for." },
];

export function NotFoundContent() {
  return (
    <MessageHero
      eyebrow="Error 404"
      heading="We could not find that page"
      text="The address may be mistyped, or the page may have moved. One of these will get you back on track."
      glowAt={80}
      tall
    >
      <ul className="mt-12 grid gap-4 sm:grid-cols-3">
        {ways.map((way) => (
          <li key={way.href}>
            <a
              href={way.href}
              className="group flex h-full flex-col rounded-2xl border border-white/15 bg-white/5 p-6 transition hover:border-accent-300 hover:bg-white/10"
            >
              <span className="inline-flex items-center gap-2 font-display text-lg font-bold">
                {way.title}
                <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
              </span>
              <span className="mt-2 text-sm text-ink-100">{way.text}</span>
            </a>
          </li>
        ))}
      </ul>
    </MessageHero>
  );
}
