import { describe, expect, it } from 'vitest';
import { clerkAccountPage } from './account-home';

const key = (frontendApi: string) => `pk_test_${Buffer.from(`${frontendApi}$`).toString('base64')}`;

describe("Clerk's account page for a publishable key", () => {
  it('is accounts.<domain>/user for a production instance', () => {
    expect(clerkAccountPage(key('clerk.waka.ng'))).toBe('https://accounts.waka.ng/user');
  });

  it("is the instance's accounts.dev host for a development instance", () => {
    expect(clerkAccountPage(key('fond-owl-12.clerk.accounts.dev'))).toBe(
      'https://fond-owl-12.accounts.dev/user',
    );
  });
});
