import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMENT_STATUSES } from '@console/api/contract';
import { Button } from '../../components/Button/Button.tsx';
import { CheckboxGroup } from '../../components/Checkbox/Checkbox.tsx';
import { NetworkIcon } from '../../components/NetworkIcon/NetworkIcon.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { visibleText } from '../../format/text.ts';
import * as css from './list.css.ts';

// The parts the filter panes of the comments inbox and of the chats share (screens.md "Comments inbox", "Chats"):
// what they set is the URL's query (architecture.md). `ns` is the section's namespace; both have filters.* and status.*.
// The issues list's are under `list.` of its namespace (`keyPrefix`).
type FiltersNamespace = 'items' | 'chats' | 'issues';
type Texts = { ns: FiltersNamespace; keyPrefix?: string };

/** The pane: its heading, and on a phone a toggle, the body folding away above the list until opened. */
export function FiltersFrame({ ns, keyPrefix, id, children }: Texts & { id: string; children: ReactNode }) {
  const { t } = useTranslation(ns, keyPrefix ? { keyPrefix } : {});
  const [open, setOpen] = useState(false);
  return (
    <section className={css.pane} aria-label={t('filters.title')}>
      <h2 className={css.heading}>{t('filters.title')}</h2>
      <div className={css.filtersToggle}>
        <Button variant="secondary" aria-expanded={open} aria-controls={id} onPress={() => setOpen(!open)}>
          {t(open ? 'filters.hide' : 'filters.show')}
        </Button>
      </div>
      <div id={id} className={open ? css.filtersBody : css.filtersBodyFolded}>
        {children}
      </div>
    </section>
  );
}

/** The search box; it submits on Enter or the button. */
export function FiltersSearch({ ns, keyPrefix, q, onSearch }: Texts & { q: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation(ns, keyPrefix ? { keyPrefix } : {});
  const [text, setText] = useState(q);
  // The box shows the URL's text whenever the URL changes (back, forward, a saved filter applied); typing edits it.
  const [shownQuery, setShownQuery] = useState(q);
  if (shownQuery !== q) {
    setShownQuery(q);
    setText(q);
  }
  return (
    <form
      role="search"
      className={css.toolbar}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text);
      }}
    >
      <TextField label={t('filters.search')} type="search" value={text} onChange={setText} maxLength={200} />
      <Button type="submit" variant="secondary">
        {t('filters.find')}
      </Button>
    </form>
  );
}

type ListProps = { ns: FiltersNamespace; value: readonly string[]; onChange: (values: readonly (string | number)[]) => void };

/** The statuses (architecture.md "Value sets": comments and chats share them). */
export function StatusFilter({ ns, value, onChange }: ListProps) {
  const { t } = useTranslation(ns);
  return (
    <CheckboxGroup
      label={t('filters.status')}
      options={COMMENT_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
      value={value}
      onChange={onChange}
    />
  );
}

/** The connected accounts with their network icons; nothing while the space has none. Names are the network's. */
export function AccountsFilter({
  accounts,
  ...props
}: ListProps & { accounts: readonly { id: number; name: string; provider: string }[] }) {
  const { t } = useTranslation(props.ns);
  if (accounts.length === 0) return null;
  return (
    <CheckboxGroup
      label={t('filters.accounts')}
      options={accounts.map((account) => ({
        value: String(account.id),
        label: (
          <span className={css.line}>
            <NetworkIcon provider={account.provider} size={16} />
            <bdi>{visibleText(account.name)}</bdi>
          </span>
        ),
      }))}
      value={props.value}
      onChange={props.onChange}
    />
  );
}
