import { notFound } from "next/navigation";

// Unknown workspace addresses get the workspace's own 404, inside its layout.
export default function MissingWorkspacePage(): never {
  notFound();
}
