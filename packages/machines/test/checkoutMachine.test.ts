import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '@console/api/client';
import type { Payment, PaymentCreate, PaymentCreated, Promocode } from '@console/api/contract';
import { appliedPromo, checkoutMachine, type CheckoutInput } from '../src/checkoutMachine.ts';
import { createCoverage } from './coverage.ts';

const coverage = createCoverage(checkoutMachine);

const WELCOME: Promocode = { code: 'WELCOME10', percent_off: 10, extra_days: 0, valid_until: null };
const SIGNUP: Promocode = { code: 'SPRING25', percent_off: 25, extra_days: 0, valid_until: null };
const http = (status: number, serverText: string | null, errorType: string | null = null) =>
  new ApiError({ kind: 'http', message: `HTTP ${status}`, status, serverText, errorType });
const refused = (text: string) => http(400, text, 'promocode_invalid');
const created = (body: PaymentCreate): PaymentCreated => ({
  payment: { id: 7, space_id: body.space_id, status: 'pending' } as Payment,
  confirmation_url: 'http://localhost:8080/sandbox/pay/abc',
});

type Answer<T> = T | Error | 'hang';

// The actors answer from scripts; every call and every redirect is recorded.
function start(options: { promos?: Answer<Promocode>[]; payments?: Answer<'ok'>[]; input?: Partial<CheckoutInput> } = {}) {
  const promos = [...(options.promos ?? [])];
  const payments = [...(options.payments ?? [])];
  const answer = async <T>(queue: Answer<T>[], what: string): Promise<T> => {
    const next = queue.shift();
    if (next === undefined) throw new Error(`unexpected ${what}`);
    if (next === 'hang') return new Promise<T>(() => undefined);
    if (next instanceof Error) throw next;
    return next;
  };
  const checkPromocode = vi.fn(async ({ input }: { input: { code: string } }) => answer(promos, `check ${input.code}`));
  const createPayment = vi.fn(async ({ input }: { input: PaymentCreate }) => {
    await answer(payments, 'payment');
    return created(input);
  });
  const openConfirmation = vi.fn();
  const machine = checkoutMachine.provide({
    actors: { checkPromocode: fromPromise(checkPromocode), createPayment: fromPromise(createPayment) },
    actions: { openConfirmation: (_, params: { url: string }) => openConfirmation(params.url) },
  });
  const actor = createActor(machine, {
    input: { spaceId: 1, tariffId: 3, period: 30, ...options.input },
    inspect: coverage.inspect,
  }).start();
  return {
    actor,
    checks: () => checkPromocode.mock.calls.map(([{ input }]) => input.code),
    paymentsMade: () => createPayment.mock.calls.map(([{ input }]) => input),
    openConfirmation,
  };
}
const idle = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('busy'));

