import type { Space } from '@console/api/contract';
import { mostUrgentSpace } from '@console/machines/rules/billing';
import { BillingMenu as BillingMenuView, type BillingMenuSpace } from '../../layout/BillingMenu/BillingMenu.tsx';
import { useConfig, useNow } from '../../../data/index.ts';
import { spacePaymentState } from '../../billing/spaceState.ts';

const billingHref = (spaceId: number) => `/settings/billing?space_id=${spaceId}`;

/** The dropdown's entries at `now`: spec §4 colour, expiry and deletion time of every space. */
export function billingMenuSpaces(spaces: readonly Space[], now: number): BillingMenuSpace[] {
  return spaces.map((space) => ({ id: space.id, name: space.name, trial: space.is_trial, ...spacePaymentState(space, now) }));
}

// The top bar's billing dropdown with its data (spec §2.5): the spaces of v1/config; links for the settings role
// only (spec §6). Renders nothing for a user without spaces. The top bar places it in its slot.
export function BillingMenu() {
  const config = useConfig();
  const now = useNow();
  const spaces = config.data?.spaces ?? [];
  const urgent = mostUrgentSpace(spaces);
  if (!config.data || !urgent) return null;
  return (
    <BillingMenuView
      spaces={billingMenuSpaces(spaces, now)}
      urgentId={urgent.id}
      hrefFor={config.data.user.roles.settings ? billingHref : undefined}
    />
  );
}
