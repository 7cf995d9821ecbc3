import type { Staff } from "@/server/auth/access";

/** The dashboard (admin and marketing). */
export async function DashboardView({ staff }: { staff: Staff }) {
  return (
    <section>
      <h1 className="text-2xl font-bold">Dashboard</h1>
      <p className="mt-2 text-ink-700">Signed in as {staff.email}.</p>
    </section>
  );
}
