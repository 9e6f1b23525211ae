import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { unreadTitleCount } from '../../../data/tabTitle.ts';

/**
 * For the operator away from the tab: the main menu's counts summed in the tab's title (keepTitleCount.ts), and
 * browser notifications while the tab is hidden (startNotifier.ts); both loaded after the shell.
 */
export function useNotAtTheDesk(me: number | null, menuCounts: readonly (number | undefined)[]): void {
  const { t } = useTranslation('shell');
  const [, navigate] = useLocation();
  const total = menuCounts.reduce<number>((sum, count) => sum + (count ?? 0), 0);
  useEffect(() => {
    unreadTitleCount.set(total);
  }, [total]);
  useEffect(() => {
    let stop: (() => void) | null = null;
    let live = true;
    void import('./keepTitleCount.ts').then(({ keepTitleCount }) => {
      if (live) stop = keepTitleCount();
    });
    return () => {
      live = false;
      stop?.();
    };
  }, []);

  useEffect(() => {
    if (me === null) return;
    let stop: (() => void) | null = null;
    let live = true;
    void import('./startNotifier.ts').then(({ startNotifier }) => {
      if (live) stop = startNotifier(me, t, navigate);
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [me, t, navigate]);
}
