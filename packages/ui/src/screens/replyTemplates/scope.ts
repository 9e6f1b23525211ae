import type { TFunction } from 'i18next';
import { providerOf } from '@console/api/contract';

export interface TemplateScope {
  provider: string | null;
  object_id: number | null;
}

/** An account of the space, as the form's account picker offers it (its name comes from the network: text only). */
export interface ScopeAccount {
  id: number;
  name: string;
  provider: string;
}

export const networkName = (provider: string): string => providerOf(provider)?.name ?? provider;

/** spec §2.4 templates "scope": every network, a network, or one of its accounts, as a line of the list or form. */
export function scopeText(t: TFunction, scope: TemplateScope, accounts: readonly ScopeAccount[]): string {
  if (scope.provider === null) return t('replyTemplates:scope.all');
  const network = networkName(scope.provider);
  if (scope.object_id === null) return t('replyTemplates:scope.network', { network });
  const account = accounts.find((one) => one.id === scope.object_id);
  return account
    ? t('replyTemplates:scope.account', { network, account: account.name })
    : t('replyTemplates:scope.unknownAccount', { network, id: scope.object_id });
}
