import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepartmentRecord } from '@console/api/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { Card } from '../../../components/Card/Card.tsx';
import type { DepartmentInput } from '../../../data/issueSettings.ts';
import { ConfirmDialog } from '../../layout/ConfirmDialog.tsx';
import { muted, sectionTitle, stack, status as statusClass } from '../../layout/SettingsPage.css.ts';
import { actions, grow, list, listRow } from '../../workspaceSettings/workspaceSettings.css.ts';
import { usePreloadWhenIdle } from '../../../lazy/preload.ts';

// The dialog's overlay and member picker load when the page is idle or it first opens (quality.md budgets: the route's
// chunk stays under 60 KB), as ConfirmDialog's do.
const loadDialog = () => import('./DepartmentDialog.tsx');
const DepartmentDialog = lazy(() => loadDialog().then((m) => ({ default: m.DepartmentDialog })));

export interface DepartmentsCardProps {
  departments: readonly DepartmentRecord[];
  members: readonly { id: number; name: string }[];
  readOnly: boolean;
  /** Each resolves once the server answered; a refusal rejects. */
  onCreate: (input: DepartmentInput) => Promise<unknown>;
  onUpdate: (id: number, input: DepartmentInput) => Promise<unknown>;
  onDelete: (id: number) => Promise<unknown>;
  /** The text of a failed request (the server's, else the network's). */
  errorText: (error: unknown) => string;
}

type Open = { kind: 'new' } | { kind: 'edit' | 'delete'; department: DepartmentRecord } | null;

// spec §3 departments of the space (docs/issues.md): created, renamed, staffed and deleted (after a confirmation) at once.
export function DepartmentsCard({
  departments,
  members,
  readOnly,
  onCreate,
  onUpdate,
  onDelete,
  errorText,
}: DepartmentsCardProps) {
  const { t } = useTranslation('issues');
  usePreloadWhenIdle(loadDialog);
  const [open, setOpen] = useState<Open>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const close = () => {
    setOpen(null);
    setError(null);
  };
  // Refused, the dialog stays open with its edits and the server's text (quality.md "Nothing is lost").
  const run = async (work: () => Promise<unknown>) => {
    setPending(true);
    setDone(false);
    try {
      await work();
      setDone(true);
      close();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setPending(false);
    }
  };
  return (
    <Card as="section" aria-labelledby="issue-departments">
      <div className={stack}>
        <h2 id="issue-departments" className={sectionTitle}>
          {t('settings.departments.title')}
        </h2>
        <p className={muted}>{t('settings.departments.intro')}</p>
        {departments.length === 0 ? <p className={muted}>{t('settings.departments.empty')}</p> : null}
        <ul className={list}>
          {departments.map((department) => (
            <li key={department.id} className={listRow}>
              <span className={grow}>
                <span>{department.name}</span>
                <span className={muted}>{t('settings.departments.members', { count: department.user_ids.length })}</span>
              </span>
              {readOnly ? null : (
                <span className={actions}>
                  <Button
                    variant="secondary"
                    aria-label={t('settings.departments.edit', { name: department.name })}
                    onPress={() => setOpen({ kind: 'edit', department })}
                  >
                    {t('settings.departments.editShort')}
                  </Button>
                  <Button
                    variant="danger"
                    aria-label={t('settings.departments.delete', { name: department.name })}
                    onPress={() => setOpen({ kind: 'delete', department })}
                  >
                    {t('settings.departments.deleteShort')}
                  </Button>
                </span>
              )}
            </li>
          ))}
        </ul>
        {readOnly ? null : (
          <div>
            <Button variant="secondary" onPress={() => setOpen({ kind: 'new' })}>
              {t('settings.departments.add')}
            </Button>
          </div>
        )}
        <p role="status" className={statusClass}>
          {done ? t('settings.departments.saved') : ''}
        </p>
      </div>
      {open?.kind === 'new' || open?.kind === 'edit' ? (
        <Suspense fallback={null}>
          <DepartmentDialog
            key={open.kind === 'edit' ? open.department.id : 'new'}
            initial={open.kind === 'edit' ? open.department : null}
            members={members}
            pending={pending}
            error={error}
            onClose={close}
            onSubmit={(input) => void run(() => (open.kind === 'edit' ? onUpdate(open.department.id, input) : onCreate(input)))}
          />
        </Suspense>
      ) : null}
      <ConfirmDialog
        title={open?.kind === 'delete' ? t('settings.departments.deleteTitle', { name: open.department.name }) : null}
        text={t('settings.departments.deleteText')}
        confirmLabel={t('settings.departments.deleteShort')}
        cancelLabel={t('settings.departments.cancel')}
        pending={pending}
        error={error}
        onConfirm={() => {
          if (open?.kind === 'delete') void run(() => onDelete(open.department.id));
        }}
        onClose={close}
      />
    </Card>
  );
}
