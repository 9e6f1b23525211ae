import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMENT_STATUSES } from '@console/api/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { Checkbox, CheckboxGroup } from '../../../components/Checkbox/Checkbox.tsx';
import { NetworkIcon } from '../../../components/NetworkIcon/NetworkIcon.tsx';
import { Select } from '../../../components/Select/Select.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import type { ChatFilters, ChatListParam, ChatSort } from '../../../data/chatsQuery.ts';
import { visibleText } from '../../../data/text.ts';
import * as css from '../../items/items.css.ts';

export interface ChatsFiltersProps {
  filters: ChatFilters;
  onChange: (filters: ChatFilters) => void;
  accounts: readonly { id: number; name: string; provider: string }[];
  /** The saved filters menu of this section (spec §2.5, §3 saved filter route 'chats'). */
  savedFilters?: ReactNode;
}

// The chats' filter pane (screens.md "Chats": status filter, sort), as the inbox's: it sets the URL's query.
export function ChatsFilters({ filters, onChange, accounts, savedFilters }: ChatsFiltersProps) {
  const { t } = useTranslation('chats');
  const [q, setQ] = useState(filters.q);
  const [open, setOpen] = useState(false);
  const setList = (name: ChatListParam) => (values: readonly (string | number)[]) =>
    onChange({ ...filters, lists: { ...filters.lists, [name]: values.map(String) } });
  return (
    <section className={css.pane} aria-label={t('filters.title')}>
      <h2 className={css.heading}>{t('filters.title')}</h2>
      <div className={css.filtersToggle}>
        <Button variant="secondary" aria-expanded={open} aria-controls="chats-filters" onPress={() => setOpen(!open)}>
          {t(open ? 'filters.hide' : 'filters.show')}
        </Button>
      </div>
      <div id="chats-filters" className={open ? css.filtersBody : css.filtersBodyFolded}>
        {savedFilters}
        <form
          role="search"
          className={css.toolbar}
          onSubmit={(event) => {
            event.preventDefault();
            onChange({ ...filters, q });
          }}
        >
          <TextField label={t('filters.search')} type="search" value={q} onChange={setQ} maxLength={200} />
          <Button type="submit" variant="secondary">
            {t('filters.find')}
          </Button>
        </form>
        <Select<ChatSort>
          label={t('filters.sort')}
          options={[
            { id: 'updated', label: t('filters.updated') },
            { id: 'oldest', label: t('filters.oldest') },
          ]}
          value={filters.sort}
          onChange={(sort) => onChange({ ...filters, sort })}
        />
        <Checkbox isSelected={filters.unread} onChange={(unread) => onChange({ ...filters, unread })}>
          {t('filters.unread')}
        </Checkbox>
        <CheckboxGroup
          label={t('filters.status')}
          options={COMMENT_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
          value={filters.lists.status}
          onChange={setList('status')}
        />
        {accounts.length > 0 ? (
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
            value={filters.lists.object_id}
            onChange={setList('object_id')}
          />
        ) : null}
      </div>
    </section>
  );
}
