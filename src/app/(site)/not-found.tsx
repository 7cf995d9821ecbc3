import type { Metadata } from "next";
import { NotFoundContent, notFoundMetadata } from "@/components/layout/not-found/not-found-content";

export const metadata: Metadata = notFoundMetadata;

/** A public page that calls notFound(): inside the site's layout, which draws the chrome. */
export default function NotFound() {
  return <NotFoundContent />;
}
