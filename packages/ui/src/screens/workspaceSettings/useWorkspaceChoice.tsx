import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Space } from '@console/api/contract';
import { Select } from '../../components/Select/Select.tsx';
import { useConfig } from '../../data/resources.ts';

/** The workspace a settings page manages: the first of the user's spaces, or the one they choose when they have several. */
export function useWorkspaceChoice() {
  const { t } = useTranslation('workspace');
  const config = useConfig();
  const spaces = config.data?.spaces ?? [];
  const [chosen, setChosen] = useState<number | null>(null);
  const space: Space | null = spaces.find((one) => one.id === chosen) ?? spaces[0] ?? null;
  const chooser =
    spaces.length > 1 && space ? (
      <Select
        label={t('space')}
        options={spaces.map((one) => ({ id: one.id, label: one.name }))}
        value={space.id}
        onChange={setChosen}
      />
    ) : null;
  return { config, space, chooser };
}
