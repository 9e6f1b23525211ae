import { titleWithCount, unreadTitleCount } from '../../../data/tabTitle.ts';

const COUNT_PREFIX = /^\(\d+\+?\) /u;

/**
 * Keeps the tab's title led by the main menu's count ('(3) Comments — …') while the tab is hidden: again after every
 * page sets its own title (routing/Titled.tsx), whenever the count changes and when the tab is hidden or shown.
 * Loaded after the shell (its budget); returns the undo.
 */
export function keepTitleCount(): () => void {
  const apply = () => {
    const next = titleWithCount(
      document.title.replace(COUNT_PREFIX, ''),
      unreadTitleCount.get(),
      document.visibilityState === 'hidden',
    );
    // Equal after one pass, so the observer's next call changes nothing.
    if (document.title !== next) document.title = next;
  };
  apply();
  const offCount = unreadTitleCount.subscribe(apply);
  document.addEventListener('visibilitychange', apply);
  const observer = new MutationObserver(apply);
  const title = document.querySelector('title');
  if (title) observer.observe(title, { childList: true, characterData: true, subtree: true });
  return () => {
    offCount();
    document.removeEventListener('visibilitychange', apply);
    observer.disconnect();
    document.title = document.title.replace(COUNT_PREFIX, '');
  };
}
