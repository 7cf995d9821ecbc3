// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { MoreToggle } from "./more-toggle";

const MORE = "The second paragraph, hidden until the visitor asks for it.";

describe("MoreToggle (disclosure)", () => {
  it("is collapsed by default, with the paragraph hidden and More +", () => {
    render(<MoreToggle more={MORE} />);
    const button = screen.getByRole("button", { name: "More +" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    const panel = document.getElementById(button.getAttribute("aria-controls")!);
    expect(panel).toHaveTextContent(MORE);
    expect(panel).not.toBeVisible();
  });

  it("More + reveals the paragraph and becomes Less −; Less − collapses it again", async () => {
    const user = userEvent.setup();
    render(<MoreToggle more={MORE} />);
    await user.click(screen.getByRole("button", { name: "More +" }));
    const less = screen.getByRole("button", { name: "Less \u2212" });
    expect(less).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText(MORE)).toBeVisible();
    await user.click(less);
    expect(screen.getByRole("button", { name: "More +" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    expect(screen.getByText(MORE)).not.toBeVisible();
  });

  it("works from the keyboard with Enter and Space", async () => {
    const user = userEvent.setup();
    render(<MoreToggle more={MORE} />);
    await user.tab();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("button", { name: "Less \u2212" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await user.keyboard(" ");
    expect(screen.getByRole("button", { name: "More +" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });
});
