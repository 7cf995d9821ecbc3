// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { TabbedPager, type PagerTab } from "./tabbed-pager";

const cards = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => <p key={i}>{`${prefix} card ${i + 1}`}</p>);

const network: PagerTab[] = [
  { label: "Simplify Operations", cards: cards("Simplify", 3) },
  { label: "Modernize Tech Stacks", cards: cards("Modernize", 7) },
  { label: "Monetize Network Assets", cards: cards("Monetize", 2) },
];

function inWindow(panel: HTMLElement): string[] {
  return within(panel)
    .getAllByRole("listitem")
    .filter((item) => item.hasAttribute("data-in-window"))
    .map((item) => item.textContent ?? "");
}

function setup(tabs = network, windowSize = 3) {
  const user = userEvent.setup();
  render(
    <>
      <h2 id="heading">Services</h2>
      <TabbedPager tabs={tabs} windowSize={windowSize} labelledBy="heading" />
    </>,
  );
  return user;
}

const panel = () => screen.getByRole("tabpanel");

describe("TabbedPager: tabs", () => {
  it("draws a named tab list with the first tab selected and the only one in the tab order", () => {
    setup();
    const list = screen.getByRole("tablist", { name: "Services" });
    const tabs = within(list).getAllByRole("tab");
    expect(tabs.map((t) => t.getAttribute("aria-selected"))).toEqual(["true", "false", "false"]);
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    expect(panel()).toHaveAttribute("aria-labelledby", tabs[0]!.id);
    expect(tabs[0]).toHaveAttribute("aria-controls", panel().id);
  });

  it("moves with arrow keys (wrapping), Home and End; selection follows focus", async () => {
    const user = setup();
    await user.tab();
    expect(screen.getByRole("tab", { name: "Simplify Operations" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    const modernize = screen.getByRole("tab", { name: "Modernize Tech Stacks" });
    expect(modernize).toHaveFocus();
    expect(modernize).toHaveAttribute("aria-selected", "true");
    expect(panel()).toHaveTextContent("Modernize card 1");
    await user.keyboard("{End}");
    expect(screen.getByRole("tab", { name: "Monetize Network Assets" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Simplify Operations" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "Monetize Network Assets" })).toHaveFocus();
    await user.keyboard("{Home}");
    expect(screen.getByRole("tab", { name: "Simplify Operations" })).toHaveFocus();
  });

  it("Tab from the selected tab goes to its panel", async () => {
    const user = setup();
    await user.tab();
    await user.tab();
    expect(panel()).toHaveFocus();
  });

  it("draws no tab list for a single tab", () => {
    setup([{ label: "Solutions", cards: cards("Solutions", 10) }]);
    expect(screen.queryByRole("tablist")).toBeNull();
    expect(screen.queryByRole("tabpanel")).toBeNull();
  });
});

describe("TabbedPager: window of cards", () => {
  it("shows arrows only when a tab holds more cards than the window", async () => {
    const user = setup();
    expect(within(panel()).queryByRole("button", { name: "Next cards" })).toBeNull();
    await user.click(screen.getByRole("tab", { name: "Modernize Tech Stacks" }));
    expect(within(panel()).getByRole("button", { name: "Next cards" })).toBeEnabled();
    await user.click(screen.getByRole("tab", { name: "Monetize Network Assets" }));
    expect(within(panel()).queryByRole("button", { name: "Next cards" })).toBeNull();
  });

  it("moves one card per step; Previous disabled at 0, Next when start + 3 reaches the count", async () => {
    const user = setup();
    await user.click(screen.getByRole("tab", { name: "Modernize Tech Stacks" }));
    const prev = within(panel()).getByRole("button", { name: "Previous cards" });
    const next = within(panel()).getByRole("button", { name: "Next cards" });
    expect(prev).toBeDisabled();
    expect(inWindow(panel())).toEqual(["Modernize card 1", "Modernize card 2", "Modernize card 3"]);
    await user.click(next);
    expect(inWindow(panel())).toEqual(["Modernize card 2", "Modernize card 3", "Modernize card 4"]);
    expect(prev).toBeEnabled();
    expect(panel()).toHaveTextContent("Showing 2\u20134 of 7");
    for (let i = 0; i < 3; i++) await user.click(next);
    expect(inWindow(panel())).toEqual(["Modernize card 5", "Modernize card 6", "Modernize card 7"]);
    expect(next).toBeDisabled();
    await user.click(prev);
    expect(inWindow(panel())).toEqual(["Modernize card 4", "Modernize card 5", "Modernize card 6"]);
  });

  it("choosing a tab resets the window to its start", async () => {
    const user = setup();
    await user.click(screen.getByRole("tab", { name: "Modernize Tech Stacks" }));
    await user.click(within(panel()).getByRole("button", { name: "Next cards" }));
    await user.click(within(panel()).getByRole("button", { name: "Next cards" }));
    await user.click(screen.getByRole("tab", { name: "Simplify Operations" }));
    await user.click(screen.getByRole("tab", { name: "Modernize Tech Stacks" }));
    expect(inWindow(panel())[0]).toBe("Modernize card 1");
    expect(within(panel()).getByRole("button", { name: "Previous cards" })).toBeDisabled();
  });

  it("uses a window of 4 for the insurance trends", () => {
    setup([{ label: "Trends", cards: cards("Trend", 4) }], 4);
    expect(screen.queryByRole("button", { name: "Next cards" })).toBeNull();
    expect(
      screen.getAllByRole("listitem").filter((i) => i.hasAttribute("data-in-window")),
    ).toHaveLength(4);
  });

  it("pages an 11-card list 3 at a time to its end", async () => {
    const user = userEvent.setup();
    render(
      <TabbedPager
        tabs={[{ label: "Offerings", cards: cards("Offer", 11) }]}
        windowSize={3}
        labelledBy="x"
      />,
    );
    const next = screen.getByRole("button", { name: "Next cards" });
    for (let i = 0; i < 8; i++) await user.click(next);
    expect(next).toBeDisabled();
    const shown = screen
      .getAllByRole("listitem")
      .filter((item) => item.hasAttribute("data-in-window"))
      .map((item) => item.textContent);
    expect(shown).toEqual(["Offer card 9", "Offer card 10", "Offer card 11"]);
  });
});
