/**
 * One control per kind of field (section-fields.ts), drawn recursively for lists of objects.
 * Every element's id comes from its path in the document, so the server's issues find it.
 */
import type { ChangeEvent, ReactNode } from "react";
import { linkFields, newItem, type FieldOf, type FieldSpec } from "@/content/section-fields";
import { inputClass, labelClass, smallButtonClass } from "@/components/workspace/form-controls";
import { asList, fieldId, isRecord, type DocPath } from "./document";
import { useEditor } from "./editor-context";
import type { EditorChoice } from "./types";

/** Names list items in button labels: "card 3 of tab 1 in section 2". */
export interface Scope {
  owner: string;
  join: "in" | "of";
}

const hintClass = "mt-1 text-sm text-ink-700";
const errorClass = "mt-1 text-sm font-semibold text-signal-600";
// min-w-0: a fieldset is as wide as its content by default, too wide at 375 px.
const groupClass = "min-w-0 space-y-4 rounded-xl border border-ink-300 p-3 sm:p-4";
const legendClass = "float-left mb-1 w-full text-base font-semibold text-ink-900";
export const itemButtonClass = `${smallButtonClass} aria-disabled:cursor-not-allowed aria-disabled:opacity-50`;

export function joinIds(...ids: (string | false | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(" ") || undefined;
}

export function scopeText(scope: Scope): string {
  return scope.owner ? ` ${scope.join} ${scope.owner}` : "";
}

function asText(value: unknown): string {
  if (typeof value === "string") return value;
  return value === undefined || value === null ? "" : String(value);
}

/**
 * The server's messages for the element at `path`, and the id they are shown under; with
 * `help`, the id of the hint too.
 */
export function useMessages(path: DocPath, help?: string) {
  const { messages } = useEditor();
  const id = fieldId(path);
  const list = messages.get(id) ?? [];
  return {
    id,
    list,
    errorId: list.length > 0 ? `${id}--error` : undefined,
    hintId: help ? `${id}--hint` : undefined,
  };
}

export function ErrorText({ id, messages }: { id?: string; messages: readonly string[] }) {
  if (!id || messages.length === 0) return null;
  return (
    <p id={id} className={errorClass}>
      {messages.map((message, i) => (
        <span key={i} className="block">
          {message}
        </span>
      ))}
    </p>
  );
}

function Hint({ id, children }: { id?: string; children: ReactNode }) {
  if (!id) return null;
  return (
    <p id={id} className={hintClass}>
      {children}
    </p>
  );
}

/**
 * The field's label, with "(optional)" after it; a select with a default always has a value,
 * so not there.
 */
function FieldLabel({ field }: { field: FieldSpec }) {
  const optional = !field.required && !(field.kind === "select" && field.default !== undefined);
  return (
    <>
      {field.label}
      {optional ? <span className="font-normal text-ink-700"> (optional)</span> : null}
    </>
  );
}

/** The server's messages, then the field's help, under a control. */
function MessagesAndHint(props: {
  errorId?: string;
  list: readonly string[];
  hintId?: string;
  help?: string;
}) {
  return (
    <>
      <ErrorText id={props.errorId} messages={props.list} />
      <Hint id={props.hintId}>{props.help}</Hint>
    </>
  );
}

interface FieldProps<F extends FieldSpec = FieldSpec> {
  field: F;
  path: DocPath;
  value: unknown;
  scope: Scope;
  /** Shown instead of allowing edits (the locked path of a route-table page). */
  readOnlyNote?: string;
}

type Of<K extends FieldSpec["kind"]> = FieldOf<K>;

/** The control of each kind of field. */
const controls: { [K in FieldSpec["kind"]]: (props: FieldProps<Of<K>>) => ReactNode } = {
  text: TextControl,
  longText: TextControl,
  number: NumberControl,
  boolean: CheckboxControl,
  select: SelectControl,
  media: ChoiceControl,
  caseStudyPicker: ChoiceControl,
  link: LinkGroup,
  background: BackgroundGroup,
  textList: ItemList,
  caseStudies: ItemList,
  links: ItemList,
  list: ItemList,
};

export function FieldEditor(props: FieldProps) {
  // The table pairs each kind with its control, a pairing TypeScript cannot follow here.
  const Control = controls[props.field.kind] as (props: FieldProps) => ReactNode;
  return <Control {...props} />;
}

function counterText(length: number, { min, max }: { min: number; max: number }): string {
  if (length < min) return `${length} characters: write at least ${min}.`;
  if (length > max) return `${length} characters: keep it to ${max}.`;
  return `${length} characters (between ${min} and ${max}).`;
}

function TextControl({ field, path, value, readOnlyNote }: FieldProps<Of<"text" | "longText">>) {
  const { edit } = useEditor();
  const { id, list, errorId, hintId } = useMessages(path, field.help);
  const text = asText(value);
  const noteId = readOnlyNote ? `${id}--note` : undefined;
  const countId = field.counter ? `${id}--count` : undefined;
  const control = {
    id,
    value: text,
    readOnly: readOnlyNote ? true : undefined,
    "aria-required": field.required || undefined,
    "aria-invalid": list.length > 0 || undefined,
    "aria-describedby": joinIds(errorId, noteId, hintId, countId),
    className: `${inputClass}${readOnlyNote ? " bg-ink-100" : ""}`,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const next = event.target.value;
      edit({ type: "set", path, value: next === "" && !field.required ? undefined : next });
    },
  };
  const outside =
    field.counter && (text.length < field.counter.min || text.length > field.counter.max);
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        <FieldLabel field={field} />
      </label>
      {field.kind === "longText" ? (
        <textarea rows={3} {...control} />
      ) : (
        <input type="text" {...control} />
      )}
      <ErrorText id={errorId} messages={list} />
      <Hint id={noteId}>{readOnlyNote}</Hint>
      <Hint id={hintId}>{field.help}</Hint>
      {field.counter && countId ? (
        <p id={countId} className={`${hintClass}${outside ? " font-semibold" : ""}`}>
          {counterText(text.length, field.counter)}
        </p>
      ) : null}
    </div>
  );
}

