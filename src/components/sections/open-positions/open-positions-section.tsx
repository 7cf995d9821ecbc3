import { useId } from "react";
import { buttonClass } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { ArrowRight, CalendarIcon, ClockIcon, MapPinIcon } from "@/components/ui/icons";
import { SectionHeading } from "@/components/ui/section-heading";
import { openPositions, type OpenPosition } from "@/content/catalogue";
import { employmentTypeLabels, positionPlace } from "@/content/documents";
import { formatDate } from "@/lib/sections/dates";
import type { SectionProps } from "../types";
import { buildListing, type FilterChoice, type ListedPosition, type TeamGroup } from "./listing";

/**
 * The open positions (issue 38): grouped by team, each a card linking to its page, with two
 * filters (team, location) made of radio buttons and generated `:has()` rules, so they work
 * without JavaScript and the page does not depend on the address it was asked for.
 */
export function OpenPositionsSection({ heading, intro }: SectionProps<"openPositions">) {
  const headingId = useId();
  return (
    <section
      id="open-positions"
      aria-labelledby={headingId}
      className="scroll-mt-24 bg-ink-50 py-16 text-ink-900 md:py-24"
    >
      <Container>
        <SectionHeading id={headingId} heading={heading} intro={intro} />
        <OpenPositionsList positions={openPositions()} />
      </Container>
    </section>
  );
}

/** The list with its filters, or what to do when nothing is open. */
export function OpenPositionsList({ positions }: { positions: readonly OpenPosition[] }) {
  const name = useId();
  const { teams, places, css } = buildListing(positions);
  if (teams.length === 0) return <NoOpenPositions />;
  return (
    <div data-open-positions="" className="mt-10">
      {/* Built from safe identifiers only (listing.ts), never from the positions' text. */}
      <style dangerouslySetInnerHTML={{ __html: css }} />
      <div
        role="group"
        aria-label="Filter the positions"
        className="grid gap-6 rounded-2xl border border-ink-100 bg-white p-5 sm:p-6 lg:grid-cols-2"
      >
        <Filter by="team" name={name} choices={teams} />
        <Filter by="place" name={name} choices={places} />
      </div>
      <p
        data-no-match=""
        className="mt-8 rounded-2xl border border-dashed border-ink-300 bg-white px-5 py-6 text-ink-700"
      >
        No open position matches both choices. Choose “All teams” or “All locations” to see more.
      </p>
      <div className="mt-10 space-y-12">
        {teams.map((team) => (
          <TeamPositions key={team.key} team={team} />
        ))}
      </div>
    </div>
  );
}

/** The two filters' words; each radio carries `data-<by>-choice` for the generated rules. */
const FILTERS = {
  team: { legend: "Team", all: "All teams" },
  place: { legend: "Location", all: "All locations" },
} as const;

function Filter({
  by,
  name,
  choices,
}: {
  by: keyof typeof FILTERS;
  /** The list's own prefix: the radios' group is `<name>-<by>`. */
  name: string;
  choices: readonly FilterChoice[];
}) {
  const { legend, all } = FILTERS[by];
  const options = [{ key: "", label: all }, ...choices];
  return (
    <fieldset className="min-w-0">
      <legend className="mb-3 text-sm font-bold uppercase tracking-[0.14em] text-ink-600">
        {legend}
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.key}
            className="flex min-h-11 cursor-pointer items-center gap-2.5 rounded-full border border-ink-300/70 bg-white px-4 py-2 text-sm font-medium text-ink-900 transition-colors hover:border-ink-500 has-[:checked]:border-accent-600 has-[:checked]:bg-accent-300/15 has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-accent-400/40"
          >
            <input
              type="radio"
              name={`${name}-${by}`}
              value={option.key}
              defaultChecked={option.key === ""}
              {...{ [`data-${by}-choice`]: option.key || undefined }}
              className="size-4 accent-accent-700"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function TeamPositions({ team }: { team: TeamGroup }) {
  return (
    <div data-team-group={team.key}>
      <h3 className="text-xl font-bold text-ink-900 sm:text-2xl">{team.label}</h3>
      <ul className="mt-5 grid gap-4 md:grid-cols-2">
        {team.positions.map((listed) => (
          <li key={listed.position.id} data-place={listed.placeKey}>
            <PositionCard listed={listed} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function PositionCard({ listed: { position } }: { listed: ListedPosition }) {
  const { document } = position;
  return (
    <article className="group relative flex h-full flex-col rounded-2xl border border-ink-100 bg-white p-6 shadow-sm shadow-ink-900/5 transition hover:-translate-y-0.5 hover:shadow-lg hover:shadow-ink-900/10 has-[a:focus-visible]:ring-4 has-[a:focus-visible]:ring-accent-400/40 motion-reduce:hover:translate-y-0">
      <h4 className="text-lg font-bold leading-snug text-ink-900">
        {/* One link per card, its hit area stretched over the whole card. */}
        <a
          href={position.path}
          className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] group-hover:text-accent-700"
        >
          {document.title}
        </a>
      </h4>
      <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-ink-600">
        <li className="inline-flex items-center gap-1.5">
          <MapPinIcon className="size-4" />
          {positionPlace(document)}
        </li>
        <li className="inline-flex items-center gap-1.5">
          <ClockIcon />
          {employmentTypeLabels[document.employmentType]}
        </li>
        <li className="inline-flex items-center gap-1.5">
          <CalendarIcon />
          <span>
            Posted <time dateTime={document.posted}>{formatDate(document.posted)}</time>
          </span>
        </li>
      </ul>
      <span
        aria-hidden="true"
        className="mt-auto inline-flex items-center gap-2 pt-5 text-sm font-semibold text-accent-700"
      >
        View the position
        <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
      </span>
    </article>
  );
}

function NoOpenPositions() {
  return (
    <div className="mt-10 rounded-2xl border border-ink-100 bg-white p-6 sm:p-8">
      <p className="text-lg font-semibold text-ink-900">There are no open positions right now.</p>
      <p className="mt-2 text-ink-700">
        We still read every open application and write when a role fits your experience.
      </p>
      <a href="/JoinUs" className={buttonClass("dark", "mt-6")}>
        Send an open application
        <ArrowRight className="size-4" />
      </a>
    </div>
  );
}
