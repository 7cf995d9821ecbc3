import type { ReactNode } from "react";
import Link from "next/link";

export interface WorkspaceLink {
  href: string;
  label: string;
}

export interface WorkspaceUser {
  name: string;
  email: string;
  role: string;
  links: WorkspaceLink[];
}

/**
 * The staff workspace's frame: skip link, a bar with the person's sections and a Sign out
 * button (a plain form, so it works before any script loads), and the main landmark.
 */
export function WorkspaceChrome({
  user,
  signOut,
  children,
}: {
  user: WorkspaceUser | null;
  signOut: () => Promise<void>;
  children: ReactNode;
}) {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[60] rounded-md bg-white px-4 py-2 font-semibold text-ink-900 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to main content
      </a>
      <header className="border-b border-ink-800 bg-ink-900 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
          <Link href="/admin" className="font-display text-lg font-bold">
            Workspace
          </Link>
          {user ? (
            <>
              <nav
                aria-label="Workspace"
                className="order-3 w-full sm:order-none sm:w-auto sm:flex-1"
              >
                <ul className="flex flex-wrap gap-x-1 gap-y-1">
                  {user.links.map((link) => (
                    <li key={link.href}>
                      <Link
                        href={link.href}
                        className="inline-flex min-h-11 items-center rounded-md px-3 text-sm font-semibold text-ink-100 hover:bg-white/10 hover:text-white"
                      >
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
              <div className="ml-auto flex items-center gap-3 text-sm">
                <span className="hidden text-ink-100 md:inline">
                  {user.name} · <span className="capitalize">{user.role}</span>
                </span>
                <form action={signOut}>
                  <button
                    type="submit"
                    className="inline-flex min-h-11 items-center rounded-md border border-white/40 px-3 font-semibold hover:border-white hover:bg-white/10"
                  >
                    Sign out
                  </button>
                </form>
              </div>
            </>
          ) : null}
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 bg-ink-50 outline-none">
        <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8">{children}</div>
      </main>
    </>
  );
}
