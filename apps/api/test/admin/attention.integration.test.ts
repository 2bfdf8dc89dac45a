import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ZAdminAttentionList, ZAdminAttentionItem } from '@waka/shared/admin/attention-items';
import { ZAdminAuditPage } from '@waka/shared/admin/audit-log';
import { raiseAttention } from '../../src/money/attention/raise-attention';
import { apiCaller, signUp, type SignedIn } from '../support/accounts';
import { signUpAdmin } from '../support/staff';
import { createTestApp, type TestContext } from '../support/test-app';

let ctx: TestContext;

/** The rows of a raw query, as either engine's driver answers them. */
async function rowsOf<Row>(statement: ReturnType<typeof sql>): Promise<Row[]> {
  const result = (await ctx.db.execute(statement)) as unknown as { rows: Row[] } | Row[];
  return Array.isArray(result) ? result : result.rows;
}
let admin: SignedIn;
let customer: SignedIn;
let owner: SignedIn;
const api = apiCaller(() => ctx.app);

beforeAll(async () => {
  ctx = await createTestApp();
  [admin, customer, owner] = await Promise.all([
    signUpAdmin(ctx.app, ctx.db),
    signUp(ctx.app, 'customer'),
    signUp(ctx.app, 'hotelOwner'),
  ]);
});

const raise = (
  kind: 'amount_mismatch' | 'refund_stuck',
  reference: string,
  amountKobo = 5_000_00,
) =>
  ctx.db.transaction((tx) =>
    raiseAttention(tx, { kind, reference, amountKobo, detail: { seen: reference } }),
  );

