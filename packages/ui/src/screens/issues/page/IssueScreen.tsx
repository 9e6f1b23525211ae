import { ERROR_TOAST_MS } from '@console/spec';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { canWriteIssues, ISSUE_CLOSED_STATUS, roleOf } from '@console/api/contract';
import { useIssue, useIssueWrites, type IssueChange } from '../../../data/issue.ts';
import { useSpaceIssueSettings } from '../../../data/issueSettings.ts';
import { useOptionalLiveConnection } from '../../../data/LiveConnection.tsx';
import { useNow } from '../../../data/now.tsx';
import { useObjectsWithTags } from '../../../data/objects.ts';
import { useMe } from '../../../data/resources.ts';
import { useUsers } from '../../../data/users.ts';
import { useViewers } from '../../../data/viewers.ts';
import { Button } from '../../../components/Button/Button.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { toastQueue } from '../../../components/Toast/toastQueue.ts';
import { ThreadSkeleton } from '../../inbox/parts/Skeletons.tsx';
import { column } from '../../inbox/parts/detail.css.ts';
import { ContentPage } from '../../layout/ContentPage.tsx';
import { IssueDeskControl } from '../../hde/IssueDeskControl/IssueDeskControl.tsx';
import { IssueAttachments } from '../attachments/IssueAttachments.tsx';
import { IssueLinks } from './IssueLinks.tsx';
import { IssueView } from './IssueView.tsx';
import type { IssueNames } from './parts/historyText.ts';

const ISSUES_LIST_PATH = '/issues';

export interface IssueScreenProps {
  /** The issue's id; absent: the route's `:id`. */
  id?: number;
}

// issues/{id} (spec §2 issue-page): GET v1/issues/{id}; every change carries the version seen (409: who changed what,
// the user's change kept); the socket is told the user has it open (spec §7 lock, type issue) and says who else has.
export function IssueScreen({ id: given }: IssueScreenProps) {
  const { t } = useTranslation(['issues', 'common']);
  const params = useParams<{ id?: string }>();
  const id = given ?? Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const detail = useIssue(id);
  const writes = useIssueWrites(id);
  const me = useMe();
  const spaceId = detail.data?.issue.space_id ?? null;
  const settings = useSpaceIssueSettings(spaceId);
  const users = useUsers();
  const objects = useObjectsWithTags();
  const viewers = useViewers({ type: 'issue', id });
  const now = useNow(60_000);
  const live = useOptionalLiveConnection();

  const found = detail.data !== undefined;
  useEffect(() => {
    if (!live || !valid || !found) return;
    const target = { type: 'issue', id } as const;
    live.lock(target);
    return () => live.unlock(target);
  }, [live, id, valid, found]);

  const statusLabel = useMemo(
    () => (status: string) => t(`issues:status.${status}` as 'issues:status.new', { defaultValue: status }),
    [t],
  );
  const inSpace = (spaces: readonly number[] | undefined) => spaceId === null || spaces === undefined || spaces.includes(spaceId);
  const members = (users.data?.items ?? []).filter((user) => inSpace(user.space_ids));
  const departments = (objects.data?.departments ?? []).filter((one) =>
    inSpace(one.space_id === undefined ? undefined : [one.space_id]),
  );
  const names: IssueNames = {
    users: new Map((users.data?.items ?? []).map((user) => [user.id, user.name])),
    departments: new Map((objects.data?.departments ?? []).map((one) => [one.id, one.name])),
    statusLabel,
  };

  const data = detail.data;
  const user = me.data;
  if (!data || !user) {
    const status = detail.error?.status;
    const missing = !valid || status === 404;
    const failed = missing || detail.error || me.error;
    return (
      <ContentPage busy={!failed}>
        {!failed ? <ThreadSkeleton /> : null}
        {failed && (missing || status === 403) ? (
          <div className={column}>
            <p role="alert">{missing ? t('issues:page.notFound') : (detail.error?.serverText ?? t('issues:page.forbidden'))}</p>
            <Link href={ISSUES_LIST_PATH}>{t('issues:page.backToList')}</Link>
          </div>
        ) : null}
        {failed && !missing && status !== 403 ? (
          <div className={column}>
            <p role="alert">{(detail.error ?? me.error)?.serverText ?? t('issues:page.loadFailed')}</p>
            <div>
              <Button onPress={() => void Promise.all([detail.mutate(), me.mutate()])}>{t('common:actions.retry')}</Button>
            </div>
          </div>
        ) : null}
      </ContentPage>
    );
  }

  const { issue } = data;
  // The space's statuses, then its closing ones (GET v1/issues/settings); a workspace's own status by its raw name.
  const space = settings.data;
  const statusIds = [...new Set([...(space?.statuses ?? []), ...(space?.closing ?? [ISSUE_CLOSED_STATUS])])];
  const statuses = statusIds.map((status) => ({ id: status, label: statusLabel(status) }));

  const change = async (what: IssueChange): Promise<boolean> => {
    const outcome = await writes.update(what);
    if (outcome === 'saved') toastQueue.add({ tone: 'success', title: t('issues:page.saved') }, { timeout: 5000 });
    if (outcome === 'failed') toastQueue.add({ tone: 'error', title: t('issues:page.saveFailed') }, { timeout: ERROR_TOAST_MS });
    return outcome === 'saved';
  };
  const writable = canWriteIssues(roleOf(user));
  return (
    <ContentPage>
      <IssueView
        detail={data}
        writable={writable}
        statuses={statuses}
        members={members}
        departments={departments}
        names={names}
        viewers={viewers.filter((viewer) => viewer.id !== user.id)}
        conflict={writes.conflict}
        now={now}
        linked={<IssueLinks itemIds={issue.item_ids} chatIds={issue.chat_ids} />}
        attachments={
          <IssueAttachments
            issueId={issue.id}
            attachments={data.attachments}
            canWrite={writable}
            canRemoveAny={roleOf(user) === 'administrator'}
            onChanged={() => void detail.mutate()}
          />
        }
        deskControl={<IssueDeskControl issue={issue} onSent={() => void detail.mutate()} />}
        onChange={change}
        onComment={async (text) => {
          try {
            await writes.comment(text);
            return true;
          } catch {
            toastQueue.add({ tone: 'error', title: t('issues:page.thread.sendFailed') }, { timeout: ERROR_TOAST_MS });
            return false;
          }
        }}
        onReapply={() => void writes.reapply()}
        onDismissConflict={writes.dismissConflict}
      />
    </ContentPage>
  );
}
