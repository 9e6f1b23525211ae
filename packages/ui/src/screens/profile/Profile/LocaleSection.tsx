import { useMemo, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@console/api/contract';
import { Card } from '../../../components/Card/Card.tsx';
import { Select } from '../../../components/Select/Select.tsx';
import { grid, muted, sectionTitle, stack } from '../../layout/SettingsPage.css.ts';
import { dateFormatters } from '../../../format/dateFormatters.ts';
import { SaveRow } from './SaveRow.tsx';
import type { SaveState } from './useSaveState.ts';

const WORKSPACE = '';
const BROWSER = '';

export interface LocaleSectionProps {
  locale: Locale | null;
  /** The user's own zone; null: the workspace's. */
  timeZone: string | null;
  workspaceTimeZone: string;
  /** effectiveTimeZone (machines rules): what dates and schedules use now. */
  effectiveTimeZone: string;
  /** ms; the clock the "now" line is written with. */
  now: number;
  save: SaveState;
  onSave: (values: { locale: Locale | null; time_zone: string | null }) => void;
}

// Every IANA zone Intl knows.
const zones = (): string[] => {
  const list = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return list.includes('UTC') ? list : ['UTC', ...list];
};

export function LocaleSection({ locale, timeZone, workspaceTimeZone, effectiveTimeZone, now, save, onSave }: LocaleSectionProps) {
  const { t, i18n } = useTranslation('profile');
  const [language, setLanguage] = useState<string>(locale ?? BROWSER);
  const [zone, setZone] = useState<string>(timeZone ?? WORKSPACE);
  const zoneOptions = useMemo(
    () => [
      { id: WORKSPACE, label: t('locale.workspaceZone', { zone: workspaceTimeZone }) },
      ...[...new Set([...zones(), ...(timeZone ? [timeZone] : [])])].map((name) => ({
        id: name,
        label: name.replaceAll('_', ' '),
      })),
    ],
    [t, workspaceTimeZone, timeZone],
  );
  // The zone being shown may be the one just saved, so the formatters are made for it rather than taken from the frame.
  const time = dateFormatters(i18n.language, effectiveTimeZone).dateTime(now);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.status === 'saving') return;
    onSave({ locale: language === BROWSER ? null : (language as Locale), time_zone: zone === WORKSPACE ? null : zone });
  };
  return (
    <Card as="section" aria-labelledby="profile-locale">
      <h2 id="profile-locale" className={sectionTitle}>
        {t('locale.title')}
      </h2>
      <Form className={stack} onSubmit={submit}>
        <div className={grid}>
          <Select
            label={t('locale.language')}
            value={language}
            onChange={setLanguage}
            options={[
              { id: BROWSER, label: t('locale.browser') },
              { id: 'ru', label: t('locale.ru') },
              { id: 'en', label: t('locale.en') },
            ]}
          />
          <Select label={t('locale.timeZone')} value={zone} onChange={setZone} options={zoneOptions} />
        </div>
        <p className={muted}>{t('locale.current', { zone: effectiveTimeZone, time })}</p>
        <SaveRow save={save} label={t('locale.save')} savedText={t('saved')} />
      </Form>
    </Card>
  );
}
