import type { ReactNode } from 'react';
import { narrowColumn, page, wideColumn } from './CenteredPage.css.ts';

export interface CenteredPageProps {
  children: ReactNode;
  width?: 'narrow' | 'wide';
  /** Busy while the page's content is loading (aria-busy on the main landmark). */
  busy?: boolean;
}

// The main landmark of public and simple pages (login, boot, not found, the temporary home).
export function CenteredPage({ children, width = 'narrow', busy }: CenteredPageProps) {
  return (
    <main className={page} aria-busy={busy || undefined}>
      <div className={width === 'wide' ? wideColumn : narrowColumn}>{children}</div>
    </main>
  );
}
