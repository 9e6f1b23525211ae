import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';

// SWR options of the signed-in pages: data is refreshed by the polls, the socket and the freshness rule.
const SWR_OPTIONS = { revalidateOnFocus: false } as const;

/** The data options every signed-in page stands on (architecture.md "How a screen gets its data"). */
export function SignedInCache({ children }: { children: ReactNode }) {
  return <SWRConfig value={SWR_OPTIONS}>{children}</SWRConfig>;
}
