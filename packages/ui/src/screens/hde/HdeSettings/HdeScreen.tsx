import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { HdeConnect } from '@console/api/contract';
import { useHdeActions, useHdeDesk } from '../../../data/hde.ts';
import { serverTextOf } from '../../../data/profile.ts';
import { SettingsPage, settingsPageState } from '../../layout/SettingsPage.tsx';
import { hdeSpaceIdOf } from '../paths.ts';
import { HdeView, type HdeOutcome } from './HdeView.tsx';

const INTEGRATIONS_PAGE = '/settings/integrations';

// /settings/hde/{id} (spec §2.4; docs/hde.md): the workspace's HelpDeskEddy desk: GET, PUT and DELETE v1/hde/{id}.
export function HdeScreen() {
  const { t } = useTranslation(['issues', 'shell']);
  const [location, navigate] = useLocation();
  const spaceId = hdeSpaceIdOf(location);
  const desk = useHdeDesk(spaceId);
  const actions = useHdeActions(spaceId ?? 0);
  const outcome = async (write: () => Promise<void>): Promise<HdeOutcome> => {
    try {
      await write();
      return null;
    } catch (error) {
      return { error: serverTextOf(error) ?? t('issues:hde.failed') };
    }
  };
  const title = t('shell:titles.hdePage');
  const state =
    spaceId === null
      ? { status: 'error' as const, message: t('issues:hde.loadFailed'), onRetry: () => navigate(INTEGRATIONS_PAGE) }
      : settingsPageState([desk], (error) => serverTextOf(error) ?? t('issues:hde.loadFailed'));
  return (
    <SettingsPage title={title} state={state}>
      {desk.data ? (
        <HdeView
          // Another space starts with an empty form.
          key={desk.data.space_id}
          desk={desk.data}
          onConnect={(body: HdeConnect) => outcome(() => actions.connect(body))}
          onDisconnect={() => outcome(() => actions.disconnect())}
        />
      ) : null}
    </SettingsPage>
  );
}
