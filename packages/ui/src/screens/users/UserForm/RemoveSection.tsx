import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Member } from '@console/api/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { Card } from '../../../components/Card/Card.tsx';
import { Select } from '../../../components/Select/Select.tsx';
import { muted, row, sectionTitle, stack } from '../../layout/SettingsPage.css.ts';

export interface RemoveSectionProps {
  member: Member;
  colleagues: readonly Member[];
  disabled: boolean;
  busy: boolean;
  onRemove: (handOverTo: number | null) => void;
}

// Removing says first what happens to the work assigned to the user: unassigned, or handed to a colleague.
export function RemoveSection({ member, colleagues, disabled, busy, onRemove }: RemoveSectionProps) {
  const { t } = useTranslation('users');
  const [handOver, setHandOver] = useState<string>('none');
  const [confirming, setConfirming] = useState(false);
  const colleague = colleagues.find((c) => String(c.id) === handOver);
  const what = colleague ? t('user.removeHanded', { name: colleague.name }) : t('user.removeUnassigned');
  return (
    <Card as="section" aria-labelledby="user-remove">
      <div className={stack}>
        <h2 id="user-remove" className={sectionTitle}>
          {t('user.remove')}
        </h2>
        <Select
          label={t('user.handOver')}
          options={[
            { id: 'none', label: t('user.unassigned') },
            ...colleagues.map((c) => ({ id: String(c.id), label: t('user.handTo', { name: c.name }) })),
          ]}
          value={handOver}
          isDisabled={disabled}
          onChange={(value) => {
            setHandOver(value);
            setConfirming(false);
          }}
        />
        {confirming ? (
          <>
            <p role="status" className={muted}>
              {t('user.removeConfirm', { name: member.name, what })}
            </p>
            <div className={row}>
              <Button variant="danger" isPending={busy} onPress={() => onRemove(colleague ? colleague.id : null)}>
                {t('user.remove')}
              </Button>
              <Button variant="secondary" onPress={() => setConfirming(false)}>
                {t('user.cancel')}
              </Button>
            </div>
          </>
        ) : (
          <div>
            <Button variant="danger" isDisabled={disabled} onPress={() => setConfirming(true)}>
              {t('user.remove')}
            </Button>
          </div>
        )}
      </div>
    </Card>
  );
}
