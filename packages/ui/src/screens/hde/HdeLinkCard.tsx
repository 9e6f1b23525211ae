import { useTranslation } from 'react-i18next';
import { LinkCard } from '../../components/LinkCard/LinkCard.tsx';
import { hdeSettingsPath } from './paths.ts';

// The integrations page's way to settings/hde/{id} (spec §2.4) for the chosen workspace.
export function HdeLinkCard({ spaceId }: { spaceId: number }) {
  const { t } = useTranslation('issues');
  return <LinkCard href={hdeSettingsPath(spaceId)} title={t('hde.link')} description={t('hde.linkAbout')} />;
}
