import { useTranslation } from 'react-i18next';
import type { Integration, IntegrationKind } from '@console/api/contract';
import { Select } from '../../../components/Select/Select.tsx';
import { stack, text } from '../../layout/SettingsPage.css.ts';
import { HdeLinkCard } from '../../hde/HdeLinkCard.tsx';
import { IntegrationCard, type Outcome } from './IntegrationCard.tsx';

export interface IntegrationsViewProps {
  /** The user's workspaces; a choice shows when there are several. */
  spaces: readonly { id: number; name: string }[];
  spaceId: number;
  onSpace: (id: number) => void;
  /** The space's channels in the server's order: each kind one card, so a later integration is one more card. */
  integrations: readonly Integration[];
  onConnect: (kind: IntegrationKind, token: string, target: string) => Promise<Outcome>;
  onTest: (kind: IntegrationKind) => Promise<Outcome>;
  onDisconnect: (kind: IntegrationKind) => Promise<Outcome>;
}

// settings/integrations (spec §2.4): the workspace's notification channels, one card each.
export function IntegrationsView(props: IntegrationsViewProps) {
  const { t } = useTranslation('alerts');
  return (
    <div className={stack}>
      <p className={text}>{t('integrations.intro')}</p>
      {props.spaces.length > 1 ? (
        <Select
          label={t('integrations.space')}
          options={props.spaces.map((space) => ({ id: space.id, label: space.name }))}
          value={props.spaceId}
          onChange={props.onSpace}
        />
      ) : null}
      {props.integrations.map((integration) => (
        <IntegrationCard
          // A new space starts with empty forms.
          key={`${props.spaceId}-${integration.kind}`}
          integration={integration}
          onConnect={(token, target) => props.onConnect(integration.kind, token, target)}
          onTest={() => props.onTest(integration.kind)}
          onDisconnect={() => props.onDisconnect(integration.kind)}
        />
      ))}
      {/* The HelpDeskEddy desk has a page of its own (docs/hde.md). */}
      <HdeLinkCard spaceId={props.spaceId} />
    </div>
  );
}
