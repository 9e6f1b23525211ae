import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPANY_NAME_MAX, seenOfCompany, TAGS_MODES, tagsModeOf, type Company, type SocialObject } from '@console/api/contract';
import { companyName, companySpaceId } from '@console/machines/rules/companies';
import { useMembers } from '../../../data/members.ts';
import { conflictCompanyOf, useCompanyActions } from '../../../data/companies.ts';
import { serverTextOf } from '../../../data/profile.ts';
import { useSeenAfterConflict } from '../../layout/useSeenAfterConflict.ts';
import { accountEditPath } from '../paths.ts';
import { CompanyDeleteDialog, CompanyFormDialog, type CompanyFormValues } from './CompanyDialogs.tsx';

export type CompanyDialogOpen = { kind: 'create' } | { kind: 'edit'; company: Company } | { kind: 'delete'; company: Company };

const valuesOf = (company: Company): CompanyFormValues => ({
  name: company.name ?? '',
  items_assigned_to: company.settings.items_assigned_to,
  status_open: company.settings.status_open,
  tags_mode: tagsModeOf(company.settings.tags_mode),
});

export interface CompanyDialogHostProps {
  open: CompanyDialogOpen;
  companies: readonly Company[];
  objects: readonly SocialObject[];
  spaceIds: readonly number[];
  /** The space a new company goes to (the managed space). */
  spaceId: number | null;
  /** A write succeeded: its confirmation; the dialog closes. */
  onDone: (notice: string) => void;
  onClose: () => void;
}

/**
 * The open company dialog with its writes (docs/companies.md): a refusal's text, and after a refusal as changed
 * meanwhile the company as the other administrator left it (the next save's `seen`). Loaded when first opened.
 */
export function CompanyDialogHost(input: CompanyDialogHostProps) {
  const { open, onDone, onClose } = input;
  const { companies, objects, spaceIds, spaceId } = input;
  const { t } = useTranslation('accounts');
  const actions = useCompanyActions();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const knowing = useSeenAfterConflict(seenOfCompany, conflictCompanyOf);
  const editing = open.kind === 'edit' ? open.company : null;
  const editingSpace = editing ? companySpaceId(editing, spaceIds) : null;
  const members = useMembers(editingSpace === null ? null : `space_id=${editingSpace}`);
  const write = async (run: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setError(null);
    try {
      await run();
      onDone(done);
    } catch (failure) {
      setError(serverTextOf(failure) ?? t('companies.saveFailed'));
    } finally {
      setBusy(false);
    }
  };
  const submit = (values: CompanyFormValues) => {
    if (open.kind === 'create') {
      if (spaceId === null) return;
      void write(() => actions.create({ space_id: spaceId, name: values.name }), t('companies.created', { name: values.name }));
      return;
    }
    if (!editing) return;
    const { name, ...settings } = values;
    void write(
      () => knowing.save(editing, (seen) => actions.update(editing.id, { name, settings, seen })),
      t('companies.saved', { name: values.name }),
    );
  };
  const deleting = open.kind === 'delete' ? open.company : null;
  const deletingSpace = deleting ? companySpaceId(deleting, spaceIds) : null;
  const dialog =
    open.kind === 'create' || editing ? (
      <CompanyFormDialog
        key={editing?.id ?? 'new'}
        mode={editing ? 'edit' : 'create'}
        title={editing ? t('companies.editOf', { company: companyName(editing) }) : t('companies.createTitle')}
        initial={editing ? valuesOf(editing) : { name: '', items_assigned_to: null, status_open: true, tags_mode: 'any' }}
        members={(members.data?.items ?? []).filter((member) => member.state === 'active')}
        tagsModes={TAGS_MODES}
        maxLength={COMPANY_NAME_MAX}
        busy={busy}
        error={error}
        onSubmit={submit}
        onClose={onClose}
      />
    ) : deleting ? (
      <CompanyDeleteDialog
        company={deleting}
        accounts={objects.filter((object) => object.company === deleting.id)}
        isLast={companies.filter((company) => companySpaceId(company, spaceIds) === deletingSpace).length <= 1}
        accountPath={accountEditPath}
        pending={busy}
        error={error}
        onConfirm={() => void write(() => actions.remove(deleting.id), t('companies.deleted', { name: companyName(deleting) }))}
        onClose={onClose}
      />
    ) : null;
  return dialog;
}
