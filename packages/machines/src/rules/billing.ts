// Billing rules of the console (spec §1 plans and pay periods, §8 limit messages): prices, promo
// discounts, which plans fit a space, which space the billing page opens, and how a refusal is shown.
import type { ApiError } from '@console/api/client';
import type { BillingSpace, PaymentStatus, PayPeriod, Plan, Promocode, Usage } from '@console/api/contract';
import { discounted } from '@console/spec';

// spec §7 style error_type of a refused promo code (the server's text is shown under the field).
export const PROMOCODE_INVALID_ERROR_TYPE = 'promocode_invalid';
// The longest promo code, the report's polling and the discount arithmetic, shared with the server (docs/spec-values.md).
export { discounted, PROMOCODE_MAX_LENGTH, REPORT_POLL_MS } from '@console/spec';

export const priceOf = (plan: Pick<Plan, 'prices'>, period: PayPeriod): number | null =>
  plan.prices.find((price) => price.period === period)?.amount ?? null;

export interface CheckoutTotal {
  /** The plan's price for the period. */
  full: number;
  /** Taken off by the promo code. */
  discount: number;
  total: number;
  /** Added to the period by the promo code. */
  extraDays: number;
}

export function checkoutTotal(
  plan: Pick<Plan, 'prices'>,
  period: PayPeriod,
  promo: Pick<Promocode, 'percent_off' | 'extra_days'> | null,
): CheckoutTotal | null {
  const full = priceOf(plan, period);
  if (full === null) return null;
  const total = discounted(full, promo?.percent_off ?? 0);
  return { full, discount: full - total, total, extraDays: promo?.extra_days ?? 0 };
}

/** How much cheaper per day a period is than paying 30 days at a time, in whole percent (0 for 30 days). */
export function periodSaving(plan: Pick<Plan, 'prices'>, period: PayPeriod): number {
  const monthly = priceOf(plan, 30);
  const price = priceOf(plan, period);
  if (monthly === null || price === null || monthly === 0) return 0;
  return Math.max(0, Math.round(100 - (price / period / (monthly / 30)) * 100));
}

export type LimitKind = keyof Usage;

/** A plan can hold the space as it is (a smaller plan below the usage is refused). */
export const planFits = (plan: Pick<Plan, 'accounts_limit' | 'users_limit'>, usage: Usage): boolean =>
  usage.users <= plan.users_limit && usage.accounts <= plan.accounts_limit;

/** spec §8: the kinds whose limit of the current plan is reached (nothing more can be added). */
export const limitsReached = (usage: Usage, limits: Usage | null): LimitKind[] =>
  limits === null ? [] : (['accounts', 'users'] as const).filter((kind) => usage[kind] >= limits[kind]);

/**
 * The space the billing page opens: the one named by ?space_id when it is the user's, otherwise the most
 * urgent: the one that expired first or expires soonest. The billing dropdown's trigger shows the same one.
 */
export function mostUrgentSpace<S extends Pick<BillingSpace, 'id' | 'expires_at'>>(
  spaces: readonly S[],
  requestedId: number | null = null,
): S | null {
  const requested = requestedId === null ? undefined : spaces.find((space) => space.id === requestedId);
  if (requested) return requested;
  return spaces.reduce<S | null>(
    (urgent, space) => (urgent === null || space.expires_at < urgent.expires_at ? space : urgent),
    null,
  );
}

export const isPaymentFinal = (status: PaymentStatus): boolean => status !== 'pending';

export type BillingError =
  // The server's text (a 400 or 404), shown where it belongs; `type` is its error_type.
  | { kind: 'server'; text: string; type: string | null }
  // spec §8: no answer at all; the UI shows the catalogue's network text.
  | { kind: 'network' }
  | { kind: 'unknown'; text: string | null };

type ApiErrorShape = Partial<Pick<ApiError, 'kind' | 'status' | 'errorType' | 'serverText'>>;

// Structural: machines only `import type` from the api package.
export function toBillingError(error: unknown): BillingError {
  const apiError = (typeof error === 'object' && error !== null ? error : {}) as ApiErrorShape;
  if (apiError.kind === 'network') return { kind: 'network' };
  const text = typeof apiError.serverText === 'string' ? apiError.serverText : null;
  if (apiError.kind === 'http' && (apiError.status === 400 || apiError.status === 404) && text !== null) {
    return { kind: 'server', text, type: typeof apiError.errorType === 'string' ? apiError.errorType : null };
  }
  return { kind: 'unknown', text };
}

export const isPromocodeRefusal = (error: BillingError | null): boolean =>
  error?.kind === 'server' && error.type === PROMOCODE_INVALID_ERROR_TYPE;
