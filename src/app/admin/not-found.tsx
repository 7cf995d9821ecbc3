import Link from "next/link";

export default function WorkspaceNotFound() {
  return (
    <section className="max-w-2xl">
      <h1 className="text-2xl font-bold">Not found</h1>
      <p className="mt-3 text-ink-700">This page does not exist, or your role cannot open it.</p>
      <p className="mt-4">
        <Link href="/admin" className="font-semibold text-accent-700 underline">
          Back to the workspace
        </Link>
      </p>
    </section>
  );
}
