import type { Metadata } from "next";
import type { ReactNode } from "react";
import { WorkspaceChrome } from "@/components/workspace/workspace-chrome";
import { currentStaff, workspaceLinks } from "@/server/auth/access";
import { signOut } from "@/server/auth/sign-in";
// The workspace's and the studio's stylesheet, only under /admin (decision 0058).
import "./workspace.css";

export const metadata: Metadata = {
  title: { default: "Workspace", template: "%s | Workspace" },
  robots: { index: false, follow: false },
};

export const dynamic = "force-dynamic";

export default async function WorkspaceLayout({ children }: { children: ReactNode }) {
  const staff = await currentStaff().catch(() => null);
  const user = staff
    ? { name: staff.name, email: staff.email, role: staff.role, links: workspaceLinks(staff) }
    : null;
  return (
    <WorkspaceChrome user={user} signOut={signOut}>
      {children}
    </WorkspaceChrome>
  );
}
