// The sign-up slice's machines' network and storage: sign-up, recovery, reset and email confirmation.
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import type { ApiClient } from '@console/api/client';
import { emailResource } from '@console/api/client/email';
import { companiesResource, objectsResource } from '@console/api/client/objects';
import { signupResource } from '@console/api/client/signup';
import type { StoredToken } from '@console/api/contract';
import { confirmEmailMachine } from '@console/machines/confirmEmailMachine';
import { recoveryMachine } from '@console/machines/recoveryMachine';
import { resetPasswordMachine } from '@console/machines/resetPasswordMachine';
import { signupMachine, type SignupRequest } from '@console/machines/signupMachine';
import type { Locale } from '@console/locales';
import { useApiClient } from './ApiProvider.tsx';
import { tokenStore, type TokenStore } from './tokenStore.ts';

const storeTokenAction = (store: TokenStore) => (_: unknown, params: { token: StoredToken }) => store.write(params.token);

/** For `signupMachine.provide(...)`; `tariffId` is the tariff_id query (spec §2.1). */
export function signupActors(client: ApiClient, options: { locale: Locale; tariffId: number | undefined }, store = tokenStore) {
  const signup = client.resource(signupResource);
  return {
    actors: {
      loadInvitation: fromPromise<{ email: string } | null, { hash: string | null }>(({ input }) =>
        input.hash === null ? Promise.resolve(null) : signup.invitation(input.hash),
      ),
      signup: fromPromise<Awaited<ReturnType<typeof signup.signup>>, SignupRequest>(({ input }) => {
        const { values, captchaToken, hash } = input;
        const common = {
          name: values.name,
          email: values.email,
          password: values.password,
          locale: options.locale,
          ...(captchaToken ? { recaptcha_token: captchaToken } : {}),
        };
        if (hash !== null) return signup.signupByInvitation(hash, common);
        return signup.signup({
          ...common,
          company: values.company,
          ...(values.promocode ? { promocode: values.promocode } : {}),
          ...(options.tariffId !== undefined ? { tariff_id: options.tariffId } : {}),
        });
      }),
      loadCompanies: fromPromise<ReadonlyArray<{ id: number }>>(async () =>
        (await client.resource(companiesResource).list()).items.map((company) => ({ id: company.id })),
      ),
    },
    actions: { storeToken: storeTokenAction(store) },
  };
}

export function recoveryActors(client: ApiClient) {
  return {
    actors: {
      recover: fromPromise<{ message: string }, { email: string }>(({ input }) =>
        client.resource(signupResource).recover(input.email),
      ),
    },
  };
}

export function resetPasswordActors(client: ApiClient, store = tokenStore) {
  const signup = client.resource(signupResource);
  return {
    actors: {
      check: fromPromise<{ email: string }, { hash: string }>(({ input }) => signup.checkReset(input.hash)),
      reset: fromPromise(({ input }: { input: { hash: string; password: string; confirm: string } }) =>
        signup.resetPassword({ hash: input.hash, password: input.password, password_confirm: input.confirm }),
      ),
    },
    actions: { storeToken: storeTokenAction(store) },
  };
}

export function confirmEmailActors(client: ApiClient, store = tokenStore) {
  return {
    actors: {
      confirm: fromPromise(({ input }: { input: { hash: string } }) => client.resource(emailResource).confirm(input.hash)),
      loadObjects: fromPromise<{ items: readonly unknown[]; companies: ReadonlyArray<{ id: number }> }>(async () => {
        const answer = await client.resource(objectsResource).list();
        return { items: answer.items as readonly unknown[], companies: answer.companies.map((company) => ({ id: company.id })) };
      }),
    },
    actions: { storeToken: storeTokenAction(store) },
  };
}

// The sign-up slice's machines bound to the app's client (architecture.md "How a screen gets its data").
export function useSignupMachine(locale: Locale, tariffId: number | undefined) {
  const client = useApiClient();
  return useMemo(() => signupMachine.provide(signupActors(client, { locale, tariffId })), [client, locale, tariffId]);
}

export function useRecoveryMachine() {
  const client = useApiClient();
  return useMemo(() => recoveryMachine.provide(recoveryActors(client)), [client]);
}

export function useResetPasswordMachine() {
  const client = useApiClient();
  return useMemo(() => resetPasswordMachine.provide(resetPasswordActors(client)), [client]);
}

export function useConfirmEmailMachine() {
  const client = useApiClient();
  return useMemo(() => confirmEmailMachine.provide(confirmEmailActors(client)), [client]);
}
