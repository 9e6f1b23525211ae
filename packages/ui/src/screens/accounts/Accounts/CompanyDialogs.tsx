import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { useTranslation } from 'react-i18next';
import type { Company, SocialObject, TagsMode } from '@console/api/contract';
import { companyName } from '@console/machines/rules/companies';
import { Button } from '../../../components/Button/Button.tsx';
import { Checkbox } from '../../../components/Checkbox/Checkbox.tsx';
import { Dialog } from '../../../components/Dialog/Dialog.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { Select } from '../../../components/Select/Select.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { ConfirmDialog } from '../../layout/ConfirmDialog.tsx';
import { alert, row, stack, text } from '../../layout/SettingsPage.css.ts';

/** The company form's values: the name, and for an existing company its settings (spec §3 Company.settings). */
export interface CompanyFormValues {
  name: string;
  items_assigned_to: number | null;
  status_open: boolean;
  tags_mode: TagsMode;
}

export interface CompanyFormDialogProps {
  /** 'create': the name alone; 'edit': the name and the settings of spec §3. */
  mode: 'create' | 'edit';
  title: string;
  initial: CompanyFormValues;
  /** The members of the company's space new items may go to (spec §3 items_assigned_to). */
  members: readonly { id: number; name: string }[];
  /** The tags modes offered (contract TAGS_MODES). */
  tagsModes: readonly TagsMode[];
  maxLength: number;
  busy: boolean;
  /** The server's refusal (a conflict says another administrator saved meanwhile; the edits stay). */
  error: string | null;
  onSubmit: (values: CompanyFormValues) => void;
  onClose: () => void;
}

const NOBODY = 0;

// A company created or renamed, and its settings (spec §1: the administrator manages companies; §3 Company.settings:
// who new items go to, chats also listed open by default (§9), which tags its comments may carry: docs/companies.md).
export function CompanyFormDialog(props: CompanyFormDialogProps) {
  const { mode, title, initial, members, tagsModes, maxLength, busy, error, onSubmit, onClose } = props;
  const { t } = useTranslation('accounts');
  const [values, setValues] = useState<CompanyFormValues>(initial);
  const [nameError, setNameError] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (values.name.trim() === '') return setNameError(t('companies.nameRequired'));
    setNameError(null);
    if (!busy) onSubmit({ ...values, name: values.name.trim() });
  };
  // An assignee no longer listed (left the space) still shows, by id, until it is changed.
  const assignees =
    values.items_assigned_to !== null && !members.some((member) => member.id === values.items_assigned_to)
      ? [...members, { id: values.items_assigned_to, name: `#${values.items_assigned_to}` }]
      : members;
  return (
    <Dialog title={title} isOpen onClose={onClose} isDismissable={!busy} closeLabel={t('companies.close')}>
      <Form className={stack} onSubmit={submit}>
        <TextField
          label={t('companies.name')}
          value={values.name}
          maxLength={maxLength}
          onChange={(name) => {
            setNameError(null);
            setValues((v) => ({ ...v, name }));
          }}
          isInvalid={nameError !== null}
          errorMessage={nameError ?? undefined}
        />
        {mode === 'edit' ? (
          <>
            <Select
              label={t('companies.assignedTo')}
              description={t('companies.assignedToHint')}
              options={[
                { id: NOBODY, label: t('companies.nobody') },
                ...assignees.map((member) => ({ id: member.id, label: member.name })),
              ]}
              value={values.items_assigned_to ?? NOBODY}
              onChange={(id) => setValues((v) => ({ ...v, items_assigned_to: id === NOBODY ? null : id }))}
            />
            <Checkbox isSelected={values.status_open} onChange={(status_open) => setValues((v) => ({ ...v, status_open }))}>
              {t('companies.statusOpen')}
            </Checkbox>
            <Select
              label={t('companies.tagsMode')}
              options={tagsModes.map((id) => ({ id, label: t(`companies.tagsModes.${id}`) }))}
              value={values.tags_mode}
              onChange={(tags_mode) => setValues((v) => ({ ...v, tags_mode }))}
            />
          </>
        ) : null}
        <div role="alert" className={error ? alert : undefined}>
          {error}
        </div>
        <div className={row}>
          <Button type="submit" isPending={busy}>
            {t(mode === 'create' ? 'companies.create' : 'companies.save')}
          </Button>
          <Button variant="secondary" isDisabled={busy} onPress={onClose}>
            {t('companies.cancel')}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}

export interface CompanyDeleteDialogProps {
  company: Company;
  /** The company's accounts: while it has any, deleting is refused, with a link to each account's page. */
  accounts: readonly SocialObject[];
  /** The space's only company cannot be deleted. */
  isLast: boolean;
  accountPath: (id: number) => string;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

// Deleting a company says first what happens (docs/companies.md): with accounts it is refused, naming them with links to
// move or remove them; the last company of a space is refused with why; an empty company goes after a confirmation.
export function CompanyDeleteDialog(props: CompanyDeleteDialogProps) {
  const { company, accounts, isLast, accountPath, pending, error, onConfirm, onClose } = props;
  const { t } = useTranslation('accounts');
  const title = t('companies.deleteOf', { company: companyName(company) });
  if (accounts.length === 0 && !isLast)
    return (
      <ConfirmDialog
        title={title}
        text={t('companies.deleteEmpty')}
        confirmLabel={t('companies.deleteConfirm')}
        cancelLabel={t('companies.cancel')}
        pending={pending}
        error={error}
        onConfirm={onConfirm}
        onClose={onClose}
      />
    );
  return (
    <Dialog role="alertdialog" title={title} isOpen onClose={onClose} closeLabel={t('companies.close')}>
      <div className={stack}>
        <p className={text}>
          {accounts.length > 0 ? t('companies.deleteHasAccounts', { count: accounts.length }) : t('companies.deleteLast')}
        </p>
        {accounts.length > 0 ? (
          <ul className={stack}>
            {accounts.map((account) => (
              <li key={account.id}>
                <Link href={accountPath(account.id)} aria-label={t('companies.accountPage', { name: account.name })}>
                  {account.name}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        <div className={row}>
          <Button variant="secondary" onPress={onClose}>
            {t('companies.close')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
