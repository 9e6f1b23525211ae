import { expect, it } from 'vitest';
import { failure, type ContractContext } from './context.ts';
import { referralResource } from '../../src/client/resources/referral.ts';

// GET v1/referral (spec §2.4 referral, §6 partners only): the partner's codes, sign-ups and payments; others 403.
export function referralCases({ session, signedIn }: ContractContext): void {
  it('referral: the partner gets their code, the workspaces signed up with it and the paid total of its payments', async () => {
    const s = await signedIn('partner@demo.local');
    const answer = await s.client.resource(referralResource).get();
    expect(answer.promocodes.map((code) => code.code)).toEqual(['PARTNER15']);
    expect(answer.workspaces.length).toBeGreaterThan(0);
    expect(answer.paid_total).toBe(answer.payments.reduce((sum, payment) => sum + payment.amount, 0));
  });

  it('referral: a user who is not a partner is a 403 with a text; without a token a 401', async () => {
    const refused = await failure((await signedIn('admin@demo.local')).client.resource(referralResource).get());
    expect(refused.status).toBe(403);
    expect(refused.serverText).toBeTruthy();
    expect((await failure(session().client.resource(referralResource).get())).status).toBe(401);
  });
}
