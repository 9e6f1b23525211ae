import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/Badge/Badge.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { Checkbox } from '../../../components/Checkbox/Checkbox.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { alert, muted, row, sectionTitle, stack } from '../../layout/SettingsPage.css.ts';
import { actions, grow, list, listRow } from '../../workspaceSettings/workspaceSettings.css.ts';
import { moved, statusProblem, type ClosingProblem } from './issueSettingsDraft.ts';

export interface StatusesSectionProps {
  statuses: readonly string[];
  closing: readonly string[];
  /** The status's name in the person's words (a known one through status.*, otherwise its id). */
  nameOf: (status: string) => string;
  problem: ClosingProblem | null;
  readOnly: boolean;
  onChange: (next: { statuses: string[]; closing: string[] }) => void;
}

// docs/issues.md "Statuses": the space's statuses in order (the first is a new issue's), which close an issue; a status
// is an id, so it is added or removed, never renamed.
export function StatusesSection({ statuses, closing, nameOf, problem, readOnly, onChange }: StatusesSectionProps) {
  const { t } = useTranslation('issues');
  const [name, setName] = useState('');
  const [nameProblem, setNameProblem] = useState<string | null>(null);
  const add = () => {
    const status = name.trim();
    const found = statusProblem(status, statuses);
    if (found) return setNameProblem(t(`settings.statuses.problems.${found}`));
    onChange({ statuses: [...statuses, status], closing: [...closing] });
    setName('');
  };
  const setClosing = (status: string, closes: boolean) =>
    onChange({
      statuses: [...statuses],
      closing: closes ? [...closing, status] : closing.filter((one) => one !== status),
    });
  return (
    <section className={stack} aria-labelledby="issue-statuses">
      <h2 id="issue-statuses" className={sectionTitle}>
        {t('settings.statuses.title')}
      </h2>
      <p className={muted}>{t('settings.statuses.intro')}</p>
      <ul className={list}>
        {statuses.map((status, index) => {
          const label = nameOf(status);
          return (
            <li key={status} className={listRow}>
              <span className={grow}>
                <span className={row}>
                  <span>{label}</span>
                  {index === 0 ? <Badge tone="neutral">{t('settings.statuses.first')}</Badge> : null}
                </span>
                {label !== status ? <span className={muted}>{status}</span> : null}
              </span>
              <Checkbox
                isSelected={closing.includes(status)}
                isDisabled={readOnly}
                onChange={(closes) => setClosing(status, closes)}
              >
                {t('settings.statuses.closes')}
              </Checkbox>
              {readOnly ? null : (
                <span className={actions}>
                  <Button
                    variant="ghost"
                    aria-label={t('settings.statuses.up', { name: label })}
                    isDisabled={index === 0}
                    onPress={() => onChange({ statuses: moved(statuses, index, -1), closing: [...closing] })}
                  >
                    ↑
                  </Button>
                  <Button
                    variant="ghost"
                    aria-label={t('settings.statuses.down', { name: label })}
                    isDisabled={index === statuses.length - 1}
                    onPress={() => onChange({ statuses: moved(statuses, index, 1), closing: [...closing] })}
                  >
                    ↓
                  </Button>
                  <Button
                    variant="danger"
                    aria-label={t('settings.statuses.remove', { name: label })}
                    isDisabled={statuses.length === 1}
                    onPress={() =>
                      onChange({
                        statuses: statuses.filter((one) => one !== status),
                        closing: closing.filter((one) => one !== status),
                      })
                    }
                  >
                    {t('settings.statuses.removeShort')}
                  </Button>
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {problem ? (
        <p role="alert" className={alert}>
          {t(`settings.statuses.problems.${problem}`)}
        </p>
      ) : null}
      {readOnly ? null : (
        <div className={row}>
          <TextField
            label={t('settings.statuses.newLabel')}
            description={t('settings.statuses.newHint')}
            value={name}
            maxLength={40}
            onChange={(next) => {
              setNameProblem(null);
              setName(next);
            }}
            onKeyDown={(event) => {
              // Enter adds the status rather than saving the whole form.
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
            isInvalid={nameProblem !== null}
            errorMessage={nameProblem ?? undefined}
          />
          <Button variant="secondary" onPress={add}>
            {t('settings.statuses.add')}
          </Button>
        </div>
      )}
    </section>
  );
}
