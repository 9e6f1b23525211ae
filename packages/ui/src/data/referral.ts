// settings/referral (spec §2.4 referral, §6 partners only): the partner's codes, sign-ups and payments; and the
// console's origin, where the sign-up link points.
import { createContext, createElement, useContext, type ReactNode } from 'react';
import useSWR, { type SWRResponse } from 'swr';
import type { ApiError } from '@console/api/client';
import { referralResource } from '@console/api/client/referral';
import type { ReferralResponse } from '@console/api/contract';
import { useApiClient } from './ApiProvider.tsx';

export const REFERRAL_KEY = 'v1/referral';

export function useReferral(): SWRResponse<ReferralResponse, ApiError> {
  const client = useApiClient();
  return useSWR<ReferralResponse, ApiError>(REFERRAL_KEY, () => client.resource(referralResource).get());
}

// The page's own origin by default; stories fix one, so a shot does not show the static server's random port.
const ConsoleOriginContext = createContext<string | null>(null);

export function ConsoleOriginProvider({ origin, children }: { origin: string; children: ReactNode }) {
  return createElement(ConsoleOriginContext.Provider, { value: origin }, children);
}

/** The console's origin, where links to its pages are built (the sign-up link, spec §2.1 /signup?code=). */
export function useConsoleOrigin(): string {
  return useContext(ConsoleOriginContext) ?? window.location.origin;
}
