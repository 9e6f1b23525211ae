import type { ReactNode } from 'react';
import { Link } from 'react-aria-components/Link';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../components/Icon/Icon.tsx';
import * as css from './MainMenu.css.ts';

export interface MainMenuEntryView {
  id: string;
  href: string;
  label: string;
  /** spec §2.5: the shorter label at laptop width ('Messages'). */
  shortLabel?: string;
  icon: IconName;
  count?: number;
  /** Shown in red (spec §2.5: expired issues). */
  expiredCount?: number;
  /** The page being shown belongs to this entry (aria-current). */
  current: boolean;
}

export interface MainMenuProps {
  entries: readonly MainMenuEntryView[];
  /** `sidebar` follows the breakpoints (icons only on a tablet, short labels on a laptop); `drawer` is full. */
  variant: 'sidebar' | 'drawer';
  /** Shown above the entries inside the navigation landmark (the brand). */
  leading?: ReactNode;
  /** Called when an entry is chosen, also the current one (the drawer closes). */
  onNavigate?: () => void;
}

const cx = (...classes: (string | false | undefined)[]) => classes.filter(Boolean).join(' ');

// spec §2.5: the main menu, a navigation landmark; the numbers are read after the label.
export function MainMenu({ entries, variant, leading, onNavigate }: MainMenuProps) {
  const { t } = useTranslation('shell');
  // The full label, then the numbers, whatever the width shows ('Messages' contains in 'Private messages').
  const accessibleName = (entry: MainMenuEntryView) =>
    [
      entry.label,
      entry.count ? String(entry.count) : null,
      entry.expiredCount ? t('menu.expired', { count: entry.expiredCount }) : null,
    ]
      .filter(Boolean)
      .join(', ');
  const sidebar = variant === 'sidebar';
  return (
    <nav aria-label={t('menu.label')} className={css.nav}>
      {leading}
      <ul className={css.list}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <Link
              href={entry.href}
              aria-label={accessibleName(entry)}
              aria-current={entry.current ? 'page' : undefined}
              onPress={onNavigate}
              className={cx(css.link, sidebar && css.sidebarLink)}
            >
              <Icon name={entry.icon} />
              <span className={cx(css.label, sidebar && css.sidebarLabel)}>
                <span className={cx(sidebar && entry.shortLabel !== undefined && css.fullLabelOnLaptopHidden)}>
                  {entry.label}
                </span>
                {sidebar && entry.shortLabel !== undefined ? <span className={css.shortLabel}>{entry.shortLabel}</span> : null}
              </span>
              {/* Spaces keep the visible text (label, count, expired count) a part of the accessible name. */}{' '}
              {entry.count || entry.expiredCount ? (
                <span aria-hidden="true" className={cx(css.counts, sidebar && css.sidebarCounts)}>
                  {entry.count ? (
                    <span className={cx(css.count, sidebar && entry.expiredCount ? css.countBesideExpired : undefined)}>
                      {entry.count}
                    </span>
                  ) : null}{' '}
                  {entry.expiredCount ? <span className={css.expired}>{entry.expiredCount}</span> : null}
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
