import type { LightMyRequestResponse } from 'fastify';
import { ZApiError } from '@waka/shared/api-error';
import type { Access } from '../../src/lib/auth/access-control';
import type { App } from '../../src/app';
import type { Database } from '../../src/db/database';
import type { SignedIn } from '../support/accounts';
import { TEST_PUBLIC_URL } from '../support/test-app';
import type { Draft } from './base-requests';
import { bodyText, documentAllows } from './document-oracle';
import type { Mutation } from './mutations';
import type { Operation } from './operations';
import type { ResolveRef } from './schema-conformance';
import type { Random } from './seeded-random';
import { changedTables, snapshotTables } from './table-snapshot';

export type Caller = {
  label: string;
  signedIn?: SignedIn;
  role?: 'customer' | 'hotelOwner' | 'admin';
};

/** One operation with its valid request, the ways to spoil it, and who sends each. */
export type FuzzTarget = {
  operation: Operation;
  base: Draft;
  mutations: Mutation[];
  callers: Caller[];
};

export type FuzzFailure = { problem: string; request: string; status?: number; detail?: string };

export type FuzzReport = {
  seed: number;
  tried: number;
  byStatus: Record<number, number>;
  failures: FuzzFailure[];
  /** Table snapshots compared (before and after every request that could write, and every 250 others). */
  databaseChecks: number;
  seconds: number;
};

/** Requests between two checks of the tables when none of them may write. */
const CHECK_EVERY = 250;

/**
 * Sends `requests` spoilt requests, round-robin over the targets, and checks
 * each answer and the database:
 *
 * - never a 5xx; every 4xx in the error shape `{ error, message, fields? }`;
 * - a 2xx only when the document allows the request and the caller may use
 *   the route (`documentAllows`); otherwise it had to be refused;
 * - nothing written but by an accepted write. A request that must be refused,
 *   and any GET, may not change the main tables: they are compared every 250
 *   such requests, and right before a request that may write (so a refused
 *   request's half-write cannot hide behind an allowed write). A request that
 *   may write is snapshotted before and after: if it was refused, the two must
 *   be equal; if accepted, its write is the new baseline.
 */
export async function runFuzz(options: {
  app: App;
  db: Database;
  targets: FuzzTarget[];
  requests: number;
  seed: number;
  random: Random;
  resolve: ResolveRef;
}): Promise<FuzzReport> {
  const { app, db, targets, random, resolve } = options;
  const started = performance.now();
  const report: FuzzReport = {
    seed: options.seed,
    tried: 0,
    byStatus: {},
    failures: [],
    databaseChecks: 0,
    seconds: 0,
  };
  const orders = targets.map((target) => random.shuffle(target.mutations));
  const cursors = targets.map(() => 0);
  const snapshot = async () => {
    report.databaseChecks++;
    return snapshotTables(db);
  };
  let baseline = await snapshot();
  let sinceCheck: string[] = [];
  const expectUnchanged = async (problem: string) => {
    const now = await snapshot();
    const changed = changedTables(baseline, now);
    if (changed.length > 0) {
      report.failures.push({
        problem,
        request: sinceCheck.slice(-5).join(' | '),
        detail: `tables changed: ${changed.join(', ')}`,
      });
    }
    baseline = now;
    sinceCheck = [];
  };

  for (let turn = 0; report.tried < options.requests; turn++) {
    const index = turn % targets.length;
    const target = targets[index]!;
    const order = orders[index]!;
    if (order.length === 0) continue;
    const mutation = order[cursors[index]!++ % order.length]!;
    const draft = mutation.make();
    for (const caller of target.callers) {
      const request = `${target.operation.method} ${target.operation.path} as ${caller.label}: ${mutation.label}`;
      const mustRefuse =
        target.operation.unserved === true ||
        !documentAllows(target.operation, draft, resolve) ||
        !mayCall(target.operation.access, caller, draft);
      const mayWrite = !mustRefuse && target.operation.method !== 'GET';
      const before = mayWrite ? await snapshot() : undefined;
      if (before && changedTables(baseline, before).length > 0) {
        report.failures.push({
          problem: 'a refused request or a read changed the database',
          request: sinceCheck.slice(-5).join(' | '),
          detail: `tables changed: ${changedTables(baseline, before).join(', ')}`,
        });
      }
      let response: LightMyRequestResponse;
      try {
        response = await app.inject(injectOptions(target.operation, draft, caller));
      } catch (error) {
        report.failures.push({ problem: 'could not be sent', request, detail: String(error) });
        continue;
      }
      report.tried++;
      report.byStatus[response.statusCode] = (report.byStatus[response.statusCode] ?? 0) + 1;
      checkAnswer(report, request, response, mustRefuse);
      if (before) {
        const after = await snapshot();
        const accepted = response.statusCode < 300;
        if (!accepted && changedTables(before, after).length > 0) {
          report.failures.push({
            problem: 'refused, yet wrote (a half-write)',
            request,
            status: response.statusCode,
            detail: `tables changed: ${changedTables(before, after).join(', ')}`,
          });
        }
        baseline = after;
        sinceCheck = [];
      } else {
        sinceCheck.push(request);
        // A refused write that was accepted anyway wrote; the next check starts from what it left.
        if (response.statusCode < 300 && target.operation.method !== 'GET')
          baseline = await snapshot();
        else if (sinceCheck.length >= CHECK_EVERY)
          await expectUnchanged('a refused request or a read changed the database');
      }
    }
  }
  await expectUnchanged('a refused request or a read changed the database');
  report.seconds = (performance.now() - started) / 1000;
  return report;
}

