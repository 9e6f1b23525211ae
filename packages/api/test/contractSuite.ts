// One suite of contract tests for any v1 target: the MSW handlers or the live server (architecture.md).
import { afterAll, beforeAll, describe } from 'vitest';
import { contractContext, type ContractTarget } from './contract/context.ts';
import { sessionCases } from './contract/sessionCases.ts';
import { workspaceCases } from './contract/workspaceCases.ts';
import { objectsCases } from './contract/objectsCases.ts';
import { workingHoursCases } from './contract/workingHoursCases.ts';
import { filtersCases } from './contract/filtersCases.ts';
import { billingCases } from './contract/billingCases.ts';
import { profileCases } from './contract/profileCases.ts';
import { recoveryCases, signupCases } from './contract/signupCases.ts';
import { accountsCases } from './contract/accountsCases.ts';
import { deleteRequestCases, socialCases } from './contract/socialCases.ts';
import { itemsCases } from './contract/itemsCases.ts';
import { usergroupsCases } from './contract/usergroupsCases.ts';
import { chatsCases } from './contract/chatsCases.ts';

export type { ContractTarget } from './contract/context.ts';

/**
 * Case groups a target may leave out: the MSW handlers no longer answer the domains whose stories replay recordings of
 * the server (docs/mocks.md); the live server runs every group.
 */
export type ContractCaseGroup =
  | 'session'
  | 'profile'
  | 'signup'
  | 'recovery'
  | 'social'
  | 'deleteRequest'
  | 'accounts'
  | 'workspace'
  | 'workingHours'
  | 'items'
  | 'filters';

export function defineContractSuite(
  name: string,
  setup: () => Promise<ContractTarget>,
  except: readonly ContractCaseGroup[] = [],
): void {
  describe(`v1 contract: ${name}`, () => {
    let target: ContractTarget;
    beforeAll(async () => {
      target = await setup();
    });
    afterAll(async () => {
      await target?.teardown();
    });
    const context = contractContext(() => target);
    if (!except.includes('session')) sessionCases(context);
    if (!except.includes('workspace')) workspaceCases(context);
    objectsCases(context);
    if (!except.includes('workingHours')) workingHoursCases(context);
    if (!except.includes('filters')) filtersCases(context);
    billingCases(context);
    if (!except.includes('profile')) profileCases(context);
    if (!except.includes('signup')) signupCases(context);
    if (!except.includes('recovery')) recoveryCases(context);
    if (!except.includes('accounts')) accountsCases(context);
    if (!except.includes('social')) socialCases(context);
    if (!except.includes('deleteRequest')) deleteRequestCases(context);
    if (!except.includes('items')) itemsCases(context);
    usergroupsCases(context, { items: !except.includes('items') });
    chatsCases(context);
  });
}
