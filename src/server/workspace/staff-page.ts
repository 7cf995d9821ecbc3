/** What /admin/staff shows: the notice, every account, and the roles to choose from. */
import "server-only";
import { readNotice } from "@/lib/notice";
import { STAFF_NOTICES } from "../actions/notices";
import { requireContext } from "../context";
import { STAFF_ROLES, type StaffRole } from "../db/schema";
import { listStaff } from "./staff-admin";

/** What each role may do, as the invitation form offers it. */
const ROLE_LABELS: Record<StaffRole, string> = {
  admin: "Admin: everything, staff accounts, mail and audit log",
  sales: "Sales: enquiries",
  recruiting: "Recruiting: applications and résumés",
  marketing: "Marketing: subscribers and the dashboard",
};

export async function loadStaffPage(query: Record<string, string | string[] | undefined>) {
  const accounts = await listStaff(await requireContext());
  return {
    notice: readNotice(query, STAFF_NOTICES),
    accounts,
    roles: STAFF_ROLES,
    roleChoices: STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })),
  };
}
