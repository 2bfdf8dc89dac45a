import { beforeAll } from 'vitest';
import { apiCaller, signUpOwnersAndCustomer, type SignedIn } from './accounts';
import { createTestApp, type TestContext } from './test-app';

/*
 * The app and the people of an ownership test file: an owner, another owner
 * and a customer. A file calls useOwnersApp() once at its top; each test file
 * has its own copy of this module, so the bindings below are that file's,
 * set before its first test runs.
 */
export let ctx: TestContext;
export let owner: SignedIn;
export let rival: SignedIn;
export let customer: SignedIn;

export function useOwnersApp() {
  beforeAll(async () => {
    ctx = await createTestApp();
    ({ owner, rival, customer } = await signUpOwnersAndCustomer(ctx.app));
  });
}

/** Calls `/api/v1<url>` on this file's app. */
export const call = apiCaller(() => ctx.app);
