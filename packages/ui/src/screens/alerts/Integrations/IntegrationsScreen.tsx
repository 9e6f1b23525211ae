import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Integration, IntegrationKind } from '@console/api/contract';
import {
  conflictIntegrationOf,
  integrationSeenOf,
  useConfig,
  useIntegrationActions,
  useIntegrations,
} from '../../../data/index.ts';
import { serverTextOf } from '../../../data/profile.ts';
import { SettingsPage, settingsPageState } from '../../layout/SettingsPage.tsx';
import type { Outcome } from './IntegrationCard.tsx';
import { IntegrationsView } from './IntegrationsView.tsx';

// /settings/integrations: the chosen workspace's channels (GET, PUT, DELETE v1/integrations/{kind}, its test message).
export function IntegrationsScreen() {
  const { t } = useTranslation(['common', 'alerts', 'shell']);
  const spaces = useConfig().data?.spaces ?? [];
  const [chosen, setChosen] = useState<number | null>(null);
  const spaceId = chosen ?? spaces[0]?.id ?? null;
  const integrations = useIntegrations(spaceId);
  const actions = useIntegrationActions(spaceId);
  // What each connection form began from, sent as `seen` (docs/error-types.md conflict): the channel as the page shows
  // it, or, after a connect refused as changed meanwhile, the channel as it is now (the form keeps its edits, and the
  // next connect is made knowing the other administrator's). Keyed by space and kind; a write that went through clears it.
  const [known, setKnown] = useState<Readonly<Record<string, Integration>>>({});
  const keyOf = (kind: IntegrationKind) => `${spaceId}:${kind}`;
  const forget = (kind: IntegrationKind) => setKnown(({ [keyOf(kind)]: _gone, ...rest }) => rest);
  const outcome = async (write: () => Promise<void>, kind?: IntegrationKind): Promise<Outcome> => {
    try {
      await write();
      if (kind) forget(kind);
      return null;
    } catch (error) {
      const current = conflictIntegrationOf(error);
      if (current && kind) setKnown((before) => ({ ...before, [keyOf(kind)]: current }));
      return { error: serverTextOf(error) ?? t('alerts:integrations.failed') };
    }
  };
  const data = integrations.data;
  const seenOf = (kind: IntegrationKind) => {
    const shown = known[keyOf(kind)] ?? data?.items.find((one) => one.kind === kind);
    return shown ? integrationSeenOf(shown) : null;
  };
  const state = settingsPageState([integrations], (error) => serverTextOf(error) ?? t('alerts:integrations.loadFailed'));
  return (
    <SettingsPage title={t('shell:titles.integrationsPage')} state={state}>
      {data && spaceId !== null ? (
        <IntegrationsView
          spaces={spaces}
          spaceId={spaceId}
          onSpace={setChosen}
          integrations={data.items}
          onConnect={(kind, token, target) => outcome(() => actions.connect(kind, token, target, seenOf(kind)), kind)}
          onTest={(kind) => outcome(() => actions.test(kind))}
          onDisconnect={(kind) => outcome(() => actions.disconnect(kind), kind)}
        />
      ) : null}
    </SettingsPage>
  );
}
