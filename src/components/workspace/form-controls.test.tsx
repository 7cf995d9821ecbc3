import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HiddenFields, SelectField, TextField, inputClass } from "./form-controls";

const label = "mb-1 block text-sm font-semibold text-ink-800";

describe("workspace form controls", () => {
  it("label an input and tie its hint to it", () => {
    expect(
      renderToStaticMarkup(
        <TextField id="filter-q" label="Search" hint="Any word." name="q" type="search" />,
      ),
    ).toBe(
      `<div><label for="filter-q" class="${label}">Search</label>` +
        `<input id="filter-q" type="search" aria-describedby="filter-q-hint" class="${inputClass}" name="q"/>` +
        `<p id="filter-q-hint" class="mt-1 text-sm text-ink-700">Any word.</p></div>`,
    );
  });

  it("describe a field by its hint first, then by the form's error", () => {
    const markup = renderToStaticMarkup(
      <TextField id="f-code" label="Code" hint="Six digits." aria-describedby="f-message" />,
    );
    expect(markup).toContain('aria-describedby="f-code-hint f-message"');
  });

  it("leave aria-describedby out when nothing describes the field", () => {
    expect(renderToStaticMarkup(<TextField id="f-name" label="Name" />)).not.toContain(
      "aria-describedby",
    );
  });

  it("list a select's own options before its choices, strings or value and words", () => {
    const markup = renderToStaticMarkup(
      <SelectField
        id="s"
        label="Status"
        className="min-w-48 flex-1"
        choices={["new", { value: "in_progress", label: "In progress" }]}
      >
        <option value="">Any status</option>
      </SelectField>,
    );
    expect(markup).toBe(
      `<div class="min-w-48 flex-1"><label for="s" class="${label}">Status</label>` +
        `<select id="s" class="${inputClass}"><option value="">Any status</option>` +
        `<option value="new">new</option><option value="in_progress">In progress</option>` +
        `</select></div>`,
    );
  });

  it("post hidden values in the order given", () => {
    expect(renderToStaticMarkup(<HiddenFields values={{ kind: "enquiry", id: 7 }} />)).toBe(
      '<input type="hidden" name="kind" value="enquiry"/><input type="hidden" name="id" value="7"/>',
    );
  });
});
