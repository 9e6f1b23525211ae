import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TITLE_NAMESPACES } from '@console/locales';
import { PageTitleContext } from '@console/ui/components/PageTitle';
import { useRuntimeConfig } from '../app/runtimeConfig.tsx';

// spec §2.4: page titles are '<title> — <productName>'; a page shown in the route's place ('Page not found' for an id
// that is no id) names the tab instead (PageTitleContext).
export function Titled({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  const { t } = useTranslation('common');
  const { productName } = useRuntimeConfig();
  const [shown, setShown] = useState<string | null>(null);
  const title = t(shown ?? titleKey, { ns: TITLE_NAMESPACES });
  useEffect(() => {
    document.title = `${title} — ${productName}`;
  }, [title, productName]);
  return <PageTitleContext.Provider value={setShown}>{children}</PageTitleContext.Provider>;
}
