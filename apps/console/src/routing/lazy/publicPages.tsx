// /deleterequest/{id} and /callback/tiktok (public), /oauth (signed in): one lazy chunk.
import { DeleteRequestScreen } from '@console/ui/screens/social/DeleteRequest';
import { OAuthGrantScreen } from '@console/ui/screens/social/OAuthGrant';
import { TiktokCallbackScreen } from '@console/ui/screens/social/TiktokCallback';
import { useRuntimeConfig } from '../../app/runtimeConfig.tsx';

export { DeleteRequestScreen, OAuthGrantScreen };

export function TiktokCallback() {
  const { tiktokRedirectHosts } = useRuntimeConfig();
  return <TiktokCallbackScreen redirectHosts={tiktokRedirectHosts} />;
}
