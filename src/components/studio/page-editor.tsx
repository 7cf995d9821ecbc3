"use client";

import { useCallback, useEffect, useMemo, useReducer, useState, type ReactNode } from "react";
import {
  isSectionType,
  newSection,
  pageFields,
  sectionForms,
  sectionTypes,
  type FieldSpec,
} from "@/content/section-fields";
import type { SectionType } from "@/content/schema";
import {
  inputClass,
  labelClass,
  outlineButtonClass,
  submitButtonClass,
} from "@/components/workspace/form-controls";
import {
  asList,
  editorReducer,
  fieldId,
  isRecord,
  placeIssue,
  type EditorAction,
  type EditorIssue,
  type EditorState,
} from "./document";
import { EditorContext, type After, type EditorApi } from "./editor-context";
import { FieldEditor } from "./fields";
import { SectionEditor } from "./section-editor";
import type { PageEditorProps, SaveOutcome } from "./types";

export type { PageEditorProps } from "./types";

const LOCKED_PATH_NOTE =
  "This page is in the site's route table, so its address cannot be changed here.";
const LEAVE_QUESTION = "Leave this page? Your unsaved changes will be lost.";
const panelClass = "min-w-0 space-y-5 rounded-2xl bg-white p-4 shadow-sm sm:p-6";

const isHero = (section: unknown) => isRecord(section) && section.type === "hero";

/** The document's own fields under a heading: a kind's form, or a page's fields. */
function FieldsPanel({
  heading,
  intro,
  fields,
  doc,
  readOnlyNote,
}: {
  heading: string;
  intro: ReactNode;
  fields: readonly FieldSpec[];
  doc: Record<string, unknown>;
  readOnlyNote: (key: string) => string | undefined;
}) {
  return (
    <section aria-labelledby="studio-page-heading" className={panelClass}>
      <h2 id="studio-page-heading" className="text-xl font-bold">
        {heading}
      </h2>
      <p className="text-sm text-ink-700">{intro}</p>
      {fields.map((field) => (
        <FieldEditor
          key={field.key}
          field={field}
          path={[field.key]}
          value={doc[field.key]}
          scope={{ owner: "", join: "in" }}
          readOnlyNote={readOnlyNote(field.key)}
        />
      ))}
    </section>
  );
}

/**
 * The studio's page editor: the page's fields, then its sections in order, each field with
 * its own control. Saving sends the whole document; nothing typed is reset on a failure.
 */
