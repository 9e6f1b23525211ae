import { useTranslation } from 'react-i18next';
import { useConfig } from '../../../data/resources.ts';
import type { StatusLook } from './StatusChip.tsx';

/** A status by id as the config names and colours it (spec §3 user_statuses); none chosen or unknown: "no status". */
export function useStatusLook(): (id: number | null) => StatusLook {
  const { t } = useTranslation('stats');
  const statuses = useConfig().data?.user_statuses ?? [];
  return (id) => {
    const status = id === null ? undefined : statuses.find((one) => one.id === id);
    return status ? { name: status.name, color: status.color } : { name: t('dashboard.noStatus'), color: null };
  };
}
