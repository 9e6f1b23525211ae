import { describe, expect, it } from 'vitest';
import { ACCOUNT_PROVIDERS } from '@console/api/contract';
import { SCREENS } from './screens.ts';

// spec §2.2 / §2.4: every account-connection popup of the contract and the account pages built so far have a screen.
describe('account screens', () => {
  it('mounts a popup page for every account provider, and the list, add, success, edit and reactions pages', () => {
    for (const provider of ACCOUNT_PROVIDERS) expect(SCREENS[`callback-${provider}`], provider).toBeDefined();
    for (const name of [
      'accounts-page',
      'account-add-page',
      'account-add-success-page',
      'account-edit',
      'account-reactions-page',
    ])
      expect(SCREENS[name], name).toBeDefined();
  });
});
