import { chatPhoneProblem } from '@console/spec';
import { useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { NEW_CHAT_PROVIDERS, providerOf } from '@console/api/contract';
import { visibleName } from '@console/machines/rules/visibleName';
import { useChatActions } from '../../../data/chats.ts';
import { useObjects } from '../../../data/objects.ts';
import { chatPath } from '../../inbox/paths.ts';
import { NewChatDialogView, type NewChatAccount } from './NewChatDialogView.tsx';

export interface NewChatDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

const canStart = (provider: string) => (NEW_CHAT_PROVIDERS as readonly string[]).includes(provider);
// spec §5: an account chosen and a valid phone, otherwise the add button stays disabled.
const canAdd = (objectId: number | null, phone: string) => objectId !== null && chatPhoneProblem(phone) === null;

// spec §2.5 'Adding a dialogue', §5, §7 POST v1/chats {object_id, phone} → {id}, §8: the server's text on failure.
export function NewChatDialog({ isOpen, onClose }: NewChatDialogProps) {
  const objects = useObjects(isOpen);
  const { create } = useChatActions();
  const [, navigate] = useLocation();
  const search = useSearch();
  // Only accounts of networks where a chat starts from a phone number (NEW_CHAT_PROVIDERS of the chats contract).
  const accounts: NewChatAccount[] = useMemo(
    () =>
      (objects.data?.items ?? [])
        .filter((object) => canStart(object.provider))
        .map((object) => ({
          id: object.id,
          label: `${visibleName(object.name)} · ${providerOf(object.provider)?.name ?? object.provider}`,
        })),
    [objects.data],
  );
  const [chosen, setChosen] = useState<number | null>(null);
  const [phone, setPhone] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // spec §5: one account only means it is preselected.
  const objectId = chosen ?? (accounts.length === 1 ? accounts[0]!.id : null);

  const close = () => {
    setChosen(null);
    setPhone('');
    setTouched(false);
    setError(null);
    onClose();
  };
  const add = async () => {
    if (objectId === null || !canAdd(objectId, phone)) return;
    setBusy(true);
    setError(null);
    // spec §5: the phone is trimmed.
    const outcome = await create({ object_id: objectId, phone: phone.trim() });
    setBusy(false);
    if ('error' in outcome) return setError(outcome.error);
    close();
    // spec §7: the chat page opens with the current query.
    navigate(chatPath(outcome.id, search));
  };

  return (
    <NewChatDialogView
      isOpen={isOpen}
      accounts={accounts}
      objectId={objectId}
      phone={phone}
      phoneError={touched ? chatPhoneProblem(phone) : null}
      error={error}
      canAdd={canAdd(objectId, phone)}
      busy={busy}
      onObjectChange={setChosen}
      onPhoneChange={(value) => {
        setPhone(value);
        setTouched(true);
      }}
      onAdd={() => void add()}
      onClose={close}
    />
  );
}
