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
import { referralCases } from './contract/referralCases.ts';
import { tagsCases } from './contract/tagsCases.ts';
import { templateSettingsCases } from './contract/templateSettingsCases.ts';
import { accountSettingsCases } from './contract/accountSettingsCases.ts';
import { exclusionsCases } from './contract/exclusionsCases.ts';
import { stickersCases } from './contract/stickersCases.ts';
import { hdeCases } from './contract/hdeCases.ts';
import { statsExportCases } from './contract/statsExportCases.ts';

export type { ContractTarget } from './contract/context.ts';

export function defineContractSuite(name: string, setup: () => Promise<ContractTarget>): void {
  describe(`v1 contract: ${name}`, () => {
    let target: ContractTarget;
    beforeAll(async () => {
      target = await setup();
    });
    afterAll(async () => {
      await target?.teardown();
    });
    const context = contractContext(() => target);
    sessionCases(context);
    workspaceCases(context);
    objectsCases(context);
    workingHoursCases(context);
    filtersCases(context);
    billingCases(context);
    profileCases(context);
    signupCases(context);
    recoveryCases(context);
    accountsCases(context);
    socialCases(context);
    deleteRequestCases(context);
    itemsCases(context);
    usergroupsCases(context);
    chatsCases(context);
    referralCases(context);
    tagsCases(context);
    templateSettingsCases(context);
    accountSettingsCases(context);
    exclusionsCases(context);
    stickersCases(context);
    hdeCases(context);
    statsExportCases(context);
  });
}
