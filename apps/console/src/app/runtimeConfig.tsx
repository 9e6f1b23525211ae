import { createContext, useContext } from 'react';
import type { RuntimeConfig } from '@console/api/contract';

const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);
export const RuntimeConfigProvider = RuntimeConfigContext.Provider;

export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig outside RuntimeConfigProvider');
  return config;
}
