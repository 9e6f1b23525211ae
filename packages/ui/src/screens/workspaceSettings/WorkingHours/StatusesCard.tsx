import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManagedStatus, STATUS_COLORS, StatusInput, StatusEdit } from '@console/api/contract';
import { Badge } from '../../../components/Badge/Badge.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { Card } from '../../../components/Card/Card.tsx';
import { StatusDot } from '../../../components/StatusDot/StatusDot.tsx';
import { alert, muted, row, sectionTitle, stack, status as statusClass } from '../../layout/SettingsPage.css.ts';
import { actions, grow, list, listRow } from '../workspaceSettings.css.ts';
import { DeleteStatusDialog } from './DeleteStatusDialog.tsx';
import { StatusDialog } from './StatusDialog.tsx';

export interface StatusesCardProps {
  statuses: readonly ManagedStatus[];
  colors: typeof STATUS_COLORS;
  /** Each resolves once the server answered; a refusal rejects with the text to show (spec §8). */
  onCreate: (input: StatusInput) => Promise<unknown>;
  onUpdate: (id: number, input: StatusEdit) => Promise<unknown>;
  /** `seen`: the order the list showed (docs/error-types.md conflict). */
  onReorder: (ids: number[], seen: number[]) => Promise<unknown>;
  onDelete: (id: number, replacementId: number | undefined) => Promise<unknown>;
  /** The text of a failed request (the server's, else the network's). */
  errorText: (error: unknown) => string;
  /** The statuses as they are now when a write was refused as changed meanwhile (docs/error-types.md conflict). */
  conflictOf: (error: unknown) => readonly ManagedStatus[] | null;
}

type Open = { kind: 'new' } | { kind: 'edit'; status: ManagedStatus } | { kind: 'delete'; status: ManagedStatus } | null;

const inputOf = (status: ManagedStatus): StatusInput => ({
  name: status.name,
  color: status.color,
  hidden: status.hidden,
  offline: status.offline,
});

// spec §3 user statuses of the workspace: the order users see them in, create, edit, delete.
export function StatusesCard(props: StatusesCardProps) {
  const { statuses, colors, onCreate, onUpdate, onReorder, onDelete, errorText, conflictOf } = props;
  const { t } = useTranslation('workspace');
  const [open, setOpen] = useState<Open>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [listError, setListError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  // After a refused reorder, the order another administrator left (sent as `seen` by the next move) until the list
  // changes; otherwise the order shown (docs/error-types.md conflict).
  const [knownOrder, setKnownOrder] = useState<{ of: readonly ManagedStatus[]; ids: number[] } | null>(null);
  const close = () => {
    setOpen(null);
    setError(null);
  };
  const run = async (work: () => Promise<unknown>, inDialog: boolean) => {
    setPending(true);
    setDone(false);
    try {
      await work();
      setListError(null);
      setDone(true);
      if (inDialog) close();
    } catch (failure) {
      (inDialog ? setError : setListError)(errorText(failure));
    } finally {
      setPending(false);
    }
  };
  // The dialog began from `status` (sent as `seen`); refused as changed meanwhile, it keeps the edits and begins from
  // the status as the other administrator left it, so saving again writes over it.
  const update = async (status: ManagedStatus, input: StatusInput) => {
    try {
      await onUpdate(status.id, { ...input, seen: inputOf(status) });
    } catch (failure) {
      const current = conflictOf(failure)?.find((item) => item.id === status.id);
      if (current) setOpen({ kind: 'edit', status: current });
      throw failure;
    }
  };
  const move = (index: number, by: -1 | 1) => {
    const ids = statuses.map((status) => status.id);
    const seen = knownOrder?.of === statuses ? knownOrder.ids : [...ids];
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    void run(async () => {
      try {
        await onReorder(ids, seen);
      } catch (failure) {
        const current = conflictOf(failure);
        if (current) setKnownOrder({ of: statuses, ids: current.map((status) => status.id) });
        throw failure;
      }
    }, false);
  };
  return (
    <Card as="section" aria-labelledby="user-statuses">
      <div className={stack}>
        <h2 id="user-statuses" className={sectionTitle}>
          {t('statuses.title')}
        </h2>
        <p className={muted}>{t('statuses.intro')}</p>
        {statuses.length === 0 ? <p className={muted}>{t('statuses.empty')}</p> : null}
        <ul className={list}>
          {statuses.map((status, index) => (
            <li key={status.id} className={listRow}>
              <StatusDot color={status.color} />
              <span className={grow}>
                <span className={row}>
                  <span>{status.name}</span>
                  {status.hidden ? <Badge tone="neutral">{t('statuses.hidden')}</Badge> : null}
                  {status.offline ? <Badge tone="warning">{t('statuses.offline')}</Badge> : null}
                </span>
                <span className={muted}>
                  {t('statuses.usage', {
                    users: status.users_count,
                    shifts: status.shifts_count,
                    templates: status.templates_count,
                  })}
                </span>
              </span>
              <span className={actions}>
                <Button
                  variant="ghost"
                  aria-label={t('statuses.up', { name: status.name })}
                  isDisabled={index === 0 || pending}
                  onPress={() => move(index, -1)}
                >
                  ↑
                </Button>
                <Button
                  variant="ghost"
                  aria-label={t('statuses.down', { name: status.name })}
                  isDisabled={index === statuses.length - 1 || pending}
                  onPress={() => move(index, 1)}
                >
                  ↓
                </Button>
                <Button
                  variant="secondary"
                  aria-label={t('statuses.edit', { name: status.name })}
                  onPress={() => setOpen({ kind: 'edit', status })}
                >
                  {t('statuses.editShort')}
                </Button>
                <Button
                  variant="danger"
                  aria-label={t('statuses.delete', { name: status.name })}
                  onPress={() => setOpen({ kind: 'delete', status })}
                >
                  {t('statuses.deleteShort')}
                </Button>
              </span>
            </li>
          ))}
        </ul>
        <div>
          <Button variant="secondary" onPress={() => setOpen({ kind: 'new' })}>
            {t('statuses.add')}
          </Button>
        </div>
        <p role="status" className={statusClass}>
          {done ? t('statuses.changed') : ''}
        </p>
        <div role="alert" className={alert}>
          {listError}
        </div>
      </div>
      {open?.kind === 'new' || open?.kind === 'edit' ? (
        <StatusDialog
          key={open.kind === 'edit' ? open.status.id : 'new'}
          initial={open.kind === 'edit' ? inputOf(open.status) : null}
          colors={colors}
          isOpen
          pending={pending}
          error={error}
          onClose={close}
          onSubmit={(input) => void run(() => (open.kind === 'edit' ? update(open.status, input) : onCreate(input)), true)}
        />
      ) : null}
      {open?.kind === 'delete' ? (
        <DeleteStatusDialog
          status={open.status}
          others={statuses.filter((other) => other.id !== open.status.id)}
          pending={pending}
          error={error}
          onClose={close}
          onDelete={(replacementId) => void run(() => onDelete(open.status.id, replacementId), true)}
        />
      ) : null}
    </Card>
  );
}
