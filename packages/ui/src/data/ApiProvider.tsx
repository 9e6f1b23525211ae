import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from '@console/api/client';

// The one client of the app (architecture.md, "How a screen gets its data").
const ApiClientContext = createContext<ApiClient | null>(null);

export function ApiProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (client === null) throw new Error('useApiClient: render inside <ApiProvider client={…}>');
  return client;
}
