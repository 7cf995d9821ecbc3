// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sectionForms, sectionTypes } from "@/content/section-fields";
import { aboutPage as page } from "@tests/support/fixtures/about-page";
import { PageEditor } from "./page-editor";
import type { EditorChoices, PageEditorProps, SaveOutcome } from "./types";

afterEach(cleanup);

const choices: EditorChoices = {
  images: [
    { value: "img-team", label: "img-team: the team" },
    { value: "img-office", label: "img-office: the office" },
  ],
  videos: [{ value: "vid-loop", label: "vid-loop: waves" }],
  caseStudies: [
    { value: "digital-banking", label: "Digital banking" },
    { value: "grid-analytics", label: "Grid analytics" },
  ],
};

type Save = PageEditorProps["saveDraft"];
type Publish = PageEditorProps["publish"];

function setup(props: Partial<PageEditorProps> = {}) {
  const saveDraft = vi.fn<Save>(async () => ({ ok: true, version: 8, message: "Draft saved." }));
  const publish = vi.fn<Publish>(async () => ({ ok: true, version: 9, message: "Published." }));
  const user = userEvent.setup();
  const view = render(
    <PageEditor
      pageId="page-1"
      initialDocument={page()}
      version={7}
      choices={choices}
      pathLocked={false}
      previewHref="/api/preview?page=page-1"
      saveDraft={saveDraft}
      publish={publish}
      {...props}
    />,
  );
  return { user, saveDraft, publish, ...view };
}

const byId = <T extends HTMLElement = HTMLInputElement>(id: string) =>
  document.getElementById(id) as T;

/** The document of the last call of a save or publish mock. */
/** The section types of a saved document, in order. */
const types = (document: { sections: Record<string, unknown>[] }) =>
  document.sections.map((section) => section.type);

function sent(mock: { mock: { calls: [{ document: unknown }][] } }) {
  return mock.mock.calls.at(-1)![0].document as Record<string, unknown> & {
    sections: Record<string, unknown>[];
  };
}

async function save(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "Save draft" }));
}