function NumberControl({ field, path, value }: FieldProps<Of<"number">>) {
  const { edit } = useEditor();
  const { id, list, errorId, hintId } = useMessages(path, field.help);
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        <FieldLabel field={field} />
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        step={1}
        min={field.min}
        value={typeof value === "number" || typeof value === "string" ? String(value) : ""}
        aria-required={field.required || undefined}
        aria-invalid={list.length > 0 || undefined}
        aria-describedby={joinIds(errorId, hintId)}
        className={`${inputClass} sm:max-w-48`}
        onChange={(event) => {
          const raw = event.target.value;
          const number = Number(raw);
          // An empty box removes the key: the server asks for a required number.
          edit({
            type: "set",
            path,
            value: raw === "" ? undefined : Number.isFinite(number) ? number : raw,
          });
        }}
      />
      <MessagesAndHint errorId={errorId} list={list} hintId={hintId} help={field.help} />
    </div>
  );
}

function CheckboxControl({ field, path, value }: FieldProps<Of<"boolean">>) {
  const { edit } = useEditor();
  const { id, list, errorId, hintId } = useMessages(path, field.help);
  return (
    <div>
      <div className="flex min-h-11 items-center gap-3">
        <input
          id={id}
          type="checkbox"
          checked={value === true}
          aria-invalid={list.length > 0 || undefined}
          aria-describedby={joinIds(errorId, hintId)}
          className="size-5 shrink-0 accent-ink-900"
          onChange={(event) =>
            edit({
              type: "set",
              path,
              value: event.target.checked ? true : field.required ? false : undefined,
            })
          }
        />
        <label htmlFor={id} className="py-2 text-base font-semibold text-ink-800">
          {field.label}
        </label>
      </div>
      <MessagesAndHint errorId={errorId} list={list} hintId={hintId} help={field.help} />
    </div>
  );
}

interface SelectBoxProps {
  path: DocPath;
  label: ReactNode;
  help?: string;
  required: boolean;
  options: readonly EditorChoice[];
  value: string;
  /** The first, empty choice ("No image"), or null for none. */
  empty: string | null;
  onPick: (value: string) => void;
}

