import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/Checkbox/Checkbox.tsx';
import { Select } from '../../../components/Select/Select.tsx';
import { CHAT_SORTS, type ChatSort } from '@console/api/contract';
import type { ChatFilters, ChatListParam } from '../../../data/chatsQuery.ts';
import { AccountsFilter, FiltersFrame, FiltersSearch, StatusFilter } from '../../inbox/FilterParts.tsx';

export interface ChatsFiltersProps {
  filters: ChatFilters;
  onChange: (filters: ChatFilters) => void;
  accounts: readonly { id: number; name: string; provider: string }[];
  /** The saved filters menu of this section (spec §2.5, §3 saved filter route 'chats'). */
  savedFilters?: ReactNode;
}

// The chats' filter pane (screens.md "Chats": status filter, sort), built of the inbox's parts: it sets the URL's query.
export function ChatsFilters({ filters, onChange, accounts, savedFilters }: ChatsFiltersProps) {
  const { t } = useTranslation('chats');
  const setList = (name: ChatListParam) => (values: readonly (string | number)[]) =>
    onChange({ ...filters, lists: { ...filters.lists, [name]: values.map(String) } });
  return (
    <FiltersFrame ns="chats" id="chats-filters">
      {savedFilters}
      <FiltersSearch ns="chats" q={filters.q} onSearch={(q) => onChange({ ...filters, q })} />
      <Select<ChatSort>
        label={t('filters.sort')}
        // screens.md "Chats": sort (last activity, oldest waiting, priority).
        options={CHAT_SORTS.map((id) => ({ id, label: t(`filters.${id}`) }))}
        value={filters.sort}
        onChange={(sort) => onChange({ ...filters, sort })}
      />
      <Checkbox isSelected={filters.unread} onChange={(unread) => onChange({ ...filters, unread })}>
        {t('filters.unread')}
      </Checkbox>
      <StatusFilter ns="chats" value={filters.lists.status} onChange={setList('status')} />
      <AccountsFilter ns="chats" accounts={accounts} value={filters.lists.object_id} onChange={setList('object_id')} />
    </FiltersFrame>
  );
}
