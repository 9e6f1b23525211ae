import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-aria-components/Link';
import { useTranslation } from 'react-i18next';
import * as css from './ShellLayout.css.ts';

export const MAIN_CONTENT_ID = 'main-content';

export interface ShellLayoutProps {
  /** The side menu with the brand (hidden on a phone, where the drawer replaces it). */
  sidebar: ReactNode;
  topBar: ReactNode;
  /** The phone's menu drawer (a modal, rendered only while open). */
  drawer: ReactNode;
  /** The page. */
  children: ReactNode;
}

// The skip link moves focus to the page without touching the URL (the router owns it).
const skipToContent = (event: MouseEvent<HTMLAnchorElement>) => {
  const target = document.getElementById(MAIN_CONTENT_ID);
  if (!target) return;
  event.preventDefault();
  target.focus();
  target.scrollIntoView({ block: 'start' });
};

// The frame of every signed-in page: skip link, side menu, top bar, the page.
export function ShellLayout({ sidebar, topBar, drawer, children }: ShellLayoutProps) {
  const { t } = useTranslation('shell');
  return (
    <div className={css.root}>
      <a href={`#${MAIN_CONTENT_ID}`} className={css.skipLink} onClick={skipToContent}>
        {t('skipToContent')}
      </a>
      <div className={css.sidebar}>{sidebar}</div>
      <div className={css.column}>
        {topBar}
        <div id={MAIN_CONTENT_ID} tabIndex={-1} className={css.content}>
          {children}
        </div>
      </div>
      {drawer}
    </div>
  );
}

// The product's name linking to the statistics home (spec §2.3); a letter mark on a tablet.
export function Brand({ productName }: { productName: string }) {
  return (
    <Link href="/" className={css.brand}>
      <span aria-hidden="true" className={css.brandMark}>
        {[...productName][0] ?? ''}
      </span>
      <span className={css.brandName}>{productName}</span>
    </Link>
  );
}
