import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { migrateDatabase } from '../../src/db/migrate';
import { openDatabase } from '../../src/db/open-database';
import { auditLog } from '../../src/db/schema/audit-log';
import { users } from '../../src/db/schema/auth';
import { runAdminCommand } from '../../src/lib/staff/admin-command';
import { apiCaller, signUp } from '../support/accounts';
import { createTestApp, testEngine, type TestContext } from '../support/test-app';

let ctx: TestContext;
const api = apiCaller(() => ctx.app);
const root = path.resolve(import.meta.dirname, '../../../..');

beforeAll(async () => {
  ctx = await createTestApp();
});

/** Runs the command in this process, as `npm run admin -- …` runs it, with what it printed. */
async function admin(...args: string[]) {
  const printed: string[] = [];
  const code = await runAdminCommand(ctx.db, args, {
    out: (line) => printed.push(line),
    err: (line) => printed.push(`error: ${line}`),
  });
  return { code, printed: printed.join('\n') };
}

const roleOf = async (db: Database, email: string) =>
  (await db.select({ role: users.role }).from(users).where(eq(users.email, email)))[0]?.role;

const entriesAbout = (db: Database, userId: string) =>
  db
    .select({ actor: auditLog.actor, action: auditLog.action, note: auditLog.note })
    .from(auditLog)
    .where(eq(auditLog.subject, `user:${userId}`))
    .orderBy(auditLog.id);

describe('npm run admin, in this process', () => {
  it('grants and revokes admin, the session following at once, each act in the audit log', async () => {
    const person = await signUp(ctx.app, 'customer');
    expect((await api('GET', '/admin/attention', person)).statusCode).toBe(403);

    expect(await admin('grant', person.email.toUpperCase())).toEqual({
      code: 0,
      printed: `${person.email} is now an admin (was customer); written to the audit log.`,
    });
    expect(await roleOf(ctx.db, person.email)).toBe('admin');
    expect((await api('GET', '/admin/attention', person)).statusCode).toBe(200);
    const session = await api('GET', '/auth/get-session', person);
    expect(session.json().user.role).toBe('admin');

    expect(await admin('grant', person.email)).toEqual({
      code: 0,
      printed: `${person.email} is already an admin: nothing changed.`,
    });
    expect(await admin('revoke', person.email)).toEqual({
      code: 0,
      printed: `${person.email} is no longer an admin: back to customer; written to the audit log.`,
    });
    expect(await roleOf(ctx.db, person.email)).toBe('customer');
    expect((await api('GET', '/admin/attention', person)).statusCode).toBe(403);
    expect(await entriesAbout(ctx.db, person.userId)).toEqual([
      { actor: 'server', action: 'admin.grant', note: 'from customer' },
      { actor: 'server', action: 'admin.revoke', note: 'to customer' },
    ]);
  });

  it('gives a property owner their role back on revoke, so their hotels stay theirs to manage', async () => {
    const owner = await signUp(ctx.app, 'hotelOwner');
    // Kept as better-auth keeps it: in lower case.
    const email = owner.email.toLowerCase();
    expect((await admin('grant', owner.email)).code).toBe(0);
    expect((await api('GET', '/owner/hotels', owner)).statusCode).toBe(403);
    expect((await admin('revoke', owner.email)).printed).toBe(
      `${email} is no longer an admin: back to hotelOwner; written to the audit log.`,
    );
    expect(await roleOf(ctx.db, email)).toBe('hotelOwner');
    expect((await api('GET', '/owner/hotels', owner)).statusCode).toBe(200);
    expect(await admin('revoke', owner.email)).toEqual({
      code: 0,
      printed: `${email} is not an admin (hotelOwner): nothing changed.`,
    });
  });

  it('exits 1 for an email with no account and 2 for anything but grant or revoke EMAIL', async () => {
    const unknown = await admin('grant', 'nobody-here@example.ng');
    expect(unknown).toEqual({
      code: 1,
      printed:
        'error: No Waka account has the email nobody-here@example.ng: nothing changed. They sign up first, then you grant.',
    });
    for (const args of [[], ['grant'], ['promote', 'a@example.ng'], ['grant', 'a@b.ng', 'c@d.ng']])
      expect((await admin(...args)).code, args.join(' ')).toBe(2);
  });
});

const run = promisify(execFile);

/** `npm run admin -- …` as the operator types it, in a process of its own. */
async function adminProcess(env: { DATABASE_URL?: string; DATA_DIR?: string }, ...args: string[]) {
  try {
    const { stdout, stderr } = await run('npm', ['run', '--silent', 'admin', '--', ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: '', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run admin, as a process of its own', () => {
  it(`opens the server's database (${testEngine === 'pglite' ? 'PGlite in DATA_DIR' : 'DATABASE_URL'}), grants, and exits 1 for an unknown email`, async () => {
    const email = `staff-${randomUUID().slice(0, 8)}@example.ng`;
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'waka-admin-'));
    try {
      // On PostgreSQL the test's own database; on PGlite a folder as the server leaves it.
      const target =
        testEngine === 'postgres'
          ? {
              env: { DATABASE_URL: ctx.url! },
              open: () => openDatabase({ engine: 'postgres', url: ctx.url!, poolSize: 1 }),
            }
          : { env: { DATA_DIR: dataDir }, open: () => openDatabase({ engine: 'pglite', dataDir }) };
      let database = await target.open();
      await migrateDatabase(database);
      const id = randomUUID();
      await database.db.insert(users).values({ id, name: 'Staff Person', email });
      await database.close();

      const granted = await adminProcess(target.env, 'grant', email);
      expect(granted).toMatchObject({
        code: 0,
        stdout: `${email} is now an admin (was customer); written to the audit log.\n`,
      });
      const unknown = await adminProcess(target.env, 'grant', 'nobody@example.ng');
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain('No Waka account has the email nobody@example.ng');

      database = await target.open();
      try {
        expect(await roleOf(database.db, email)).toBe('admin');
        expect(await entriesAbout(database.db, id)).toEqual([
          { actor: 'server', action: 'admin.grant', note: 'from customer' },
        ]);
      } finally {
        await database.close();
      }
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
