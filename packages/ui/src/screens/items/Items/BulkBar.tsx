import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMENT_STATUSES, type BulkReplyProblem, type ItemStatus } from '@console/api/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { Select } from '../../../components/Select/Select.tsx';
import { visibleText } from '../../../format/text.ts';
import { NOBODY, type Assignable, type AssignChoice } from '../../inbox/assignChoice.ts';
import { AssignPicker } from '../../inbox/AssignPicker.tsx';
import * as css from '../../inbox/list.css.ts';

export interface BulkPermissions {
  /** Status and assignment (operators, administrators). */
  process: boolean;
  /** Tags (and moderators). */
  tag: boolean;
  /** Close without reply (and moderators). */
  close: boolean;
  reply: boolean;
}

export interface BulkBarProps {
  count: number;
  permissions: BulkPermissions;
  tags: readonly { id: number; name: string }[];
  /** The members and user groups to assign to; the signed-in user comes first. */
  assignable: Assignable;
  me: { id: number; name: string } | null;
  /** The first reply rule the selection breaks (spec §5), or null. */
  replyProblem: BulkReplyProblem | null;
  busy: boolean;
  onStatus: (status: ItemStatus) => void;
  onAddTag: (tagId: number) => void;
  onAssign: (choice: AssignChoice) => void;
  onClose: () => void;
  onReply: () => void;
  onClear: () => void;
  /** The macros a selection can run (docs/macros.md: none with a template), and running one on it. */
  macros?: readonly { id: number; name: string }[];
  onMacro?: (macroId: number) => void;
  /** One issue of the selected comments (docs/issues.md "Screens: creating issues"; CreateIssueFromItems). */
  issue?: ReactNode;
}

// What can be done to the selected items at once (screens.md "Bulk"): each control only for a role that may.
export function BulkBar(props: BulkBarProps) {
  const { count, permissions, tags, replyProblem, busy } = props;
  // The items namespace only: another would suspend the list when the bar first appears (it mounts on selecting).
  const { t } = useTranslation('items');
  const [status, setStatus] = useState<ItemStatus>('inprogress');
  const [tag, setTag] = useState<number | null>(tags[0]?.id ?? null);
  const [assign, setAssign] = useState<AssignChoice>(props.me ? `u${props.me.id}` : NOBODY);
  const macros = props.macros ?? [];
  const [macro, setMacro] = useState<number | null>(null);
  const macroId = macros.some((one) => one.id === macro) ? macro! : (macros[0]?.id ?? null);
  return (
    <section className={css.bulkBar} aria-label={t('bulk.title')}>
      <p className={css.muted} role="status">
        {t('bulk.selected', { count })}
      </p>
      {/* One row that scrolls sideways when narrow: the whole-selection actions first, so they stay in view. */}
      {permissions.reply ? (
        <>
          <Button isDisabled={busy || replyProblem !== null} onPress={props.onReply}>
            {t('bulk.reply')}
          </Button>
          {replyProblem ? <p className={css.alert}>{t(`bulk.problem.${replyProblem}`)}</p> : null}
        </>
      ) : null}
      {permissions.close ? (
        <Button variant="secondary" isDisabled={busy} onPress={props.onClose}>
          {t('bulk.close')}
        </Button>
      ) : null}
      {props.issue}
      <Button variant="ghost" onPress={props.onClear}>
        {t('bulk.clear')}
      </Button>
      {permissions.process ? (
        <>
          <Select
            label={t('bulk.status')}
            options={COMMENT_STATUSES.map((id) => ({ id, label: t(`status.${id}`) }))}
            value={status}
            onChange={setStatus}
          />
          <Button variant="secondary" isDisabled={busy} onPress={() => props.onStatus(status)}>
            {t('bulk.apply')}
          </Button>
          {/* Items of several spaces may be selected: every member and group is offered; the server refuses a stranger (400). */}
          <AssignPicker
            label={t('bulk.assign')}
            assignable={props.assignable}
            labels={{ nobody: t('bulk.toNobody'), me: () => t('bulk.toMe'), group: (name) => t('bulk.toGroup', { name }) }}
            me={props.me}
            spaceId={null}
            value={assign}
            onChange={setAssign}
          />
          <Button variant="secondary" isDisabled={busy} onPress={() => props.onAssign(assign)}>
            {t('bulk.assignApply')}
          </Button>
        </>
      ) : null}
      {permissions.tag && macroId !== null && props.onMacro ? (
        <>
          <Select
            label={t('bulk.macro')}
            options={macros.map((one) => ({ id: one.id, label: visibleText(one.name) }))}
            value={macroId}
            onChange={setMacro}
          />
          <Button variant="secondary" isDisabled={busy} onPress={() => props.onMacro?.(macroId)}>
            {t('bulk.apply')}
          </Button>
        </>
      ) : null}
      {permissions.tag && tag !== null ? (
        <>
          <Select
            label={t('bulk.tag')}
            options={tags.map((one) => ({ id: one.id, label: visibleText(one.name) }))}
            value={tag}
            onChange={setTag}
          />
          <Button variant="secondary" isDisabled={busy} onPress={() => props.onAddTag(tag)}>
            {t('bulk.addTag')}
          </Button>
        </>
      ) : null}
    </section>
  );
}
