import { useChat } from '../../../data/chat.ts';
import { useItem } from '../../../data/item.ts';
import { chatPath, itemPath } from '../../inbox/paths.ts';
import { LinkedCard, type LinkedRecord } from './parts/LinkedCard.tsx';

// The issue's linked comments and chats, each loaded by its own page's hook (GET v1/items/{id}, v1/chats/{id}).
export function IssueLinks({ itemIds, chatIds }: { itemIds: readonly number[]; chatIds: readonly number[] }) {
  return (
    <>
      {itemIds.map((id) => (
        <LinkedItem key={`item:${id}`} id={id} />
      ))}
      {chatIds.map((id) => (
        <LinkedChat key={`chat:${id}`} id={id} />
      ))}
    </>
  );
}

function LinkedItem({ id }: { id: number }) {
  const { data, error } = useItem(id);
  const href = itemPath(id);
  const record: LinkedRecord = data
    ? { state: 'ready', kind: 'comment', href, author: data.item.author.name, provider: data.item.provider, text: data.item.text }
    : { state: error ? 'unavailable' : 'loading', kind: 'comment', href };
  return <LinkedCard record={record} />;
}

function LinkedChat({ id }: { id: number }) {
  const { data, error } = useChat(id);
  const href = chatPath(id);
  const record: LinkedRecord = data
    ? { state: 'ready', kind: 'chat', href, author: data.chat.author.name, provider: data.chat.provider, text: data.chat.excerpt }
    : { state: error ? 'unavailable' : 'loading', kind: 'chat', href };
  return <LinkedCard record={record} />;
}
