import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverTextOf } from '@console/machines/rules/apiFailure';
import { PRIORITIES, type Issue } from '@console/api/contract';
import { createBodyOf, useCreateIssue, type IssueSource } from '../../../data/issueLinks.ts';
import { useSpaceIssueSettings } from '../../../data/issueSettings.ts';
import { useNow } from '../../../data/now.tsx';
import { useObjectsWithTags } from '../../../data/objects.ts';
import { useUsers } from '../../../data/users.ts';
import { toastQueue } from '../../../components/Toast/toastQueue.ts';
import { usePreloadWhenIdle } from '../../../lazy/preload.ts';
import { useOnceTrue } from '../../../lazy/useOnceTrue.ts';
import { issuePagePath } from './paths.ts';
import { useIssueRights } from './useIssueRights.ts';

export interface IssueCreateDialogProps {
  isOpen: boolean;
  /** What the issue is made from: comments, a chat, or nothing (blank). */
  source: IssueSource;
  /** The comment's or chat's text: the title starts as it. */
  text?: string;
  /** The comment's or chat's space; a blank issue's is chosen in the dialog when the user has several. */
  spaceId?: number | null;
  onClose: () => void;
  /** After the server made it (the dialog has closed and said so with a link to it). */
  onCreated?: (issue: Issue) => void;
}

const loadView = () => import('./IssueCreateDialogView.tsx');
const IssueCreateDialogView = lazy(loadView);

// The create dialog, its form loaded when the page is idle or the dialog first opens (docs/budgets.md: off the item,
// chat and list chunks, as ConfirmDialog is).
export function IssueCreateDialog(props: IssueCreateDialogProps) {
  const needed = useOnceTrue(props.isOpen);
  usePreloadWhenIdle(loadView);
  return needed ? (
    <Suspense fallback={null}>
      <ConnectedDialog {...props} />
    </Suspense>
  ) : null;
}

function ConnectedDialog({ isOpen, source, text = '', spaceId: given = null, onClose, onCreated }: IssueCreateDialogProps) {
  const { t } = useTranslation('issues');
  const rights = useIssueRights();
  const users = useUsers(isOpen);
  const objects = useObjectsWithTags(isOpen);
  const now = useNow();
  const create = useCreateIssue();
  const [chosen, setChosen] = useState<number | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const blank = source.kind === 'blank';
  const spaces = blank ? rights.sectionSpaces : null;
  const spaceId = given ?? chosen ?? (spaces?.length === 1 ? spaces[0]!.id : null);
  const settings = useSpaceIssueSettings(isOpen ? spaceId : null);
  const inSpace = <T extends { space_id?: number }>(one: T) => spaceId === null || one.space_id === spaceId;
  const members = (users.data?.items ?? []).filter((user) => spaceId === null || user.space_ids.includes(spaceId));
  const defaultId = settings.data?.assigned_to ?? null;
  const sourceLabel =
    source.kind === 'chat'
      ? t('create.fromChat')
      : source.kind === 'items'
        ? t('create.fromItems', { count: source.ids.length })
        : null;
  const close = () => {
    setError(null);
    onClose();
  };
  if (!isOpen) return null;
  return (
    <IssueCreateDialogView
      isOpen
      sourceLabel={sourceLabel}
      initialText={text}
      spaces={spaces}
      spaceId={spaceId}
      onSpace={setChosen}
      priorities={PRIORITIES}
      assignees={members}
      departments={(objects.data?.departments ?? []).filter(inSpace)}
      defaultAssignee={defaultId === null ? null : (members.find((user) => user.id === defaultId)?.name ?? null)}
      deadlines={settings.data?.deadlines ?? null}
      pending={pending}
      error={error}
      nowMs={now}
      onClose={close}
      onSubmit={(fields) => {
        setPending(true);
        setError(null);
        create(source, createBodyOf(source, spaceId, fields))
          .then((issue) => {
            setPending(false);
            onClose();
            // The issue's page is a link away (spec §7 notify links the same way).
            toastQueue.add(
              {
                tone: 'success',
                title: t('create.created', { number: issue.number }),
                action: { label: t('create.open'), href: issuePagePath(issue.id) },
              },
              { timeout: 8000 },
            );
            onCreated?.(issue);
          })
          .catch((failure: unknown) => {
            setPending(false);
            setError(serverTextOf(failure) ?? t('create.failed'));
          });
      }}
    />
  );
}