describe("PageEditor: editing and saving", () => {
  it("sends the changed document with the version it started from, then the saved one", async () => {
    const { user, saveDraft } = setup();
    const title = byId("f-title");
    await user.clear(title);
    await user.type(title, "About Corvane");
    expect(screen.getByText("Unsaved changes")).toBeInTheDocument();
    await save(user);

    expect(saveDraft).toHaveBeenCalledWith({
      pageId: "page-1",
      baseVersion: 7,
      document: { ...page(), title: "About Corvane" },
    });
    expect(screen.getByRole("status")).toHaveTextContent("Draft saved.");
    expect(screen.queryByText("Unsaved changes")).not.toBeInTheDocument();

    await user.type(byId("f-sections-1-cards-0-title"), "!");
    await save(user);
    expect(saveDraft.mock.calls[1]![0].baseVersion).toBe(8);
    expect(sent(saveDraft).sections[1]!.cards).toEqual([
      { title: "Senior teams!", text: "Small and stable." },
      { title: "Plain reporting", text: "Weekly demos." },
    ]);
  });

  it("removes an optional field's key when it is emptied, and keeps numbers as numbers", async () => {
    const { user, saveDraft } = setup();
    await user.type(byId("f-canonicalPath"), "/x");
    await user.clear(byId("f-canonicalPath"));
    await user.selectOptions(byId<HTMLSelectElement>("f-socialImage"), "img-office");
    await user.click(screen.getByLabelText("Hide from search engines"));
    await user.selectOptions(byId<HTMLSelectElement>("studio-add-type"), "statsBand");
    await user.click(screen.getByRole("button", { name: "Add section" }));
    await user.type(byId("f-sections-4-stats-0-value"), "250");
    await save(user);

    const document = sent(saveDraft);
    expect(document).not.toHaveProperty("canonicalPath");
    expect(document.socialImage).toBe("img-office");
    expect(document.noindex).toBe(true);
    expect(document.sections[4]).toEqual({ type: "statsBand", stats: [{ value: 250, label: "" }] });
  });

  it("counts the description's characters against 50 to 170", async () => {
    const { user } = setup();
    const field = screen.getByLabelText("Description");
    expect(field).toHaveAccessibleDescription(expect.stringContaining("88 characters"));
    await user.clear(field);
    await user.type(field, "Too short.");
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining("10 characters: write at least 50."),
    );
  });

  it("shows a locked path read-only, with the reason", () => {
    setup({ pathLocked: true });
    const path = screen.getByLabelText("Address");
    expect(path).toHaveAttribute("readonly");
    expect(path).toHaveAccessibleDescription(expect.stringContaining("route table"));
  });

  it("edits a background, a button and a list of links", async () => {
    const { user, saveDraft } = setup();
    await user.selectOptions(byId<HTMLSelectElement>("f-sections-0-background--kind"), "video");
    await user.selectOptions(byId<HTMLSelectElement>("f-sections-0-background-video"), "vid-loop");
    const addButton = screen.getByRole("button", { name: "Add a button to section 1" });
    await user.click(addButton);
    expect(byId("f-sections-0-actions-0-href")).toHaveFocus();
    await user.type(byId("f-sections-0-actions-0-href"), "/contact");
    await user.click(addButton);
    expect(addButton).toHaveAttribute("aria-disabled", "true");
    await user.click(addButton);
    await save(user);

    const hero = sent(saveDraft).sections[0]!;
    expect(hero.background).toEqual({ video: "vid-loop" });
    expect(hero.actions).toEqual([
      { href: "/contact", label: "" },
      { href: "", label: "" },
    ]);
    await user.click(screen.getByRole("button", { name: "Remove button 2 in section 1" }));
    await user.click(screen.getByRole("button", { name: "Remove button 1 in section 1" }));
    await save(user);
    expect(sent(saveDraft).sections[0]).not.toHaveProperty("actions");
  });

  it("adds and removes an optional button, and picks case studies and images", async () => {
    const { user, saveDraft } = setup();
    await user.selectOptions(byId<HTMLSelectElement>("studio-add-type"), "split");
    await user.click(screen.getByRole("button", { name: "Add section" }));
    expect(byId("f-sections-4-eyebrow")).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Add a button to section 5" }));
    expect(byId("f-sections-4-action-href")).toHaveFocus();
    await user.type(byId("f-sections-4-action-label"), "Read more");
    await user.click(byId("f-sections-4-action-newTab"));
    await user.selectOptions(byId<HTMLSelectElement>("f-sections-4-image"), "img-team");
    await user.selectOptions(byId<HTMLSelectElement>("f-sections-4-imageSide"), "left");
    await user.selectOptions(byId<HTMLSelectElement>("studio-add-type"), "caseStudyCarousel");
    await user.click(screen.getByRole("button", { name: "Add section" }));
    await user.selectOptions(byId<HTMLSelectElement>("f-sections-5-intervalMs"), "3000");
    await user.selectOptions(
      byId<HTMLSelectElement>("f-sections-5-caseStudies-0"),
      "grid-analytics",
    );
    await save(user);

    expect(sent(saveDraft).sections.slice(4)).toEqual([
      {
        type: "split",
        heading: "",
        paragraphs: [""],
        image: "img-team",
        imageSide: "left",
        action: { href: "", label: "Read more", newTab: true },
      },
      {
        type: "caseStudyCarousel",
        heading: "",
        intervalMs: 3000,
        caseStudies: ["grid-analytics"],
      },
    ]);
    const remove = screen.getByRole("button", { name: "Remove the button in section 5" });
    await user.click(remove);
    expect(screen.getByRole("button", { name: "Add a button to section 5" })).toHaveFocus();
    await save(user);
    expect(sent(saveDraft).sections[4]).not.toHaveProperty("action");
  });
});

