// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useHydrated } from "./use-hydrated";

function Probe() {
  return <p>{useHydrated() ? "live" : "static"}</p>;
}

describe("useHydrated", () => {
  it("is false in the server HTML and true in the browser", () => {
    expect(renderToString(<Probe />)).toContain("static");
    render(<Probe />);
    expect(screen.getByText("live")).toBeInTheDocument();
  });
});
