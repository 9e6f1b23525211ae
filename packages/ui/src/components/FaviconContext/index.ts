import { createContext } from 'react';

// spec §7 "A favicon service is used for account domains": config.json's faviconUrl, a URL with `{domain}`; none by
// default, so no customer domain leaves the console unless the deployment configures a service (docs/deployment.md).
// Its own module: the app's entry provides it without loading the Favicon component.
export const FaviconTemplate = createContext<string | null>(null);
export const FaviconProvider = FaviconTemplate.Provider;
