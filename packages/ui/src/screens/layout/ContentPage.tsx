import type { ReactNode } from 'react';
import { content, page, paneContent } from './ContentPage.css.ts';

export interface ContentPageProps {
  children: ReactNode;
  /** Busy while the page's content is loading (aria-busy on the main landmark). */
  busy?: boolean;
  /** In the third pane of a list page (screens.md "Comments inbox"): the list page's main landmark holds it. */
  pane?: boolean;
}

// The main landmark of a signed-in page with a wide body (the statistics and settings homes): full width, one column.
export function ContentPage({ children, busy, pane }: ContentPageProps) {
  if (pane) {
    return (
      <div className={paneContent} aria-busy={busy || undefined}>
        {children}
      </div>
    );
  }
  return (
    <main className={page} aria-busy={busy || undefined}>
      <div className={content}>{children}</div>
    </main>
  );
}
