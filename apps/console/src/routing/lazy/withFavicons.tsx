import type { ComponentType } from 'react';
import { FaviconProvider } from '@console/ui/components/FaviconContext';
import { useRuntimeConfig } from '../../app/runtimeConfig.tsx';

// spec §7 favicon service: config.json's template reaches the account rows here, so the entry does not carry it.
export function withFavicons<P extends object>(Screen: ComponentType<P>) {
  return function WithFavicons(props: P) {
    return (
      <FaviconProvider value={useRuntimeConfig().faviconUrl ?? null}>
        <Screen {...props} />
      </FaviconProvider>
    );
  };
}
