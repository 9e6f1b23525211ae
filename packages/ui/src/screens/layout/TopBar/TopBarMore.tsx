import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../components/IconButton/IconButton.tsx';
import { LazyDialogTrigger } from '../../../lazy/LazyDialogTrigger.tsx';
import type { TopBarAction } from './TopBar.tsx';

// The panel's code loads when first opened or the page is idle (quality.md budgets); the button is here at once.
const loadPanel = () => import('./TopBarMorePanel.tsx');
const TopBarMorePanel = lazy(() => loadPanel().then((module) => ({ default: module.TopBarMorePanel })));

// spec §2.5: on a phone the top bar keeps one row: the controls that do not fit sit under "More", each with
// its name in words.
export function TopBarMore({ actions }: { actions: readonly TopBarAction[] }) {
  const { t } = useTranslation('shell');
  return (
    <LazyDialogTrigger
      trigger={<IconButton icon="more" label={t('topBar.more')} />}
      preload={loadPanel}
      dialog={(parts) => <TopBarMorePanel {...parts} actions={actions} />}
    />
  );
}
