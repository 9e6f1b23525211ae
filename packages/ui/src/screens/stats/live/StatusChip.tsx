import { useTranslation } from 'react-i18next';
import * as css from './Now.css.ts';

/** A user status as the config names and colours it. */
export interface StatusLook {
  name: string;
  /** The status's colour (the workspace's setting); null for none chosen. */
  color: string | null;
}

/** A status's name with its colour's dot, and a count beside when given. */
export function StatusChip({ look, count }: { look: StatusLook; count?: number }) {
  const { i18n } = useTranslation('stats');
  return (
    <span className={css.statusChip}>
      <span className={css.dot} style={{ background: look.color ?? 'transparent' }} aria-hidden="true" />
      <span>{look.name}</span>
      {count === undefined ? null : <strong>{new Intl.NumberFormat(i18n.language).format(count)}</strong>}
    </span>
  );
}
