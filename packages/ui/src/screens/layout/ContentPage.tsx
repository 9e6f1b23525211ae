import type { ReactNode } from 'react';
import { content, page } from './ContentPage.css.ts';

export interface ContentPageProps {
  children: ReactNode;
  /** Busy while the page's content is loading (aria-busy on the main landmark). */
  busy?: boolean;
}

// The main landmark of a signed-in page with a wide body (the statistics and settings homes): full width, one column.
export function ContentPage({ children, busy }: ContentPageProps) {
  return (
    <main className={page} aria-busy={busy || undefined}>
      <div className={content}>{children}</div>
    </main>
  );
}