/** A labelled select; a value it does not know (an old id) stays shown and chosen. */
function SelectBox({ path, label, help, required, options, value, empty, onPick }: SelectBoxProps) {
  const { id, list, errorId, hintId } = useMessages(path, help);
  const known = value === "" || options.some((option) => option.value === value);
  return (
    <div className="min-w-0">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        aria-required={required || undefined}
        aria-invalid={list.length > 0 || undefined}
        aria-describedby={joinIds(errorId, hintId)}
        className={inputClass}
        onChange={(event) => onPick(event.target.value)}
      >
        {empty !== null ? <option value="">{empty}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {known ? null : <option value={value}>{`${value} (not a known choice)`}</option>}
      </select>
      <MessagesAndHint errorId={errorId} list={list} hintId={hintId} help={help} />
    </div>
  );
}

function SelectControl({ field, path, value }: FieldProps<Of<"select">>) {
  const { edit } = useEditor();
  const current = value === undefined || value === null ? field.default : value;
  return (
    <SelectBox
      path={path}
      label={<FieldLabel field={field} />}
      help={field.help}
      required={field.required}
      options={field.options.map((option) => ({
        value: String(option.value),
        label: option.label,
      }))}
      value={current === undefined ? "" : asText(current)}
      empty={current === undefined ? "Choose…" : null}
      onPick={(picked) => {
        const option = field.options.find((o) => String(o.value) === picked);
        // Numbers stay numbers (3 | 4, 3000 | 4000); an unknown value stays as it was.
        edit({
          type: "set",
          path,
          value: option ? option.value : picked === "" ? undefined : value,
        });
      }}
    />
  );
}

function emptyChoice(field: Of<"media" | "caseStudyPicker">): string {
  if (field.kind === "caseStudyPicker") return "Choose a case study";
  if (field.kind === "media" && field.media === "video")
    return field.required ? "Choose a video" : "No video";
  return field.required ? "Choose an image" : "No image";
}

function ChoiceControl({ field, path, value }: FieldProps<Of<"media" | "caseStudyPicker">>) {
  const { edit, choices } = useEditor();
  const options =
    field.kind === "caseStudyPicker"
      ? choices.caseStudies
      : field.kind === "media" && field.media === "video"
        ? choices.videos
        : choices.images;
  const thumbnail = options.find((option) => option.value === asText(value))?.thumbnail;
  const select = (
    <SelectBox
      path={path}
      label={<FieldLabel field={field} />}
      help={
        field.kind === "media"
          ? `${field.help ?? ""} Upload new pictures in Media.`.trim()
          : field.help
      }
      required={field.required}
      options={options}
      value={asText(value)}
      empty={emptyChoice(field)}
      onPick={(picked) =>
        edit({ type: "set", path, value: picked === "" && !field.required ? undefined : picked })
      }
    />
  );
  if (field.kind !== "media") return select;
  return (
    <div className="flex items-start gap-3">
      <div className="min-w-0 grow">{select}</div>
      {thumbnail ? (
        // The chosen picture, small, so a list of ids is not all there is to go on.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={thumbnail}
          alt=""
          width={96}
          height={60}
          className="mt-7 h-15 w-24 shrink-0 rounded-md bg-ink-100 object-cover"
        />
      ) : null}
    </div>
  );
}

/** The group's legend, help, messages; `extraHint` is a rule such as "At most 2." */
function Group({
  field,
  path,
  extraHint,
  children,
}: {
  field: FieldSpec;
  path: DocPath;
  extraHint?: string;
  children: ReactNode;
}) {
  const help = [field.help, extraHint].filter(Boolean).join(" ");
  const { id, list, errorId, hintId } = useMessages(path, help);
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      aria-describedby={joinIds(errorId, hintId)}
      className={groupClass}
    >
      <legend className={legendClass}>
        <FieldLabel field={field} />
      </legend>
      <div className="clear-both">
        <Hint id={hintId}>{help}</Hint>
        <ErrorText id={errorId} messages={list} />
      </div>
      {children}
    </fieldset>
  );
}

function LinkGroup({ field, path, value, scope }: FieldProps<Of<"link">>) {
  const { edit } = useEditor();
  const id = fieldId(path);
  const thing = field.label.toLowerCase();
  const toggleId = `${id}--toggle`;
  return (
    <Group field={field} path={path}>
      {isRecord(value)
        ? linkFields.map((sub) => (
            <FieldEditor
              key={sub.key}
              field={sub}
              path={[...path, sub.key]}
              value={value[sub.key]}
              scope={scope}
            />
          ))
        : null}
      {field.required ? null : isRecord(value) ? (
        <button
          type="button"
          id={toggleId}
          className={itemButtonClass}
          aria-label={`Remove the ${thing}${scopeText(scope)}`}
          onClick={() =>
            edit(
              { type: "set", path, value: undefined },
              { focus: toggleId, say: `${field.label} removed.` },
            )
          }
        >
          Remove {thing}
        </button>
      ) : (
        <button
          type="button"
          id={toggleId}
          className={itemButtonClass}
          aria-label={`Add a ${thing}${scope.owner ? ` to ${scope.owner}` : ""}`}
          onClick={() =>
            edit(
              { type: "set", path, value: newItem(linkFields) },
              { focus: id, into: true, say: `${field.label} added.` },
            )
          }
        >
          Add {thing}
        </button>
      )}
    </Group>
  );
}

