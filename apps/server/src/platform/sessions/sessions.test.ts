import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { users } from '../accounts/schema';
import { sessions } from './schema';
import { createSession, findSession } from './sessions';

let server: TestServer;
let userId: string;
beforeAll(async () => {
  server = await startTestServer();
  const [row] = await server.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'leser@demo.vev.no'));
  userId = row?.id ?? '';
});
afterAll(() => server.close());

describe('sessions', () => {
  it('a token finds its session and user; the table never holds the token itself', async () => {
    const { token, id } = await createSession(server.database.db, userId);
    expect(id).not.toBe(token);
    const found = await findSession(server.database.db, token);
    expect(found?.user.email).toBe('leser@demo.vev.no');
    const stored = await server.database.db.select({ id: sessions.id }).from(sessions);
    expect(stored.map((row) => row.id)).not.toContain(token);
  });

  it('an expired session signs no one in, and is swept at a later sign-in', async () => {
    const db = server.database.db;
    const { token, id } = await createSession(db, userId);
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, id));
    expect(await findSession(db, token)).toBeNull();

    await createSession(db, userId);
    const left = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, id));
    expect(left).toEqual([]);
  });
});
