import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Absence, AbsenceKind } from '@console/api/contract';
import { Card } from '../../../components/Card/Card.tsx';
import { Select } from '../../../components/Select/Select.tsx';
import { sectionTitle, stack } from '../../layout/SettingsPage.css.ts';
import type { SaveState } from '../../profile/Profile/useSaveState.ts';
import { AbsenceForm, type NewAbsenceValue } from '../Editor/AbsenceForm.tsx';
import { AbsenceList } from '../Editor/AbsenceList.tsx';

export interface AbsencesViewProps {
  absences: readonly Absence[];
  members: readonly { user_id: number; name: string }[];
  kinds: readonly AbsenceKind[];
  today: string;
  save: SaveState;
  onAdd: (absence: NewAbsenceValue) => Promise<boolean>;
  onRemove: (id: number) => Promise<void>;
  errorText: (error: unknown) => string;
}

const ALL = 0;

// spec §2.4 users/workinghours/absences: the team's absences (who, which kind, which days), shown for everyone or
// one member, added and deleted.
export function AbsencesView({ absences, members, kinds, today, save, onAdd, onRemove, errorText }: AbsencesViewProps) {
  const { t } = useTranslation('workSchedule');
  const [userId, setUserId] = useState<number>(ALL);
  const nameOf = (id: number) => members.find((member) => member.user_id === id)?.name ?? '';
  const shown = userId === ALL ? absences : absences.filter((absence) => absence.user_id === userId);
  return (
    <div className={stack}>
      <Card as="section" aria-labelledby="absences-title">
        <div className={stack}>
          <h2 id="absences-title" className={sectionTitle}>
            {t('absences.title')}
          </h2>
          <Select
            label={t('absences.filter')}
            options={[{ id: ALL, label: t('absences.everyone') }, ...members.map((m) => ({ id: m.user_id, label: m.name }))]}
            value={userId}
            onChange={setUserId}
          />
          <AbsenceList absences={shown} nameOf={nameOf} onRemove={onRemove} errorText={errorText} />
        </div>
      </Card>
      <Card as="section" aria-labelledby="absence-new">
        <div className={stack}>
          <h2 id="absence-new" className={sectionTitle}>
            {t('absences.addTitle')}
          </h2>
          <AbsenceForm users={members} kinds={kinds} today={today} save={save} onAdd={onAdd} />
        </div>
      </Card>
    </div>
  );
}