function BackgroundGroup({ field, path, value }: FieldProps<Of<"background">>) {
  const { edit } = useEditor();
  const kind = isRecord(value)
    ? "image" in value
      ? "image"
      : "video" in value
        ? "video"
        : ""
    : "";
  const id = fieldId(path);
  return (
    <Group field={field} path={path}>
      <div>
        <label htmlFor={`${id}--kind`} className={labelClass}>
          Kind of background
        </label>
        <select
          id={`${id}--kind`}
          value={kind}
          className={inputClass}
          onChange={(event) => {
            const next = event.target.value;
            edit({ type: "set", path, value: next === "" ? undefined : { [next]: "" } });
          }}
        >
          <option value="">None</option>
          <option value="image">Image</option>
          <option value="video">Video</option>
        </select>
      </div>
      {kind && isRecord(value) ? (
        <ChoiceControl
          field={{
            key: kind,
            label: kind === "image" ? "Background image" : "Background video",
            kind: "media",
            media: kind,
            required: true,
          }}
          path={[...path, kind]}
          value={value[kind]}
          scope={{ owner: "", join: "in" }}
        />
      ) : null}
    </Group>
  );
}

// --- Lists --------------------------------------------------------------------------------

type ListSpec = Of<"textList" | "caseStudies" | "links" | "list">;

function listRule(field: ListSpec): string | undefined {
  const min = "min" in field ? (field.min ?? 0) : 0;
  const max = "max" in field ? field.max : undefined;
  const parts = [];
  if (min === 1) parts.push(`At least one ${field.itemLabel.toLowerCase()}.`);
  else if (min > 1) parts.push(`At least ${min}.`);
  if (max !== undefined) parts.push(`At most ${max}.`);
  return parts.join(" ") || undefined;
}

function blankItem(field: ListSpec): unknown {
  if (field.kind === "list") return newItem(field.fields);
  if (field.kind === "links") return newItem(linkFields);
  return "";
}

/**
 * "Move up" or "Move down" for `name` (an item, a section). aria-disabled, not disabled, when
 * it cannot move: the button keeps focus after moving its item to an end.
 */
export function MoveButton({
  id,
  direction,
  name,
  can,
  onMove,
}: {
  id: string;
  direction: "up" | "down";
  name: string;
  can: boolean;
  onMove: () => void;
}) {
  return (
    <button
      type="button"
      id={id}
      className={itemButtonClass}
      aria-disabled={!can || undefined}
      aria-label={`Move ${name} ${direction}`}
      onClick={() => (can ? onMove() : undefined)}
    >
      {`Move ${direction}`}
    </button>
  );
}

/** Move up, move down and remove for item `index` of the list at `list`. */
function ItemButtons({
  list,
  index,
  count,
  min,
  dropEmpty,
  label,
  name,
}: {
  list: DocPath;
  index: number;
  count: number;
  min: number;
  dropEmpty: boolean;
  /** "Card" */
  label: string;
  /** "card 3 of tab 1 in section 2" */
  name: string;
}) {
  const { edit } = useEditor();
  const idAt = (i: number) => fieldId([...list, i]);
  const move = (to: number, button: "up" | "down") =>
    edit(
      { type: "move", list, from: index, to },
      {
        focus: `${idAt(to)}--${button}`,
        say: `${label} ${index + 1} moved to position ${to + 1}.`,
      },
    );
  const first = index === 0;
  const last = index === count - 1;
  const fixed = count <= min;
  return (
    <div className="flex flex-wrap gap-2">
      <MoveButton
        id={`${idAt(index)}--up`}
        direction="up"
        name={name}
        can={!first}
        onMove={() => move(index - 1, "up")}
      />
      <MoveButton
        id={`${idAt(index)}--down`}
        direction="down"
        name={name}
        can={!last}
        onMove={() => move(index + 1, "down")}
      />
      <button
        type="button"
        id={`${idAt(index)}--remove`}
        className={itemButtonClass}
        aria-disabled={fixed || undefined}
        aria-label={`Remove ${name}`}
        onClick={() =>
          fixed
            ? undefined
            : edit(
                { type: "remove", list, index, dropEmpty },
                { focus: `${fieldId(list)}--add`, say: `${label} ${index + 1} removed.` },
              )
        }
      >
        Remove
      </button>
    </div>
  );
}

