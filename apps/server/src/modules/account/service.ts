import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../platform/accounts/schema';
import { newId } from '../../platform/ids';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  return row ?? null;
}

export async function createUser(
  db: Database,
  values: { email: string; name: string; passwordHash?: string | null; oidcIssuer?: string; oidcSubject?: string },
): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ id: newId(), ...values, email: values.email.trim() })
    .returning();
  if (!row) throw new Error('insert returned no user');
  return row;
}
