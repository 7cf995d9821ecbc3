// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ExpandableCardList } from "./expandable-card-list";

const long = (word: string) => `${word} `.repeat(40).trim(); // well over 100 characters
const cards = [
  { title: "Carbon Accounting", text: long("carbon"), image: null },
  { title: "Green Cloud", text: long("cloud"), image: null },
  { title: "Short One", text: "Fits in the card as it is.", image: null },
];

const button = (title: string) => screen.getByRole("button", { name: new RegExp(`: ${title}$`) });
const textOf = (title: string) =>
  document.getElementById(button(title).getAttribute("aria-controls")!)!.textContent!;

describe("ExpandableCardList", () => {
  it("starts collapsed: 100 characters and an ellipsis, Read More", () => {
    render(<ExpandableCardList cards={cards} />);
    expect(textOf("Carbon Accounting")).toBe(`${long("carbon").slice(0, 100).trimEnd()}\u2026`);
    expect(button("Carbon Accounting")).toHaveAttribute("aria-expanded", "false");
    expect(button("Carbon Accounting")).toHaveTextContent("Read More");
  });

  it("has no button for text that fits", () => {
    render(<ExpandableCardList cards={cards} />);
    expect(screen.getByText("Fits in the card as it is.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Short One/ })).toBeNull();
  });

  it("Read More expands, Read Less collapses", async () => {
    const user = userEvent.setup();
    render(<ExpandableCardList cards={cards} />);
    await user.click(button("Carbon Accounting"));
    expect(textOf("Carbon Accounting")).toBe(long("carbon"));
    expect(button("Carbon Accounting")).toHaveAttribute("aria-expanded", "true");
    expect(button("Carbon Accounting")).toHaveTextContent("Read Less");
    await user.click(button("Carbon Accounting"));
    expect(textOf("Carbon Accounting").endsWith("\u2026")).toBe(true);
  });

  it("expanding another card collapses the previous one", async () => {
    const user = userEvent.setup();
    render(<ExpandableCardList cards={cards} />);
    await user.click(button("Carbon Accounting"));
    await user.click(button("Green Cloud"));
    expect(button("Carbon Accounting")).toHaveAttribute("aria-expanded", "false");
    expect(button("Green Cloud")).toHaveAttribute("aria-expanded", "true");
    expect(textOf("Carbon Accounting").endsWith("\u2026")).toBe(true);
    expect(textOf("Green Cloud")).toBe(long("cloud"));
  });

  it("works with Enter and Space", async () => {
    const user = userEvent.setup();
    render(<ExpandableCardList cards={cards} />);
    button("Green Cloud").focus();
    await user.keyboard("{Enter}");
    expect(button("Green Cloud")).toHaveAttribute("aria-expanded", "true");
    await user.keyboard(" ");
    expect(button("Green Cloud")).toHaveAttribute("aria-expanded", "false");
  });
});
