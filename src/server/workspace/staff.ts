/**
 * Staff accounts as the operators' command, the seeders and the workspace create them.
 */
import "server-only";
import { eq } from "drizzle-orm";
import { PASSWORD_MIN_LENGTH } from "../auth/auth";
import { getStaffAuth } from "../auth/instance";
import type { AppContext } from "../app-context";
import { Refusal } from "../refusal";
import { STAFF_ROLES, staffUsers, type StaffRole } from "../db/schema";

export interface NewStaff {
  email: string;
  name: string;
  role: StaffRole;
  /** Absent: the account cannot sign in until its invitation or reset link is used. */
  password?: string;
}

export class StaffInputError extends Refusal {
  override name = "StaffInputError";
}

export function checkPassword(password: string): void {
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw new StaffInputError(`The password must be at least ${PASSWORD_MIN_LENGTH} characters.`);
  }
}

export async function createStaffAccount(
  context: AppContext,
  staff: NewStaff,
): Promise<{ id: string }> {
  const email = staff.email.trim().toLowerCase();
  if (!STAFF_ROLES.includes(staff.role)) throw new StaffInputError(`Unknown role "${staff.role}".`);
  if (staff.password !== undefined) checkPassword(staff.password);
  const [existing] = await context.database.db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.email, email));
  if (existing) throw new StaffInputError(`An account for ${email} exists already.`);
  const { user } = await getStaffAuth(context).api.createUser({
    body: {
      email,
      name: staff.name.trim() || email,
      role: staff.role,
      ...(staff.password !== undefined ? { password: staff.password } : {}),
    },
  });
  return { id: user.id };
}
