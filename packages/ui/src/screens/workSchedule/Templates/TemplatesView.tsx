import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Shift, ShiftProblem, ShiftTemplate, ShiftTemplateInput } from '@console/api/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { Card } from '../../../components/Card/Card.tsx';
import { muted, row, sectionTitle, stack, status } from '../../layout/SettingsPage.css.ts';
import type { SaveState } from '../../profile/Profile/useSaveState.ts';
import { ConfirmDialog } from '../Editor/ConfirmDialog.tsx';
import { weekdayName } from '../Editor/weekdayNames.ts';
import { ApplyDialog } from './ApplyDialog.tsx';
import { TemplateForm } from './TemplateForm.tsx';

export interface TemplatesViewProps {
  templates: readonly ShiftTemplate[];
  members: readonly { user_id: number; name: string }[];
  statuses: readonly { id: number; name: string }[];
  weekdays: readonly number[];
  problemsOf: (shifts: readonly Shift[]) => ReadonlyMap<number, ShiftProblem>;
  nameMax: number;
  /** The open form's request (one form is open at a time). */
  save: SaveState;
  /** Each resolves true when the server took it. */
  onCreate: (template: ShiftTemplateInput) => Promise<boolean>;
  onSave: (id: number, template: ShiftTemplateInput) => Promise<boolean>;
  onDelete: (id: number) => Promise<void>;
  onApply: (id: number, userIds: number[]) => Promise<unknown>;
  /** Called when a form opens, so the last form's outcome is not shown in it. */
  onFormOpen: () => void;
  errorText: (error: unknown) => string;
}

type Editing = { kind: 'new' } | { kind: 'edit'; id: number } | null;

// spec §2.4 users/workinghours/templates: named sets of shifts, created, renamed and edited in the grid editor,
// deleted after a confirmation, applied to chosen members (their grids replaced, said before it is done).
export function TemplatesView(props: TemplatesViewProps) {
  const { templates, members, statuses, weekdays, problemsOf, nameMax, save, errorText } = props;
  const { t, i18n } = useTranslation('workSchedule');
  const [editing, setEditing] = useState<Editing>(null);
  const [applying, setApplying] = useState<ShiftTemplate | null>(null);
  const [deleting, setDeleting] = useState<ShiftTemplate | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const open = (next: Editing) => {
    props.onFormOpen();
    setDone(null);
    setEditing(next);
  };
  const form = (initial: ShiftTemplateInput, submit: (value: ShiftTemplateInput) => Promise<boolean>, saved: string) => (
    <TemplateForm
      initial={initial}
      statuses={statuses}
      weekdays={weekdays}
      problemsOf={problemsOf}
      nameMax={nameMax}
      save={save}
      onCancel={() => setEditing(null)}
      onSave={(value) =>
        void submit(value).then((ok) => {
          if (!ok) return;
          setEditing(null);
          setDone(saved);
        })
      }
    />
  );
  const summary = (template: ShiftTemplate) => {
    const days = weekdays.filter((weekday) => template.shifts.some((shift) => shift.weekday === weekday));
    return days.length === 0
      ? t('templates.noShifts')
      : t('templates.summary', {
          count: template.shifts.length,
          days: days.map((weekday) => weekdayName(i18n.language, weekday, 'short')).join(', '),
        });
  };
  return (
    <div className={stack}>
      <p role="status" className={status}>
        {done}
      </p>
      {editing?.kind === 'new' ? (
        <Card as="section" aria-labelledby="new-template">
          <div className={stack}>
            <h2 id="new-template" className={sectionTitle}>
              {t('templates.newTitle')}
            </h2>
            {form({ name: '', shifts: [] }, props.onCreate, t('templates.created'))}
          </div>
        </Card>
      ) : (
        <div>
          <Button onPress={() => open({ kind: 'new' })}>{t('templates.new')}</Button>
        </div>
      )}
      {templates.length === 0 ? <p className={muted}>{t('templates.empty')}</p> : null}
      {templates.map((template) => (
        <Card key={template.id} as="section" aria-labelledby={`template-${template.id}`}>
          <div className={stack}>
            <h2 id={`template-${template.id}`} className={sectionTitle}>
              {template.name}
            </h2>
            {editing?.kind === 'edit' && editing.id === template.id ? (
              form(template, (value) => props.onSave(template.id, value), t('templates.saved'))
            ) : (
              <>
                <p className={muted}>{summary(template)}</p>
                <div className={row}>
                  <Button variant="secondary" onPress={() => open({ kind: 'edit', id: template.id })}>
                    {t('templates.edit')}
                  </Button>
                  <Button variant="secondary" onPress={() => setApplying(template)}>
                    {t('templates.applyToUsers')}
                  </Button>
                  <Button variant="danger" onPress={() => setDeleting(template)}>
                    {t('templates.delete')}
                  </Button>
                </div>
              </>
            )}
          </div>
        </Card>
      ))}
      {applying ? (
        <ApplyDialog
          template={applying}
          members={members}
          onClose={() => setApplying(null)}
          onApply={async (userIds) => {
            await props.onApply(applying.id, userIds);
            setDone(t('apply.appliedMany', { name: applying.name, count: userIds.length }));
          }}
          errorText={errorText}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t('templates.deleteTitle', { name: deleting.name })}
          message={t('templates.deleteText')}
          confirm={t('templates.confirmDelete')}
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            await props.onDelete(deleting.id);
            setDone(t('templates.deleted', { name: deleting.name }));
          }}
          errorText={errorText}
        />
      ) : null}
    </div>
  );
}
