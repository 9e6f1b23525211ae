import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { useTranslation } from 'react-i18next';
import { PRIORITIES, type IssueSettings, type IssueSettingsUpdate } from '@console/api/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { Card } from '../../../components/Card/Card.tsx';
import { Select } from '../../../components/Select/Select.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { alert, grid, muted, sectionTitle, stack, status as statusClass } from '../../layout/SettingsPage.css.ts';
import type { Outcome } from '../../layout/useRecordWrite.ts';
import {
  draftOf,
  draftProblems,
  hasProblems,
  updateOf,
  type DraftProblems,
  type IssueSettingsDraft,
} from './issueSettingsDraft.ts';
import { StatusesSection } from './StatusesSection.tsx';

export interface IssueSettingsFormProps {
  initial: IssueSettings;
  /** The space's members, whom a new issue may be assigned to. */
  members: readonly { id: number; name: string }[];
  nameOf: (status: string) => string;
  readOnly: boolean;
  busy: boolean;
  outcome: Outcome;
  onSave: (update: Omit<IssueSettingsUpdate, 'space_id'>) => void;
}

const NOBODY = 0;

// settings/issues' one form (screens.md "Issues"): statuses, closing ones, default assignee, deadlines per priority;
// refused or failed, the edits stay (quality.md "Nothing is lost").
export function IssueSettingsForm({ initial, members, nameOf, readOnly, busy, outcome, onSave }: IssueSettingsFormProps) {
  const { t } = useTranslation('issues');
  const [draft, setDraft] = useState<IssueSettingsDraft>(() => draftOf(initial));
  // Problems show once a save was tried, then follow the edits.
  const [shown, setShown] = useState<DraftProblems | null>(null);
  const edit = (next: Partial<IssueSettingsDraft>) => {
    const value = { ...draft, ...next };
    setDraft(value);
    if (shown) setShown(draftProblems(value));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = draftProblems(draft);
    setShown(problems);
    if (!hasProblems(problems) && !busy) onSave(updateOf(draft));
  };
  const assignees = [{ id: NOBODY, label: t('settings.assignee.nobody') }, ...members.map((m) => ({ id: m.id, label: m.name }))];
  return (
    // aria validation: a field marked invalid says so without blocking the submit that reports every problem at once.
    <Form className={stack} onSubmit={submit} aria-label={t('settings.save')} validationBehavior="aria">
      <Card as="div">
        <StatusesSection
          statuses={draft.statuses}
          closing={draft.closing}
          nameOf={nameOf}
          problem={shown?.closing ?? null}
          readOnly={readOnly}
          onChange={edit}
        />
      </Card>
      <Card as="section" aria-labelledby="issue-assignee">
        <div className={stack}>
          <h2 id="issue-assignee" className={sectionTitle}>
            {t('settings.assignee.title')}
          </h2>
          <Select
            label={t('settings.assignee.label')}
            options={assignees}
            value={draft.assignedTo ?? NOBODY}
            isDisabled={readOnly}
            onChange={(id) => edit({ assignedTo: id === NOBODY ? null : id })}
          />
        </div>
      </Card>
      <Card as="section" aria-labelledby="issue-deadlines">
        <div className={stack}>
          <h2 id="issue-deadlines" className={sectionTitle}>
            {t('settings.deadlines.title')}
          </h2>
          <p className={muted}>{t('settings.deadlines.intro')}</p>
          <div className={grid}>
            {PRIORITIES.map((priority) => (
              <TextField
                key={priority}
                label={t(`settings.deadlines.${priority}`)}
                inputMode="numeric"
                value={draft.deadlines[priority]}
                isDisabled={readOnly}
                onChange={(hours) => edit({ deadlines: { ...draft.deadlines, [priority]: hours } })}
                isInvalid={shown?.deadlines[priority] !== undefined}
                errorMessage={shown?.deadlines[priority] ? t('settings.deadlines.problem') : undefined}
              />
            ))}
          </div>
        </div>
      </Card>
      {readOnly ? null : (
        <div>
          <Button type="submit" isPending={busy}>
            {t('settings.save')}
          </Button>
        </div>
      )}
      {shown && hasProblems(shown) ? (
        <p role="alert" className={alert}>
          {t('settings.fixProblems')}
        </p>
      ) : null}
      {/* Empty, it takes no room (the status class hides it). */}
      <p role={outcome?.ok === false ? 'alert' : 'status'} className={outcome?.ok === false ? alert : statusClass}>
        {outcome?.text}
      </p>
    </Form>
  );
}
