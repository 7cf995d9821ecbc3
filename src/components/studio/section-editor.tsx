import { memo } from "react";
import { isSectionType, sectionForms, type SectionForm } from "@/content/section-fields";
import { fieldId, isRecord } from "./document";
import { useEditor } from "./editor-context";
import {
  ErrorText,
  FieldEditor,
  itemButtonClass,
  joinIds,
  MoveButton,
  useMessages,
} from "./fields";

export interface SectionEditorProps {
  section: unknown;
  index: number;
  canMoveUp: boolean;
  canMoveDown: boolean;
  /** The hero in first place: neither moved nor removed (the schema wants it there). */
  locked: boolean;
}

export const sectionHeadingId = (index: number) => `${fieldId(["sections", index])}--heading`;

/** One section: its heading, move and remove buttons, and a control per field. */
export const SectionEditor = memo(function SectionEditor({
  section,
  index,
  canMoveUp,
  canMoveDown,
  locked,
}: SectionEditorProps) {
  const { edit } = useEditor();
  const path = ["sections", index] as const;
  const { id, list, errorId } = useMessages(path);
  const type = isRecord(section) ? section.type : undefined;
  const form: SectionForm | null = isSectionType(type) ? sectionForms[type] : null;
  const label = form?.label ?? "Unknown section";
  const name = `section ${index + 1} (${label})`;
  const hintId = `${id}--hint`;
  const buttonId = (button: string, at = index) => `${fieldId(["sections", at])}--${button}`;
  const move = (to: number, button: "up" | "down") =>
    edit(
      { type: "move", list: ["sections"], from: index, to },
      { focus: buttonId(button, to), say: `Section ${index + 1} moved to position ${to + 1}.` },
    );

  return (
    <fieldset
      id={id}
      tabIndex={-1}
      aria-describedby={joinIds(errorId, hintId)}
      className="min-w-0 space-y-5 rounded-2xl border border-ink-300 bg-white p-4 sm:p-6"
    >
      <legend className="float-left w-full">
        <h3 id={sectionHeadingId(index)} tabIndex={-1} className="text-lg font-bold text-ink-900">
          {index + 1}. {label}
        </h3>
      </legend>
      <div className="clear-both space-y-3">
        <p id={hintId} className="text-sm text-ink-700">
          {form
            ? form.help
            : `The editor does not know the section type “${String(type)}”: remove it, or ask a developer.`}
          {locked ? " It cannot be moved or removed." : ""}
        </p>
        <ErrorText id={errorId} messages={list} />
        {locked ? null : (
          <div className="flex flex-wrap gap-2">
            <MoveButton
              id={buttonId("up")}
              direction="up"
              name={name}
              can={canMoveUp}
              onMove={() => move(index - 1, "up")}
            />
            <MoveButton
              id={buttonId("down")}
              direction="down"
              name={name}
              can={canMoveDown}
              onMove={() => move(index + 1, "down")}
            />
            <button
              type="button"
              id={buttonId("remove")}
              className={itemButtonClass}
              aria-label={`Remove ${name}`}
              onClick={() =>
                edit(
                  { type: "remove", list: ["sections"], index, dropEmpty: false },
                  {
                    focus: index > 0 ? sectionHeadingId(index - 1) : "studio-add-type",
                    say: `Section ${index + 1} (${label}) removed.`,
                  },
                )
              }
            >
              Remove
            </button>
          </div>
        )}
      </div>
      {form && isRecord(section)
        ? form.fields.map((field) => (
            <FieldEditor
              key={field.key}
              field={field}
              path={[...path, field.key]}
              value={section[field.key]}
              scope={{ owner: `section ${index + 1}`, join: "in" }}
            />
          ))
        : null}
    </fieldset>
  );
});