describe("PageEditor: refused saves", () => {
  const invalid: SaveOutcome = {
    ok: false,
    kind: "invalid",
    message: "The draft was not saved: 2 problems.",
    issues: [
      { path: ["sections", 1, "cards", 0, "title"], message: "Enter some text" },
      { path: ["sections"], message: "a page has exactly one hero" },
    ],
  };

  it("shows each message beside its field and in a focused summary of links", async () => {
    const saveDraft = vi.fn<Save>(async () => invalid);
    const { user } = setup({ saveDraft });
    await save(user);

    const field = byId("f-sections-1-cards-0-title");
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription("Enter some text");
    expect(byId("f-sections-1-cards-0-title--error")).toHaveTextContent("Enter some text");

    const summary = byId("studio-issues");
    // Focus moves in an effect after the refused save's render; on a busy machine that effect
    // can still be pending when the render's attributes are already there.
    await vi.waitFor(() => expect(summary).toHaveFocus());
    expect(within(summary).getByRole("heading")).toHaveTextContent(invalid.message);
    const link = within(summary).getByRole("link", {
      name: "Section 2 (Card grid) › Card 1 › Title: Enter some text",
    });
    expect(summary).toHaveTextContent("Sections: a page has exactly one hero");
    expect(within(summary).getAllByRole("link")).toHaveLength(1);

    await user.click(link);
    expect(field).toHaveFocus();
    await user.type(field, "x");
    expect(field).not.toHaveAttribute("aria-invalid");
    expect(within(summary).queryByRole("link")).not.toBeInTheDocument();
    expect(summary).toHaveTextContent("a page has exactly one hero");
  });

  it("keeps a message with its card when the card moves", async () => {
    const saveDraft = vi.fn<Save>(async () => invalid);
    const { user } = setup({ saveDraft });
    await save(user);
    await user.click(screen.getByRole("button", { name: "Move card 1 in section 2 down" }));
    expect(byId("f-sections-1-cards-1-title")).toHaveAttribute("aria-invalid", "true");
    expect(byId("f-sections-1-cards-0-title")).not.toHaveAttribute("aria-invalid");
    expect(screen.getByRole("link", { name: /Card 2 › Title: Enter some text/ })).toBeVisible();
  });

  it("keeps everything typed on a conflict and shows who saved", async () => {
    const conflict: SaveOutcome = {
      ok: false,
      kind: "conflict",
      message: "Ana saved a newer draft at 10:42. Copy your changes, then reload.",
    };
    const saveDraft = vi.fn<Save>(async () => conflict);
    const { user } = setup({ saveDraft });
    await user.type(byId("f-sections-0-heading"), " Corvane");
    await user.type(byId("f-sections-2-paragraphs-0"), " More.");
    await save(user);

    expect(screen.getByRole("alert")).toHaveTextContent(conflict.message);
    expect(byId("f-sections-0-heading")).toHaveValue("About Corvane");
    expect(byId<HTMLTextAreaElement>("f-sections-2-paragraphs-0")).toHaveValue(
      "First paragraph. More.",
    );
    expect(screen.getByText("Unsaved changes")).toBeInTheDocument();
    await save(user);
    expect(saveDraft.mock.calls[1]![0].baseVersion).toBe(7);
  });

  it("keeps everything typed when the action fails or throws", async () => {
    const saveDraft = vi
      .fn<Save>()
      .mockResolvedValueOnce({ ok: false, kind: "error", message: "The database is busy." })
      .mockRejectedValueOnce(new Error("network"));
    const { user } = setup({ saveDraft });
    await user.type(byId("f-title"), "!");
    await save(user);
    expect(screen.getByRole("alert")).toHaveTextContent("The database is busy.");
    await save(user);
    expect(screen.getByRole("alert")).toHaveTextContent("Everything you typed is still here");
    expect(byId("f-title")).toHaveValue("About us!");
  });

  it("disables both buttons while an action runs, and publishes with the note", async () => {
    let finish: (outcome: SaveOutcome) => void = () => {};
    const publish = vi.fn<Publish>(() => new Promise<SaveOutcome>((resolve) => (finish = resolve)));
    const { user, saveDraft } = setup({ publish });
    await user.type(screen.getByLabelText("Note for the revision (optional)"), "New values");
    await user.click(screen.getByRole("button", { name: "Publish" }));

    expect(screen.getByRole("button", { name: "Publishing…" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Save draft" })).toBeDisabled();
    expect(publish).toHaveBeenCalledWith({
      pageId: "page-1",
      baseVersion: 7,
      document: page(),
      note: "New values",
    });
    await act(async () => finish({ ok: true, version: 12, message: "Published." }));
    expect(screen.getByRole("status")).toHaveTextContent("Published.");
    expect(screen.getByLabelText("Note for the revision (optional)")).toHaveValue("");
    await save(user);
    expect(saveDraft.mock.calls[0]![0].baseVersion).toBe(12);
  });
});

describe("PageEditor: sections", () => {
  it("moves and removes sections, never the hero", async () => {
    const { user, saveDraft } = setup();
    expect(screen.queryByRole("button", { name: /section 1 \(Hero\)/ })).not.toBeInTheDocument();
    const upToHero = screen.getByRole("button", { name: "Move section 2 (Card grid) up" });
    expect(upToHero).toHaveAttribute("aria-disabled", "true");
    await user.click(upToHero);

    await user.click(screen.getByRole("button", { name: "Move section 2 (Card grid) down" }));
    await save(user);
    expect(types(sent(saveDraft))).toEqual(["hero", "prose", "cardGrid", "callToAction"]);

    await user.click(screen.getByRole("button", { name: "Move section 4 (Call to action) up" }));
    await user.click(screen.getByRole("button", { name: "Remove section 2 (Text)" }));
    expect(screen.getByText("Section 2 (Text) removed.")).toBeInTheDocument();
    await save(user);
    expect(types(sent(saveDraft))).toEqual(["hero", "callToAction", "cardGrid"]);
    expect(screen.getByRole("heading", { name: "2. Call to action" })).toBeInTheDocument();
  });

  it("keeps keyboard focus on the moved section's button and announces the move", async () => {
    const { user } = setup();
    screen.getByRole("button", { name: "Move section 3 (Text) up" }).focus();
    await user.keyboard("{Enter}");

    const moved = screen.getByRole("button", { name: "Move section 2 (Text) up" });
    expect(moved).toHaveFocus();
    expect(screen.getByText("Section 3 moved to position 2.")).toBeInTheDocument();
    // Below the hero: the button stays focused and does nothing.
    await user.keyboard("{Enter}");
    expect(moved).toHaveFocus();
    expect(screen.getByRole("heading", { name: "2. Text" })).toBeInTheDocument();

    await user.keyboard("{Tab}{Enter}");
    expect(screen.getByRole("button", { name: "Move section 3 (Text) down" })).toHaveFocus();
    expect(screen.getByRole("heading", { name: "3. Text" })).toBeInTheDocument();
  });

  it("moves, adds and removes the items of a list with focus kept", async () => {
    const { user, saveDraft } = setup();
    screen.getByRole("button", { name: "Move card 2 in section 2 up" }).focus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("button", { name: "Move card 1 in section 2 up" })).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Add a card to section 2" }));
    expect(byId("f-sections-1-cards-2-title")).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Remove card 1 in section 2" }));
    expect(screen.getByRole("button", { name: "Add a card to section 2" })).toHaveFocus();

    const onlyParagraph = screen.getByRole("button", { name: "Remove paragraph 1 in section 3" });
    expect(onlyParagraph).toHaveAttribute("aria-disabled", "true");
    await user.click(screen.getByRole("button", { name: "Add a paragraph to section 3" }));
    await user.type(byId("f-sections-2-paragraphs-1"), "Second.");
    await save(user);
    const document = sent(saveDraft);
    expect(document.sections[1]!.cards).toEqual([
      { title: "Senior teams", text: "Small and stable." },
      { title: "", text: "" },
    ]);
    expect(document.sections[2]!.paragraphs).toEqual(["First paragraph.", "Second."]);
  });

  it("adds a section after a chosen one, and a missing hero first", async () => {
    const { user, saveDraft } = setup({
      initialDocument: { ...page(), sections: [{ type: "prose", paragraphs: ["Hi."] }] },
    });
    await user.selectOptions(byId<HTMLSelectElement>("studio-add-type"), "hero");
    await user.click(screen.getByRole("button", { name: "Add section" }));
    expect(byId("f-sections-0-eyebrow")).toHaveFocus();
    expect(screen.queryByRole("option", { name: "Hero" })).not.toBeInTheDocument();

    await user.selectOptions(byId<HTMLSelectElement>("studio-add-type"), "image");
    await user.selectOptions(byId<HTMLSelectElement>("studio-add-position"), "0");
    await user.click(screen.getByRole("button", { name: "Add section" }));
    expect(screen.getByText(`${sectionForms.image.label} added as section 2.`)).toBeInTheDocument();
    await save(user);
    expect(types(sent(saveDraft))).toEqual(["hero", "image", "prose"]);
  });
});

describe("PageEditor: accessibility", () => {
  // One scene for two checks: drawing every kind of section is the slow part of both.
  it("adds a section of every type with the right type; with every kind of field drawn it passes axe and has no duplicate ids", async () => {
    const { user, container, saveDraft } = setup();
    const added = sectionTypes.filter((type) => type !== "hero");
    // Plain events, not user-event's pointer sequences (21 of them over a growing form took
    // most of a minute); choosing and adding one with user-event is "adds a section after a
    // chosen one".
    // Queries by id and text, not by role: a role query computes every element's accessible
    // name, which over this form costs seconds each (the roles are tested on smaller forms).
    for (const type of added) {
      fireEvent.change(byId<HTMLSelectElement>("studio-add-type"), { target: { value: type } });
      fireEvent.click(byId("studio-add"));
    }
    const last = added.length + 3;
    expect(screen.getByText(`${last + 1}. Form`, { selector: "h2, h3" })).toBeInTheDocument();
    await user.click(screen.getByText("Save draft", { selector: "button" }));
    expect(types(sent(saveDraft))).toEqual(["hero", "cardGrid", "prose", "callToAction", ...added]);

    await user.selectOptions(byId<HTMLSelectElement>("f-sections-0-background--kind"), "image");
    await user.click(
      container.querySelector<HTMLElement>('[aria-label="Add a breadcrumb link to section 1"]')!,
    );

    const ids = [...container.querySelectorAll("[id]")].map((element) => element.id);
    expect(ids.length).toBeGreaterThan(200);
    expect(new Set(ids).size).toBe(ids.length);

    // jsdom draws nothing, so contrast is left to the browser checks.
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes[0]?.html}`)).toEqual([]);
    expect(results.passes.map((rule) => rule.id)).toEqual(
      // "label" and "select-name": every input, text area and select has an accessible name.
      expect.arrayContaining([
        "label",
        "select-name",
        "button-name",
        "aria-valid-attr-value",
        "landmark-unique",
      ]),
    );
  });

  it("warns before leaving with unsaved changes only", async () => {
    const { user } = setup();
    const leave = () => {
      const event = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    await user.type(byId("f-title"), "!");
    expect(leave()).toBe(true);
    await save(user);
    expect(leave()).toBe(false);
  });
});
