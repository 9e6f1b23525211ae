import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TITLE_NAMESPACES } from '@console/locales';
import { useRuntimeConfig } from '../app/runtimeConfig.tsx';

// spec §2.4: page titles are '<title> — <productName>'.
export function Titled({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  const { t } = useTranslation('common');
  const { productName } = useRuntimeConfig();
  const title = t(titleKey, { ns: TITLE_NAMESPACES });
  useEffect(() => {
    document.title = `${title} — ${productName}`;
  }, [title, productName]);
  return <>{children}</>;
}
