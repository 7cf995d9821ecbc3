// @vitest-environment jsdom
/**
 * Issue 12: a piece drawn by the server whose script loads only when it comes near the
 * viewport or is touched; until then its server HTML stays as it was.
 */
import { act } from "@testing-library/react";
import { Suspense, type ComponentType } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { prerender } from "react-dom/static";
import { afterEach, describe, expect, it, vi } from "vitest";
import { whenNeeded } from "./when-needed";

function Greeting({ name }: { name: string }) {
  return <button type="button">Hello {name}</button>;
}

let observers: { callback: IntersectionObserverCallback; element?: Element }[] = [];
class FakeIntersectionObserver {
  private readonly entry: { callback: IntersectionObserverCallback; element?: Element };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback };
    observers.push(this.entry);
  }
  observe(element: Element) {
    this.entry.element = element;
  }
  disconnect() {}
}

const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

afterEach(() => {
  observers = [];
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

describe("whenNeeded", () => {
  it("keeps the server's HTML and loads a piece when it is touched or comes near the viewport", async () => {
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    const loadTouched = vi.fn(() => Promise.resolve(Greeting));
    const loadSeen = vi.fn(() => Promise.resolve(Greeting));
    const Touched = whenNeeded(loadTouched);
    const Seen = whenNeeded(loadSeen);
    const page = (
      <>
        <Touched name="one" />
        <Seen name="two" />
      </>
    );
    // What the server sends (there the pieces load at once; under jsdom `window` exists, so
    // the same tree is drawn directly): each piece in full, inside its Suspense boundary.
    const { prelude } = await prerender(
      <>
        {["one", "two"].map((name) => (
          <div key={name}>
            <Suspense>
              <Greeting name={name} />
            </Suspense>
          </div>
        ))}
      </>,
    );
    const container = document.createElement("div");
    container.innerHTML = await new Response(prelude).text();
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, page);
    });
    await flush();
    expect(container.textContent).toBe("Hello oneHello two");
    expect(loadTouched).not.toHaveBeenCalled();
    expect(loadSeen).not.toHaveBeenCalled();

    const [first, second] = container.querySelectorAll("button");
    await act(async () => {
      first!.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    });
    await flush();
    expect(loadTouched).toHaveBeenCalledTimes(1);
    expect(loadSeen).not.toHaveBeenCalled();

    const observer = observers.find((entry) => entry.element?.contains(second!))!;
    await act(async () => {
      observer.callback(
        [{ isIntersecting: true, target: observer.element! } as IntersectionObserverEntry],
        observer as unknown as IntersectionObserver,
      );
    });
    await flush();
    expect(loadSeen).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe("Hello oneHello two");
  });

  it("loads at once what is drawn after the page hydrated (a client-side navigation)", async () => {
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    const load = vi.fn(() => Promise.resolve(Greeting as ComponentType<{ name: string }>));
    const Later = whenNeeded(load);
    const container = document.createElement("div");
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(<Later name="later" />);
    });
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe("Hello later");
  });
});
