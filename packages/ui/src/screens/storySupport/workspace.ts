import { http, HttpResponse } from 'msw';
import type { Space } from '@console/api/contract';
import { configFor, DEMO_SPACE, demoUserByEmail } from '@console/api/mocks';

const DAY_S = 86_400;

/**
 * A space of the demo's settings whose term ends `days` from now (negative: ended). Relative to the clock the story
 * runs on: the visual run fixes it at the fixtures' date, so screenshots stay the same.
 */
export const spaceEndingIn = (days: number, over: Partial<Space> = {}): Space => ({
  ...DEMO_SPACE,
  expires_at: Math.floor(Date.now() / 1000) + Math.round(days * DAY_S),
  ...over,
});

export const EXPIRED_TRIAL = (): Space =>
  spaceEndingIn(-1, { id: 2, name: 'Trial workspace', is_trial: true, tariff: { id: 1, name: 'Start' } });
export const EXPIRED_PAID = (): Space => spaceEndingIn(-1, { id: 3, name: 'Paid workspace' });

export interface WorkspaceAnswer {
  /** The demo user the config describes (the story's session should be the same one). */
  email: string;
  spaces?: Space[];
  otpRequired?: boolean;
  isPartner?: boolean;
}

/** GET v1/config answered for this demo user with these spaces (default: one paid space with 30 days left). */
export function workspaceConfig({ email, spaces, otpRequired = false, isPartner = false }: WorkspaceAnswer) {
  const user = demoUserByEmail(email);
  if (!user) throw new Error(`no demo user ${email}`);
  return http.get('*/v1/config', () =>
    HttpResponse.json({
      ...configFor({ ...user, is_partner: isPartner }),
      spaces: spaces ?? [spaceEndingIn(30)],
      otp_required: otpRequired,
    }),
  );
}
