import { Suspense, useState } from 'react';
import { useChatIssues, useItemIssues } from '../../../data/issueLinks.ts';
import { IssueCreateDialog } from './IssueCreateDialog.tsx';
import { LinkedIssuesView } from './LinkedIssuesView.tsx';
import { useIssueRights } from './useIssueRights.ts';

export interface LinkedIssuesProps {
  /** The comment (item page) or the chat (chat page). */
  of: { kind: 'item'; id: number } | { kind: 'chat'; id: number };
  /** The comment's or chat's text: the new issue's title starts as it. */
  text: string;
  /** Its space (the section's gate, the dialog's members); null: not known yet. */
  spaceId: number | null;
  /** Read only for the user now (the item left their reach): no "Create issue". */
  readOnly?: boolean;
}

// The item page's and chat page's issues line: the issues linking it, and "Create issue" for the roles that may
// (docs/issues.md "Screens: creating issues"); nothing where the space's issues section is off (spec §2.5).
function LinkedIssuesInside({ of, text, spaceId, readOnly = false }: LinkedIssuesProps) {
  const rights = useIssueRights();
  const on = rights.sectionOn(spaceId);
  const ofItem = useItemIssues(of.kind === 'item' ? of.id : null, on);
  const ofChat = useChatIssues(of.kind === 'chat' ? of.id : null, on);
  const [creating, setCreating] = useState(false);
  if (!on) return null;
  const linked = of.kind === 'item' ? ofItem : ofChat;
  const canCreate = !readOnly && rights.canCreate(spaceId);
  return (
    <>
      <LinkedIssuesView issues={linked.data?.items ?? null} canCreate={canCreate} onCreate={() => setCreating(true)} />
      {canCreate ? (
        <IssueCreateDialog
          isOpen={creating}
          source={of.kind === 'item' ? { kind: 'items', ids: [of.id] } : { kind: 'chat', id: of.id }}
          text={text}
          spaceId={spaceId}
          onClose={() => setCreating(false)}
        />
      ) : null}
    </>
  );
}

// Its own Suspense: the issues texts load on first use, and the page or bar around it must not suspend with them (the
// list would lose its selection).
export function LinkedIssues(props: LinkedIssuesProps) {
  return (
    <Suspense fallback={null}>
      <LinkedIssuesInside {...props} />
    </Suspense>
  );
}
