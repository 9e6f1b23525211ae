import { createContext, useContext, useEffect } from 'react';

// spec §2.4 page titles: the route's title names the tab ('<title> — <productName>', the console's Titled), unless the
// page shows something else in its place: a route whose id is no id shows 'Page not found' (spec §2.1), and the tab
// says so as an unknown path does.

/** Sets the title key of the tab over the route's own; null gives the route's back. The console's signed-in routes provide it. */
export const PageTitleContext = createContext<(titleKey: string | null) => void>(() => undefined);

/** While the calling component is shown, the tab's title is `titleKey` (a `titles.*` key), not the route's. */
export function usePageTitle(titleKey: string): void {
  const setTitle = useContext(PageTitleContext);
  useEffect(() => {
    setTitle(titleKey);
    return () => setTitle(null);
  }, [setTitle, titleKey]);
}