describe("Waka's staff see what needs a person", () => {
  it('answers 401 signed out and 403 to a customer or an owner on every admin route', async () => {
    const { item } = await raise('refund_stuck', 'WK-GUARD01');
    const routes = [
      ['GET', '/admin/attention'],
      ['GET', '/admin/audit'],
      ['POST', `/admin/attention/${item.id}/resolve`],
    ] as const;
    for (const [method, url] of routes) {
      const body = method === 'POST' ? { note: 'Not mine to resolve' } : undefined;
      const guest = await api(method, url, undefined, body);
      expect(guest.statusCode, url).toBe(401);
      expect(guest.json().error).toBe('UNAUTHENTICATED');
      for (const who of [customer, owner]) {
        const refused = await api(method, url, who, body);
        expect(refused.statusCode, url).toBe(403);
        expect(refused.json()).toMatchObject({ error: 'FORBIDDEN' });
      }
    }
    const still = (await api('GET', '/admin/attention?state=open', admin)).json();
    expect(still.find((i: { id: string }) => i.id === item.id).state).toBe('open');
  });

  it('lists items newest first with their kind, reference, amount, state and creation', async () => {
    const first = await raise('amount_mismatch', 'WK-LIST0001', 12_345);
    const second = await raise('refund_stuck', 'WC-LIST0002', 67_890);
    const response = await api('GET', '/admin/attention', admin);
    expect(response.statusCode).toBe(200);
    const items = ZAdminAttentionList.parse(response.json());
    const ours = items.filter((i) => i.reference.includes('LIST'));
    expect(ours.map((i) => i.id)).toEqual([second.item.id, first.item.id]);
    expect(ours[1]).toEqual({
      id: first.item.id,
      kind: 'amount_mismatch',
      reference: 'WK-LIST0001',
      amountKobo: 12_345,
      state: 'open',
      detail: { seen: 'WK-LIST0001' },
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      resolvedAt: null,
      resolutionNote: null,
    });
  });

  it('keeps one open item per fact; once resolved, the fact seen again opens a new one', async () => {
    const once = await raise('refund_stuck', 'WK-AGAIN001');
    const twice = await raise('refund_stuck', 'WK-AGAIN001');
    expect(once.raised).toBe(true);
    expect(twice).toMatchObject({ raised: false, item: { id: once.item.id } });
    const resolved = await api('POST', `/admin/attention/${once.item.id}/resolve`, admin, {
      note: 'Refunded by hand on the Paystack dashboard',
    });
    expect(resolved.statusCode).toBe(200);
    const again = await raise('refund_stuck', 'WK-AGAIN001');
    expect(again.raised).toBe(true);
    expect(again.item.id).not.toBe(once.item.id);
    const open = (await api('GET', '/admin/attention?state=open', admin)).json();
    const done = (await api('GET', '/admin/attention?state=resolved', admin)).json();
    const ids = (list: { id: string; reference: string }[]) =>
      list.filter((i) => i.reference === 'WK-AGAIN001').map((i) => i.id);
    expect(ids(open)).toEqual([again.item.id]);
    expect(ids(done)).toEqual([once.item.id]);
    expect((await api('GET', '/admin/attention?state=closed', admin)).statusCode).toBe(400);
  });

  it('resolves with a note, keeps who and when in the audit log, and answers 409 the second time', async () => {
    const { item } = await raise('amount_mismatch', 'WK-RESOLVE1', 2_500_00);
    const url = `/admin/attention/${item.id}/resolve`;
    expect((await api('POST', url, admin, {})).statusCode).toBe(400);
    expect((await api('POST', url, admin, { note: '   ' })).statusCode).toBe(400);
    expect((await api('POST', url, admin, { note: 'x'.repeat(501) })).statusCode).toBe(400);
    const before = Date.now();
    const response = await api('POST', url, admin, { note: ' Guest refunded in full ' });
    expect(response.statusCode).toBe(200);
    const resolved = ZAdminAttentionItem.parse(response.json());
    expect(resolved).toMatchObject({
      id: item.id,
      state: 'resolved',
      resolutionNote: 'Guest refunded in full',
    });
    expect(Date.parse(resolved.resolvedAt!)).toBeGreaterThanOrEqual(before - 1000);

    const again = await api('POST', url, admin, { note: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: 'ALREADY_RESOLVED',
      message: 'This item is already resolved',
    });

    const log = ZAdminAuditPage.parse((await api('GET', '/admin/audit', admin)).json());
    expect(log.items[0]).toMatchObject({
      actor: admin.userId,
      action: 'attention.resolve',
      subject: `attention:${item.id}`,
      note: 'amount_mismatch WK-RESOLVE1: Guest refunded in full',
    });
    expect(Date.parse(log.items[0]!.at)).toBeGreaterThanOrEqual(before - 1000);
    const [row] = await rowsOf<{ resolved_by: string }>(
      sql`select resolved_by from attention_item where id = ${item.id}`,
    );
    expect(row?.resolved_by).toBe(admin.userId);
  });

  it('answers 404 for an item that does not exist and 400 for an id that is not one', async () => {
    const missing = await api(
      'POST',
      '/admin/attention/00000000-0000-4000-8000-000000000000/resolve',
      admin,
      { note: 'Nothing here' },
    );
    expect(missing.statusCode).toBe(404);
    expect(
      (await api('POST', '/admin/attention/WK-1/resolve', admin, { note: 'x' })).statusCode,
    ).toBe(400);
  });

  it('pages the audit log newest first, the grant of the admin among its entries', async () => {
    const all = ZAdminAuditPage.parse(
      (await api('GET', '/admin/audit?pageSize=200', admin)).json(),
    );
    expect(all.total).toBe(all.items.length);
    expect(all.items.map((e) => e.id)).toEqual(
      [...all.items.map((e) => e.id)].sort((a, b) => b - a),
    );
    expect(all.items).toContainEqual(
      expect.objectContaining({
        actor: 'server',
        action: 'admin.grant',
        subject: `user:${admin.userId}`,
        note: 'from customer',
      }),
    );
    const second = ZAdminAuditPage.parse(
      (await api('GET', '/admin/audit?page=2&pageSize=1', admin)).json(),
    );
    expect(second).toMatchObject({ page: 2, pageSize: 1, total: all.total });
    expect(second.items.map((e) => e.id)).toEqual([all.items[1]!.id]);
    expect((await api('GET', '/admin/audit?pageSize=0', admin)).statusCode).toBe(400);
  });

  it('refuses to change or remove an audit entry, whoever holds the connection', async () => {
    const count = async () =>
      (await rowsOf<{ n: number }>(sql`select count(*)::int as n from audit_log`))[0]!.n;
    const before = await count();
    expect(before).toBeGreaterThan(0);
    // Drizzle wraps the database's error: the trigger's words are in its cause.
    const refusal = (statement: ReturnType<typeof sql>) =>
      ctx.db.execute(statement).then(
        () => 'done',
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
    expect(await refusal(sql`update audit_log set note = 'rewritten'`)).toMatch(
      /audit log is append-only: UPDATE refused/,
    );
    expect(await refusal(sql`delete from audit_log`)).toMatch(/append-only: DELETE refused/);
    expect(await refusal(sql`truncate audit_log`)).toMatch(/append-only: TRUNCATE refused/);
    expect(await count()).toBe(before);
  });

  it('refuses the admin role at sign-up, by the route and by better-auth itself', async () => {
    const byRoute = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-up/email',
      headers: { origin: 'http://waka.test' },
      payload: {
        name: 'Mallory',
        email: 'mallory@example.ng',
        password: 'longenough1',
        role: 'admin',
      },
    });
    expect(byRoute.statusCode).toBe(400);
    expect(byRoute.json().fields).toEqual({ role: 'Role must be customer or hotelOwner' });
    await expect(
      ctx.app.auth.api.signUpEmail({
        body: {
          name: 'Mallory',
          email: 'mallory2@example.ng',
          password: 'longenough1',
          role: 'admin',
        },
      }),
    ).rejects.toThrow('Role must be customer or hotelOwner');
    const [made] = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from "user" where email like 'mallory%'`,
    );
    expect(made!.n).toBe(0);
  });
});