export function PageEditor({
  pageId,
  initialDocument,
  version: startVersion,
  choices,
  pathLocked,
  previewHref,
  saveDraft,
  publish,
  form,
}: PageEditorProps) {
  const [state, dispatch] = useReducer(editorReducer, initialDocument, (doc): EditorState => ({
    doc,
    issues: [],
  }));
  const [version, setVersion] = useState(startVersion);
  const [savedJson, setSavedJson] = useState(() => JSON.stringify(initialDocument));
  const [pending, setPending] = useState<null | "save" | "publish">(null);
  const [note, setNote] = useState("");
  const [status, setStatus] = useState("");
  const [alert, setAlert] = useState("");
  const [summaryTitle, setSummaryTitle] = useState("");
  const [announcement, setAnnouncement] = useState("");
  const [focusRequest, setFocusRequest] = useState<After | null>(null);
  const [addType, setAddType] = useState<SectionType>("prose");
  const [addAfter, setAddAfter] = useState("end");

  const { doc, issues } = state;
  const lockedPathNote = (key: string) =>
    key === "path" && pathLocked ? LOCKED_PATH_NOTE : undefined;
  const sections = asList(doc.sections);
  const dirty = useMemo(() => JSON.stringify(doc) !== savedJson, [doc, savedJson]);

  // Focus set by id once the change has rendered: the moved item's same button, a new field.
  useEffect(() => {
    if (!focusRequest) return;
    const element = document.getElementById(focusRequest.focus);
    const target = focusRequest.into
      ? (element?.querySelector<HTMLElement>("input, select, textarea") ?? element)
      : element;
    target?.focus();
  }, [focusRequest]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    // In-app links (next/link) do not unload the page: ask before following them.
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement) || link.target === "_blank" || link.download) return;
      const url = new URL(link.href, window.location.href);
      const here = window.location;
      if (url.origin !== here.origin) return;
      if (url.pathname === here.pathname && url.search === here.search) return;
      if (!window.confirm(LEAVE_QUESTION)) event.preventDefault();
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
    };
  }, [dirty]);

  // Keeps a focused field clear of the action bar, which sticks to the bottom from 640 px.
  useEffect(() => {
    const root = document.documentElement;
    const before = root.style.scrollPaddingBottom;
    root.style.scrollPaddingBottom = "12rem";
    return () => {
      root.style.scrollPaddingBottom = before;
    };
  }, []);

  const edit = useCallback((action: EditorAction, after?: After) => {
    dispatch(action);
    if (after) {
      setFocusRequest(after);
      const say = after.say;
      // The same sentence twice would not change the live region, so it would not be read.
      if (say) setAnnouncement((last) => (last === say ? `${say}\u00a0` : say));
    }
  }, []);

  const messages = useMemo(() => {
    const map = new Map<string, string[]>();
    for (const issue of issues) {
      if (!issue.target) continue;
      const id = fieldId(issue.target);
      map.set(id, [...(map.get(id) ?? []), issue.message]);
    }
    return map;
  }, [issues]);

  const api = useMemo<EditorApi>(() => ({ choices, messages, edit }), [choices, messages, edit]);

  async function run(kind: "save" | "publish") {
    if (pending) return;
    const sent = doc;
    const buttonId = kind === "save" ? "studio-save" : "studio-publish";
    setPending(kind);
    setStatus("");
    setAlert("");
    let outcome: SaveOutcome;
    try {
      outcome =
        kind === "save"
          ? await saveDraft({ pageId, baseVersion: version, document: sent })
          : await publish({ pageId, baseVersion: version, document: sent, note: note.trim() });
    } catch {
      outcome = {
        ok: false,
        kind: "error",
        message: `The page could not be ${kind === "save" ? "saved" : "published"}: the server did not answer. Everything you typed is still here; try again in a moment.`,
      };
    }
    setPending(null);
    if (outcome.ok) {
      setVersion(outcome.version);
      setSavedJson(JSON.stringify(sent));
      dispatch({ type: "issues", issues: [] });
      if (kind === "publish") setNote("");
      setStatus(outcome.message);
    } else if (outcome.kind === "invalid" && outcome.issues.length > 0) {
      const placed: EditorIssue[] = outcome.issues.map((issue) => ({
        path: issue.path,
        target: placeIssue(sent, issue.path, form?.fields).target,
        message: issue.message,
      }));
      dispatch({ type: "issues", issues: placed });
      setSummaryTitle(outcome.message);
      setFocusRequest({ focus: "studio-issues" });
      return;
    } else {
      setAlert(outcome.message);
    }
    // The button was disabled while the action ran, which may have dropped focus.
    if (document.activeElement === document.body || document.activeElement === null) {
      setFocusRequest({ focus: buttonId });
    }
  }

  const firstIsHero = isHero(sections[0]);
  const addable = sectionTypes.filter((type) => type !== "hero" || !sections.some(isHero));
  const chosenType = addable.includes(addType) ? addType : (addable[0] ?? "prose");
  const afterIndex = addAfter === "end" ? sections.length - 1 : Number(addAfter);

  function addSection() {
    // A hero always goes first; anything else after the chosen section, never above the hero.
    let index =
      chosenType === "hero" ? 0 : Math.min(Math.max(afterIndex, -1), sections.length - 1) + 1;
    if (index === 0 && firstIsHero) index = 1;
    const label = sectionForms[chosenType].label;
    edit(
      { type: "insert", list: ["sections"], index, value: newSection(chosenType) },
      {
        focus: fieldId(["sections", index]),
        into: true,
        say: `${label} added as section ${index + 1}.`,
      },
    );
    setAddAfter("end");
  }

  const busy = pending !== null;

  return (
    <EditorContext.Provider value={api}>
      <div className="min-w-0 space-y-6">
        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>

        {issues.length > 0 ? (
          <IssueSummary
            title={summaryTitle}
            items={issues.map((issue) => ({
              target: issue.target,
              message: issue.message,
              trail: placeIssue(doc, issue.path, form?.fields).trail,
            }))}
          />
        ) : null}

        {form ? (
          <FieldsPanel
            heading={form.heading}
            intro={form.intro}
            fields={form.fields}
            doc={doc}
            readOnlyNote={(key) => form.readOnly?.[key] ?? lockedPathNote(key)}
          />
        ) : (
          <>
            <FieldsPanel
              heading="Page"
              intro={
                <>
                  Fields marked “optional” may be left empty. Text may use placeholders such as
                  {" {product}"}, filled from the site settings when the page is shown.
                </>
              }
              fields={pageFields}
              doc={doc}
              readOnlyNote={lockedPathNote}
            />

            <section aria-labelledby="studio-sections-heading" className="min-w-0 space-y-5">
              <h2 id="studio-sections-heading" className="text-xl font-bold">
                Sections ({sections.length})
              </h2>
              {sections.map((section, index) => (
                // Index keys: a move keeps each position's elements, and focus follows by id.
                <SectionEditor
                  key={index}
                  section={section}
                  index={index}
                  locked={index === 0 && firstIsHero}
                  canMoveUp={index > 0 && !(index === 1 && firstIsHero)}
                  canMoveDown={index < sections.length - 1 && !(index === 0 && firstIsHero)}
                />
              ))}

              <div className={panelClass}>
                <h3 className="text-lg font-bold">Add a section</h3>
                <div className="flex flex-wrap items-start gap-3">
                  <div className="min-w-0 flex-1 basis-56">
                    <label htmlFor="studio-add-type" className={labelClass}>
                      Section type
                    </label>
                    <select
                      id="studio-add-type"
                      value={chosenType}
                      aria-describedby="studio-add-hint"
                      className={inputClass}
                      onChange={(event) => {
                        if (isSectionType(event.target.value)) setAddType(event.target.value);
                      }}
                    >
                      {addable.map((type) => (
                        <option key={type} value={type}>
                          {sectionForms[type].label}
                        </option>
                      ))}
                    </select>
                    <p id="studio-add-hint" className="mt-1 text-sm text-ink-700">
                      {sectionForms[chosenType].help}
                    </p>
                  </div>
                  <div className="min-w-0 flex-1 basis-56">
                    <label htmlFor="studio-add-position" className={labelClass}>
                      Position
                    </label>
                    <select
                      id="studio-add-position"
                      value={addAfter === "end" || afterIndex < sections.length ? addAfter : "end"}
                      className={inputClass}
                      onChange={(event) => setAddAfter(event.target.value)}
                    >
                      <option value="end">At the end</option>
                      {sections.map((section, index) => {
                        const type = isRecord(section) ? section.type : undefined;
                        const label = isSectionType(type) ? sectionForms[type].label : "Unknown";
                        return (
                          <option key={index} value={String(index)}>
                            {`After ${index + 1}. ${label}`}
                          </option>
                        );
                      })}
                    </select>
                  </div>
                  <button
                    type="button"
                    id="studio-add"
                    className={`${outlineButtonClass} sm:mt-6`}
                    onClick={addSection}
                  >
                    Add section
                  </button>
                </div>
              </div>
            </section>
          </>
        )}

        <div className="z-10 min-w-0 space-y-3 rounded-2xl border border-ink-300 bg-white p-4 shadow-sm sm:sticky sm:bottom-0 sm:p-6">
          <div className="flex flex-wrap items-end gap-3">
            <button
              type="button"
              id="studio-save"
              className={submitButtonClass}
              disabled={busy}
              onClick={() => void run("save")}
            >
              {pending === "save" ? "Saving…" : "Save draft"}
            </button>
            <div className="min-w-0 flex-1 basis-60">
              <label htmlFor="studio-note" className={labelClass}>
                Note for the revision (optional)
              </label>
              <input
                id="studio-note"
                type="text"
                value={note}
                maxLength={500}
                className={inputClass}
                onChange={(event) => setNote(event.target.value)}
              />
            </div>
            <button
              type="button"
              id="studio-publish"
              className={`${outlineButtonClass} disabled:opacity-60`}
              disabled={busy}
              onClick={() => void run("publish")}
            >
              {pending === "publish" ? "Publishing…" : "Publish"}
            </button>
            {dirty ? (
              <p className="flex min-h-11 items-center font-semibold text-ink-900">
                Unsaved changes
              </p>
            ) : null}
          </div>
          <p role="status" className="font-semibold text-ink-900 empty:hidden">
            {status}
          </p>
          <div role="alert" className="font-semibold text-signal-600 empty:hidden">
            {alert}
          </div>
          {previewHref ? (
            <p className="text-sm text-ink-700">
              <a
                href={previewHref}
                target="_blank"
                rel="noopener"
                className="font-semibold text-ink-900 underline"
              >
                Preview (opens in a new tab)
              </a>{" "}
              shows the last saved draft: save first to see your latest changes.
            </p>
          ) : null}
        </div>
      </div>
    </EditorContext.Provider>
  );
}

interface SummaryItem {
  target: EditorIssue["target"];
  trail: string[];
  message: string;
}

/** The server's issues as links to their fields; focused when a save is refused. */
function IssueSummary({ title, items }: { title: string; items: SummaryItem[] }) {
  return (
    <section
      id="studio-issues"
      tabIndex={-1}
      aria-labelledby="studio-issues-heading"
      className="rounded-2xl border-2 border-signal-600 bg-white p-4 sm:p-6"
    >
      <h2 id="studio-issues-heading" className="text-lg font-bold text-signal-600">
        {title || "The page has problems"}
      </h2>
      <p className="mt-1 text-sm text-ink-700">Correct these, then save again.</p>
      <ul className="mt-3 list-disc space-y-2 pl-5">
        {items.map((item, i) => {
          const text = `${item.trail.length > 0 ? `${item.trail.join(" › ")}: ` : ""}${item.message}`;
          if (!item.target) return <li key={i}>{text}</li>;
          const id = fieldId(item.target);
          return (
            <li key={i}>
              <a
                href={`#${id}`}
                className="font-semibold text-signal-600 underline"
                onClick={(event) => {
                  event.preventDefault();
                  document.getElementById(id)?.focus();
                }}
              >
                {text}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