function ItemList({ field, path, value, scope }: FieldProps<ListSpec>) {
  const { edit, choices } = useEditor();
  const items = asList(value);
  const id = fieldId(path);
  const lower = field.itemLabel.toLowerCase();
  const min = "min" in field ? (field.min ?? 0) : 0;
  const max = "max" in field ? field.max : undefined;
  const full = max !== undefined && items.length >= max;
  const nameOf = (i: number) => `${lower} ${i + 1}${scopeText(scope)}`;
  // An optional list left empty loses its key (no empty breadcrumb in the document).
  const dropEmpty = !field.required;

  const item = (entry: unknown, i: number) => {
    const itemPath = [...path, i];
    const buttons = (
      <ItemButtons
        list={path}
        index={i}
        count={items.length}
        min={min}
        dropEmpty={dropEmpty}
        label={field.itemLabel}
        name={nameOf(i)}
      />
    );
    if (field.kind === "list" || field.kind === "links") {
      const fields = field.kind === "list" ? field.fields : linkFields;
      return (
        <ItemGroup path={itemPath} legend={`${field.itemLabel} ${i + 1}`} buttons={buttons}>
          {fields.map((sub) => (
            <FieldEditor
              key={sub.key}
              field={sub}
              path={[...itemPath, sub.key]}
              value={isRecord(entry) ? entry[sub.key] : undefined}
              scope={{ owner: nameOf(i), join: "of" }}
            />
          ))}
        </ItemGroup>
      );
    }
    if (field.kind === "caseStudies") {
      return (
        <div className="space-y-2">
          <SelectBox
            path={itemPath}
            label={`${field.itemLabel} ${i + 1}`}
            required
            options={choices.caseStudies}
            value={asText(entry)}
            empty="Choose a case study"
            onPick={(picked) => edit({ type: "set", path: itemPath, value: picked })}
          />
          {buttons}
        </div>
      );
    }
    return (
      <TextItem
        path={itemPath}
        label={`${field.itemLabel} ${i + 1}`}
        long={field.long === true}
        value={entry}
        buttons={buttons}
      />
    );
  };

  return (
    <Group field={field} path={path} extraHint={listRule(field)}>
      {items.length > 0 ? (
        <ol className="space-y-4">
          {items.map((entry, i) => (
            // Index keys: the inputs are controlled, and focus after a move is set by id.
            <li key={i}>{item(entry, i)}</li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-ink-700">None yet.</p>
      )}
      <button
        type="button"
        id={`${id}--add`}
        className={itemButtonClass}
        aria-disabled={full || undefined}
        aria-label={`Add ${/^[aeiou]/.test(lower) ? "an" : "a"} ${lower}${scope.owner ? ` to ${scope.owner}` : ""}`}
        onClick={() =>
          full
            ? undefined
            : edit(
                { type: "insert", list: path, index: items.length, value: blankItem(field) },
                {
                  focus: fieldId([...path, items.length]),
                  into: true,
                  say: `${field.itemLabel} ${items.length + 1} added.`,
                },
              )
        }
      >
        Add {lower}
      </button>
    </Group>
  );
}

function ItemGroup({
  path,
  legend,
  buttons,
  children,
}: {
  path: DocPath;
  legend: string;
  buttons: ReactNode;
  children: ReactNode;
}) {
  const { id, list, errorId } = useMessages(path);
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      aria-describedby={errorId}
      className="min-w-0 space-y-4 rounded-lg bg-ink-50 p-3"
    >
      <legend className={legendClass}>{legend}</legend>
      <div className="clear-both">
        {buttons}
        <ErrorText id={errorId} messages={list} />
      </div>
      {children}
    </fieldset>
  );
}

function TextItem({
  path,
  label,
  long,
  value,
  buttons,
}: {
  path: DocPath;
  label: string;
  long: boolean;
  value: unknown;
  buttons: ReactNode;
}) {
  const { edit } = useEditor();
  const { id, list, errorId } = useMessages(path);
  const control = {
    id,
    value: asText(value),
    "aria-required": true,
    "aria-invalid": list.length > 0 || undefined,
    "aria-describedby": errorId,
    className: inputClass,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      edit({ type: "set", path, value: event.target.value }),
  };
  return (
    <div className="space-y-2">
      <div>
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
        {long ? <textarea rows={4} {...control} /> : <input type="text" {...control} />}
        <ErrorText id={errorId} messages={list} />
      </div>
      {buttons}
    </div>
  );
}
