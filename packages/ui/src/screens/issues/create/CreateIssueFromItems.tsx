import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Item } from '@console/api/contract';
import { spaceOfCompany } from '@console/machines/rules/companies';
import { useObjectsWithTags } from '../../../data/objects.ts';
import { useConfig } from '../../../data/resources.ts';
import { Button } from '../../../components/Button/Button.tsx';
import { IssueCreateDialog } from './IssueCreateDialog.tsx';
import { useIssueRights } from './useIssueRights.ts';

export interface CreateIssueFromItemsProps {
  /** The selected comments: one issue links them all (POST v1/issues item_ids). */
  items: readonly Pick<Item, 'id' | 'text' | 'company_id'>[];
}

// The bulk bar's "Create issue" (screens.md "Bulk"; docs/issues.md): offered when the selection is of one space with
// the issues section on and the user's role creates issues; the title starts as the first comment's text.
function CreateIssueFromItemsInside({ items }: CreateIssueFromItemsProps) {
  const { t } = useTranslation('issues');
  const rights = useIssueRights();
  const objects = useObjectsWithTags();
  const spaceIds = useConfig().data?.spaces.map((space) => space.id) ?? [];
  const [open, setOpen] = useState(false);
  const [ids, setIds] = useState<readonly number[]>([]);
  const spaces = new Set(items.map((item) => spaceOfCompany(objects.data?.companies, item.company_id, spaceIds) ?? null));
  const spaceId = spaces.size === 1 ? [...spaces][0]! : null;
  if (!open && (spaceId === null || !rights.canCreate(spaceId))) return null;
  return (
    <>
      <Button
        variant="secondary"
        onPress={() => {
          // The selection as it was when asked: the list may change under the dialog.
          setIds(items.map((item) => item.id));
          setOpen(true);
        }}
      >
        {t('create.action')}
      </Button>
      <IssueCreateDialog
        isOpen={open}
        source={{ kind: 'items', ids }}
        text={items.find((item) => item.id === ids[0])?.text ?? items[0]?.text ?? ''}
        spaceId={spaceId}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

// Its own Suspense: the issues texts load on first use, and the page or bar around it must not suspend with them (the
// list would lose its selection).
export function CreateIssueFromItems(props: CreateIssueFromItemsProps) {
  return (
    <Suspense fallback={null}>
      <CreateIssueFromItemsInside {...props} />
    </Suspense>
  );
}
