import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig, useIntegrationActions, useIntegrations } from '../../../data/index.ts';
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
  const outcome = async (write: () => Promise<void>): Promise<Outcome> => {
    try {
      await write();
      return null;
    } catch (error) {
      return { error: serverTextOf(error) ?? t('alerts:integrations.failed') };
    }
  };
  const data = integrations.data;
  const state = settingsPageState([integrations], (error) => serverTextOf(error) ?? t('alerts:integrations.loadFailed'));
  return (
    <SettingsPage title={t('shell:titles.integrationsPage')} state={state}>
      {data && spaceId !== null ? (
        <IntegrationsView
          spaces={spaces}
          spaceId={spaceId}
          onSpace={setChosen}
          integrations={data.items}
          onConnect={(kind, token, target) => outcome(() => actions.connect(kind, token, target))}
          onTest={(kind) => outcome(() => actions.test(kind))}
          onDisconnect={(kind) => outcome(() => actions.disconnect(kind))}
        />
      ) : null}
    </SettingsPage>
  );
}