function mayCall(access: Access, caller: Caller, draft: Draft): boolean {
  // A forged cookie makes anyone a guest.
  const signedIn = caller.signedIn !== undefined && draft.headers.cookie === undefined;
  if (access === 'admin') return signedIn && caller.role === 'admin';
  if (access === 'owner') return signedIn && caller.role === 'hotelOwner';
  if (access === 'user') return signedIn;
  return true;
}

function checkAnswer(
  report: FuzzReport,
  request: string,
  response: LightMyRequestResponse,
  mustRefuse: boolean,
) {
  const status = response.statusCode;
  const detail = response.body.slice(0, 300);
  if (status >= 500) {
    report.failures.push({ problem: 'a server error', request, status, detail });
  } else if (status >= 400) {
    let body: unknown;
    try {
      body = response.json();
    } catch {
      body = undefined;
    }
    if (!ZApiError.safeParse(body).success)
      report.failures.push({ problem: 'a 4xx not in the error shape', request, status, detail });
  } else if (status >= 300) {
    report.failures.push({ problem: 'a redirect from the API', request, status, detail });
  } else if (mustRefuse) {
    report.failures.push({
      problem: 'accepted a request the document or the access rules forbid',
      request,
      status,
      detail,
    });
  }
}

function injectOptions(operation: Operation, draft: Draft, caller: Caller) {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => draft.path[name] ?? '');
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(draft.query)) {
    for (const one of Array.isArray(value) ? value : [value]) search.append(name, one);
  }
  const query = [search.toString(), draft.rawQuery].filter(Boolean).join('&');
  const headers: Record<string, string> = { origin: TEST_PUBLIC_URL };
  if (caller.signedIn) headers.cookie = caller.signedIn.cookie;
  Object.assign(headers, draft.headers);
  const payload = bodyText(draft);
  if (payload !== undefined) {
    const contentType = draft.rawBody === undefined ? 'application/json' : draft.contentType;
    if (contentType) headers['content-type'] = contentType;
  }
  return {
    method: operation.method,
    url: query ? `${path}?${query}` : path,
    headers,
    ...(payload === undefined ? {} : { payload }),
  };
}
