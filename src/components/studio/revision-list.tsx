import {
  HiddenFields,
  inputClass,
  labelClass,
  smallButtonClass,
} from "@/components/workspace/form-controls";
import { formatTime } from "@/components/workspace/time";

interface Revision {
  id: string;
  number: number;
  publishedAt: Date;
  publishedBy: string;
  note: string | null;
}

/** One side of the comparison: a revision by its number. */
function RevisionSelect(props: {
  id: string;
  name: string;
  label: string;
  numbers: number[];
  selected: number;
}) {
  return (
    <div>
      <label htmlFor={props.id} className={labelClass}>
        {props.label}
      </label>
      <select id={props.id} name={props.name} defaultValue={props.selected} className={inputClass}>
        {props.numbers.map((number) => (
          <option key={number} value={number}>
            {number}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The editor's revisions: compare two, or restore one as the draft. */
export function RevisionList(props: {
  pageId: string;
  draftVersion: number;
  /** The live revision's id, when something is live. */
  liveRevisionId: string | null;
  revisions: Revision[];
  restore: (form: FormData) => Promise<void>;
}) {
  const { pageId, revisions } = props;
  const numbers = revisions.map((revision) => revision.number);
  return (
    <section
      aria-labelledby="revisions-heading"
      className="space-y-4 rounded-2xl bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="revisions-heading" className="text-xl font-bold">
        Revisions ({revisions.length})
      </h2>
      {revisions.length === 0 ? (
        <p>No revision yet: each publish keeps one.</p>
      ) : (
        <>
          {revisions.length > 1 ? (
            <form
              action={`/admin/content/${pageId}/compare`}
              className="flex flex-wrap items-end gap-3"
            >
              <RevisionSelect
                id="compare-from"
                name="from"
                label="Compare revision"
                numbers={numbers}
                selected={revisions[1]!.number}
              />
              <RevisionSelect
                id="compare-to"
                name="to"
                label="with revision"
                numbers={numbers}
                selected={revisions[0]!.number}
              />
              <button type="submit" className={smallButtonClass}>
                Compare
              </button>
            </form>
          ) : null}
          <ol className="divide-y divide-ink-100">
            {revisions.map((revision) => (
              <li
                key={revision.id}
                className="flex flex-wrap items-center justify-between gap-3 py-3"
              >
                <div>
                  <p className="font-semibold">
                    Revision {revision.number}
                    {revision.id === props.liveRevisionId ? " (live)" : ""}
                  </p>
                  <p className="text-sm text-ink-700">
                    Published {formatTime(revision.publishedAt)} by {revision.publishedBy}
                    {revision.note ? `: “${revision.note}”` : ""}
                  </p>
                </div>
                <form action={props.restore}>
                  <HiddenFields
                    values={{
                      pageId,
                      number: revision.number,
                      baseVersion: props.draftVersion,
                    }}
                  />
                  <button
                    type="submit"
                    className={smallButtonClass}
                    aria-label={`Restore revision ${revision.number} as the draft`}
                  >
                    Restore
                  </button>
                </form>
              </li>
            ))}
          </ol>
          <p className="text-sm text-ink-700">
            Restore makes a new draft from the revision; the live page changes when you publish it.
            Unsaved edits in the form above are lost by a restore.
          </p>
        </>
      )}
    </section>
  );
}