describe('checkoutMachine: choosing', () => {
  it('starts with the given plan and period, no promo code, nothing busy', () => {
    const { actor } = start();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('editing');
    expect(snapshot.hasTag('busy')).toBe(false);
    expect(snapshot.context).toMatchObject({ spaceId: 1, tariffId: 3, period: 30, code: '', promo: null, payError: null });
  });

  it('changes plan and period; pays for exactly what was chosen and leaves for the provider page', async () => {
    const { actor, paymentsMade, openConfirmation } = start({ payments: ['ok'] });
    actor.send({ type: 'plan.choose', tariffId: 2 });
    actor.send({ type: 'period.choose', period: 180 });
    actor.send({ type: 'pay' });
    expect(actor.getSnapshot().value).toBe('paying');
    expect(actor.getSnapshot().hasTag('paying')).toBe(true);
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.value).toBe('redirecting');
    expect(done.hasTag('redirecting') && done.hasTag('busy')).toBe(true);
    expect(paymentsMade()).toEqual([{ space_id: 1, tariff_id: 2, period: 180 }]);
    expect(openConfirmation).toHaveBeenCalledExactlyOnceWith('http://localhost:8080/sandbox/pay/abc');
    expect(done.context.confirmationUrl).toBe('http://localhost:8080/sandbox/pay/abc');
  });

  it('does not pay without a plan', () => {
    const { actor, paymentsMade } = start({ input: { tariffId: null } });
    actor.send({ type: 'pay' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(paymentsMade()).toEqual([]);
  });
});

describe('checkoutMachine: the sign-up promo code', () => {
  it('shows the sign-up discount as applied; the payment does not send it (the server applies it)', async () => {
    const { actor, paymentsMade } = start({ payments: ['ok'], input: { signupPromo: SIGNUP } });
    expect(actor.getSnapshot().context.signupPromo).toEqual(SIGNUP);
    expect(appliedPromo(actor.getSnapshot().context)).toEqual(SIGNUP);
    actor.send({ type: 'pay' });
    await waitFor(actor, (snapshot) => snapshot.matches('redirecting'));
    expect(paymentsMade()).toEqual([{ space_id: 1, tariff_id: 3, period: 30 }]);
  });

  it('a code applied at checkout wins over the sign-up discount; removing it brings the sign-up one back', async () => {
    const { actor } = start({ promos: [WELCOME], input: { signupPromo: SIGNUP } });
    actor.send({ type: 'promo.change', code: 'welcome10' });
    actor.send({ type: 'promo.apply' });
    await waitFor(actor, (snapshot) => snapshot.matches('editing') && snapshot.context.promo !== null);
    expect(appliedPromo(actor.getSnapshot().context)).toEqual(WELCOME);
    actor.send({ type: 'promo.remove' });
    expect(appliedPromo(actor.getSnapshot().context)).toEqual(SIGNUP);
  });

  it('without a sign-up code nothing is applied', () => {
    const { actor } = start();
    expect(appliedPromo(actor.getSnapshot().context)).toBeNull();
  });
});

describe('checkoutMachine: promo codes', () => {
  it('applies a code the server accepts; the payment carries it', async () => {
    const { actor, checks, paymentsMade } = start({ promos: [WELCOME], payments: ['ok'] });
    actor.send({ type: 'promo.apply' }); // nothing typed: ignored
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'promo.change', code: '  welcome10 ' });
    actor.send({ type: 'promo.apply' });
    expect(actor.getSnapshot().hasTag('checking')).toBe(true);
    const applied = await idle(actor);
    expect(applied.context).toMatchObject({ promo: WELCOME, promoError: null });
    expect(checks()).toEqual(['welcome10']);
    actor.send({ type: 'pay' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(paymentsMade()).toEqual([{ space_id: 1, tariff_id: 3, period: 30, promocode: 'WELCOME10' }]);
  });

  it('shows the server text of a refused code; typing again clears it; removing clears the code', async () => {
    const { actor } = start({ promos: [refused('Такого промокода нет')] });
    actor.send({ type: 'promo.change', code: 'NOPE' });
    actor.send({ type: 'promo.apply' });
    const rejected = await idle(actor);
    expect(rejected.context.promoError).toEqual({ kind: 'server', text: 'Такого промокода нет', type: 'promocode_invalid' });
    expect(rejected.context.promo).toBeNull();
    actor.send({ type: 'promo.change', code: 'NOPE2' });
    expect(actor.getSnapshot().context).toMatchObject({ code: 'NOPE2', promoError: null });
    actor.send({ type: 'promo.remove' });
    expect(actor.getSnapshot().context).toMatchObject({ code: '', promo: null, promoError: null });
  });

  it('Pay with a code typed but not applied checks it first, then pays with it', async () => {
    const { actor, checks, paymentsMade } = start({ promos: [WELCOME], payments: ['ok'] });
    actor.send({ type: 'promo.change', code: 'WELCOME10' });
    actor.send({ type: 'pay' });
    expect(actor.getSnapshot().value).toBe('checkingPromo');
    expect(actor.getSnapshot().context.payAfterCheck).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(checks()).toEqual(['WELCOME10']);
    expect(paymentsMade()).toEqual([{ space_id: 1, tariff_id: 3, period: 30, promocode: 'WELCOME10' }]);
  });

  it('Pay with a refused unapplied code stays on the form with the reason, and pays nothing', async () => {
    const { actor, paymentsMade } = start({ promos: [refused('Срок действия промокода истёк')] });
    actor.send({ type: 'promo.change', code: 'EXPIRED15' });
    actor.send({ type: 'pay' });
    const back = await idle(actor);
    expect(back.value).toBe('editing');
    expect(back.context).toMatchObject({
      payAfterCheck: false,
      promoError: { kind: 'server', text: 'Срок действия промокода истёк' },
    });
    expect(paymentsMade()).toEqual([]);
  });

  it('a network failure while checking is a network error, not a refusal', async () => {
    const { actor } = start({ promos: [new ApiError({ kind: 'network', message: 'Failed to fetch' })] });
    actor.send({ type: 'promo.change', code: 'WELCOME10' });
    actor.send({ type: 'promo.apply' });
    expect((await idle(actor)).context.promoError).toEqual({ kind: 'network' });
  });
});

describe('checkoutMachine: refused payments', () => {
  it('a limit refusal shows the server text as the payment error, and the form can pay again', async () => {
    const limit = http(400, 'Достигнут лимит пользователей тарифа Start: …', 'users_limit_reached');
    const { actor, paymentsMade } = start({ payments: [limit, 'ok'], input: { tariffId: 1 } });
    actor.send({ type: 'pay' });
    const back = await idle(actor);
    expect(back.context.payError).toEqual({
      kind: 'server',
      text: 'Достигнут лимит пользователей тарифа Start: …',
      type: 'users_limit_reached',
    });
    actor.send({ type: 'plan.choose', tariffId: 3 });
    expect(actor.getSnapshot().context.payError).toBeNull();
    actor.send({ type: 'period.choose', period: 365 });
    actor.send({ type: 'pay' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(paymentsMade().map((p) => p.tariff_id)).toEqual([1, 3]);
  });

  it('a code used up since it was applied goes back under the promo field', async () => {
    const { actor } = start({ promos: [WELCOME], payments: [refused('Промокод уже израсходован')] });
    actor.send({ type: 'promo.change', code: 'WELCOME10' });
    actor.send({ type: 'promo.apply' });
    await idle(actor);
    actor.send({ type: 'pay' });
    const back = await idle(actor);
    expect(back.context).toMatchObject({
      promo: null,
      payError: null,
      promoError: { kind: 'server', text: 'Промокод уже израсходован' },
    });
  });

  it('a server error without a text is unknown; events while paying are ignored', async () => {
    const { actor } = start({ payments: [http(500, null)] });
    actor.send({ type: 'pay' });
    actor.send({ type: 'plan.choose', tariffId: 1 });
    expect(actor.getSnapshot().context.tariffId).toBe(3);
    expect((await idle(actor)).context.payError).toEqual({ kind: 'unknown', text: null });
  });
});

describe('checkoutMachine: coverage', () => {
  it('the tests above reach every state and transition (quality.md)', () => {
    coverage.assertAllReached();
  });
});
