import { useMemo } from 'react';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import { fromPromise } from 'xstate';
import { emailDialogMachine } from '@console/machines/emailDialogMachine';
import { isApiError, toStoredToken, type ApiClient, type ApiError } from '@console/api/client';
import { emailResource } from '@console/api/client/email';
import { notificationsResource } from '@console/api/client/notifications';
import { profileResource } from '@console/api/client/profile';
import { twoFactorResource } from '@console/api/client/twoFactor';
import { userSettingsResource } from '@console/api/client/userSettings';
import type {
  ConfigResponse,
  NotificationSettings,
  NotificationsResponse,
  OtpStatus,
  PasswordChange,
  ProfileUpdate,
  SocialLoginsResponse,
  SocialProvider,
  User,
  UserSettingsUpdate,
} from '@console/api/contract';
import { useApiClient } from './ApiProvider.tsx';
import { CONFIG_KEY, ME_KEY } from './resources.ts';
import { tokenStore } from './tokenStore.ts';

// SWR keys named after the resource (architecture.md).
export const SOCIAL_KEY = 'v1/me/social';
export const OTP_KEY = 'v1/me/otp';
export const NOTIFICATIONS_KEY = 'v1/me/notifications';

export function useSocialLogins(): SWRResponse<SocialLoginsResponse, ApiError> {
  const client = useApiClient();
  return useSWR<SocialLoginsResponse, ApiError>(SOCIAL_KEY, () => client.resource(profileResource).socialLogins());
}

export function useTwoFactorStatus(): SWRResponse<OtpStatus, ApiError> {
  const client = useApiClient();
  return useSWR<OtpStatus, ApiError>(OTP_KEY, () => client.resource(twoFactorResource).status());
}

export function useNotificationSettings(): SWRResponse<NotificationsResponse, ApiError> {
  const client = useApiClient();
  return useSWR<NotificationsResponse, ApiError>(NOTIFICATIONS_KEY, () => client.resource(notificationsResource).get());
}

/** The server's text of a failed call, or null for a network failure (the screen shows spec §8's text then). */
export const serverTextOf = (error: unknown): string | null => (isApiError(error) ? error.serverText : null);

/** The profile slice's changes: each calls the API, then puts the answer into the caches the console reads. */
export function useProfileActions() {
  const client: ApiClient = useApiClient();
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    // The user in v1/me and inside v1/config (spec §3), without a refetch.
    const putUser = async (user: User): Promise<User> => {
      await mutate(ME_KEY, user, { revalidate: false });
      await mutate<ConfigResponse>(CONFIG_KEY, (config) => (config ? { ...config, user } : config), { revalidate: false });
      return user;
    };
    return {
      putUser,
      updateProfile: async (update: ProfileUpdate) => putUser(await client.resource(profileResource).update(update)),
      // Every session ends on the server; this browser keeps working with the new token set (stored at once).
      changePassword: async (change: PasswordChange) => {
        const token = await client.resource(profileResource).changePassword(change);
        tokenStore.write(toStoredToken(token, Date.now()));
      },
      unlinkSocial: async (provider: SocialProvider) =>
        mutate(SOCIAL_KEY, await client.resource(profileResource).unlinkSocial(provider), { revalidate: false }),
      // Resolves with where the link went: the pending address (our server's email_pending), else the account's.
      changeEmail: async (email: string) => {
        const user = await putUser(await client.resource(emailResource).change(email));
        return user.email_pending ?? user.email;
      },
      sendConfirmation: (email: string) => client.resource(emailResource).sendConfirmation(email),
      setupTwoFactor: () => client.resource(twoFactorResource).setup(),
      confirmTwoFactor: async (code: string) => {
        const answer = await client.resource(twoFactorResource).confirm(code);
        await mutate(OTP_KEY, { otp_enabled: true, recovery_codes_left: answer.recovery_codes.length }, { revalidate: false });
        // config.otp_required and user.otp_enabled change with it (spec §4 two-factor guard).
        await Promise.all([mutate(ME_KEY), mutate(CONFIG_KEY)]);
        return answer.recovery_codes;
      },
      disableTwoFactor: async (code: string) => {
        await mutate(OTP_KEY, await client.resource(twoFactorResource).disable(code), { revalidate: false });
        await Promise.all([mutate(ME_KEY), mutate(CONFIG_KEY)]);
      },
      regenerateRecoveryCodes: async (code: string) => {
        const answer = await client.resource(twoFactorResource).regenerateRecoveryCodes(code);
        await mutate(OTP_KEY, { otp_enabled: true, recovery_codes_left: answer.recovery_codes.length }, { revalidate: false });
        return answer.recovery_codes;
      },
      saveSettings: async (settings: UserSettingsUpdate) => putUser(await client.resource(userSettingsResource).put(settings)),
      saveNotifications: async (settings: NotificationSettings) =>
        mutate(NOTIFICATIONS_KEY, await client.resource(notificationsResource).put(settings), { revalidate: false }),
    };
  }, [client, mutate]);
}

/** The email dialog machine's actors (spec §7): PUT /v1/me/email and POST /v1/send_confirm_email. */
export function emailDialogActors(actions: ReturnType<typeof useProfileActions>) {
  return {
    actors: {
      changeEmail: fromPromise<string, { email: string }>(({ input }) => actions.changeEmail(input.email)),
      sendConfirmation: fromPromise<unknown, { email: string }>(({ input }) => actions.sendConfirmation(input.email)),
    },
  };
}

/** The email dialog's machine bound to the profile actions (spec §4, §7). */
export function useEmailDialogMachine() {
  const actions = useProfileActions();
  return useMemo(() => emailDialogMachine.provide(emailDialogActors(actions)), [actions]);
}
