import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  EMAIL_PATH,
  EmailChange,
  CONFIRM_EMAIL_PATH,
  ConfirmEmailRequest,
  OUTBOX_PATH,
  SEND_CONFIRM_EMAIL_PATH,
  SendConfirmEmail,
} from '../contract/email.ts';
import type { ErrorBody } from '../contract/errors.ts';
import { NOTIFICATIONS_PATH, NotificationsUpdate } from '../contract/notifications.ts';
import { PASSWORD_PATH, PasswordChange, ProfileUpdate, SOCIAL_PATH } from '../contract/profile.ts';
import {
  OTP_CONFIRM_PATH,
  OTP_DISABLE_PATH,
  OTP_PATH,
  OTP_RECOVERY_CODES_PATH,
  OTP_SETUP_PATH,
  OtpCodeRequest,
  OtpConfirm,
} from '../contract/twoFactor.ts';
import { ME_PATH, type User } from '../contract/user.ts';
import { USER_SETTINGS_PATH, UserSettingsUpdate } from '../contract/userSettings.ts';
import { MOCK_OTP_CODE } from './fixtures.ts';
import { MOCK_OTP_SECRET, mockRecoveryCodes, otpauthUrl } from './profileFixtures.ts';
import { notificationsOf } from './profileState.ts';
import { authenticate, errorAnswer } from './respond.ts';
import type { MockState } from './state.ts';
import { mockText } from './texts.ts';

// spec §7 (implied): a re-send of the confirmation at most once a minute, as the reference server.
export const CONFIRMATION_RESEND_INTERVAL_MS = 60_000;
const CONFIRM_LINK_BASE = 'https://console.test/confirm_email/';
// Telegram and Slack are connected on the integrations page, which does not exist yet.
export const MOCK_CHANNELS = { email: true, telegram: false, slack: false, in_app: true } as const;

// The companies, accounts and tags of the demo space (the only space of the mocks); other ids are unknown.
function unknownFilterIds(state: MockState, update: UserSettingsUpdate) {
  const checks = [
    { key: 'unknownCompany', wanted: update.company_id, known: state.companies },
    { key: 'unknownObject', wanted: update.object_id, known: state.objects },
    { key: 'unknownTag', wanted: update.tag_id, known: state.tags },
  ] as const;
  for (const { key, wanted, known } of checks) {
    const ids = wanted.filter((id) => !known.some((record) => record.id === id));
    if (ids.length > 0) return { key, ids };
  }
  return null;
}

const readJson = (request: Request): Promise<unknown> => request.json().catch(() => null);
const toSeconds = (ms: number) => Math.floor(ms / 1000);

function sendConfirmation(state: MockState, user: User, email: string): number {
  const hash = `mock-confirm-${state.profile.outbox.length + 1}-${user.id}`;
  state.profile.confirmations.set(hash, { userId: user.id, email, used: false });
  const link = `${CONFIRM_LINK_BASE}${hash}`;
  state.profile.outbox.push({
    id: state.profile.outbox.length + 1,
    userId: user.id,
    to: email,
    subject: 'Подтвердите email',
    text: `Чтобы подтвердить адрес, откройте ссылку: ${link}`,
    link,
    created_at: toSeconds(state.now),
  });
  return toSeconds(state.now);
}

// The profile slice's endpoints on one host: profile, email, password, two-factor, social, settings, notifications.
export function profileHandlers(host: string, state: MockState): HttpHandler[] {
  const signedIn = (request: Request) => authenticate(request, state);
  const p = state.profile;
  return [
    http.patch<never, ProfileUpdate, User | ErrorBody>(`${host}${ME_PATH}`, async ({ request }) => {
      const auth = signedIn(request);
      if ('answer' in auth) return auth.answer;
      const update = ProfileUpdate.safeParse(await readJson(request));
      if (!update.success) return errorAnswer(request, 400, 'badRequest');
      return HttpResponse.json(state.updateUser(auth.user.id, update.data));
    }),
    http.put<never, EmailChange, User | ErrorBody>(`${host}${EMAIL_PATH}`, async ({ request }) => {
      const auth = signedIn(request);
      if ('answer' in auth) return auth.answer;
      const change = EmailChange.safeParse(await readJson(request));
      if (!change.success) return errorAnswer(request, 400, 'badRequest');
      const email = change.data.email.trim().toLowerCase();
      if (email === auth.user.email) return errorAnswer(request, 400, 'emailUnchanged');
      if (state.users.some((u) => u.email === email && u.id !== auth.user.id)) return errorAnswer(request, 409, 'emailTaken');
      const user = state.updateUser(auth.user.id, { email, email_status: 0 });
      sendConfirmation(state, user, email);
      return HttpResponse.json(user);
    }),
    http.post(`${host}${SEND_CONFIRM_EMAIL_PATH}`, async ({ request }) => {
      const auth = signedIn(request);
      if ('answer' in auth) return auth.answer;
      const send = SendConfirmEmail.safeParse(await readJson(request));
      if (!send.success) return errorAnswer(request, 400, 'badRequest');
      if (send.data.email.trim().toLowerCase() !== auth.user.email) return errorAnswer(request, 400, 'emailNotYours');
      if (auth.user.email_status >= 1) return errorAnswer(request, 400, 'emailAlreadyConfirmed');
      const last = p.outbox.findLast((m) => m.userId === auth.user.id);
      const wait = last ? last.created_at * 1000 + CONFIRMATION_RESEND_INTERVAL_MS - state.now : 0;
      if (wait > 0) {
        const seconds = Math.ceil(wait / 1000);
        return HttpResponse.json(
          { error: mockText(request, 'confirmationTooSoon', { seconds }), error_type: 'too_soon' },
          { status: 429, headers: { 'Retry-After': String(seconds) } },
        );
      }
      return HttpResponse.json({ email: auth.user.email, sent_at: sendConfirmation(state, auth.user, auth.user.email) });
    }),
    http.post(`${host}${CONFIRM_EMAIL_PATH}`, async ({ request }) => {
      const body = ConfirmEmailRequest.safeParse(await readJson(request));
      if (!body.success) return errorAnswer(request, 400, 'badRequest');
      const confirmation = p.confirmations.get(body.data.hash);
      const user = confirmation && state.users.find((u) => u.id === confirmation.userId);
      if (!confirmation || confirmation.used || !user || user.email !== confirmation.email) {
        return errorAnswer(request, 400, 'confirmationInvalid');
      }
      confirmation.used = true;
      const confirmed = state.updateUser(user.id, { email_status: 1 });
      const message = mockText(request, 'emailConfirmed');
      return HttpResponse.json(confirmed.otp_enabled ? { message } : { message, token: state.issue(user.id) });
    }),
    http.get(`${host}${OUTBOX_PATH}`, ({ request }) => {
      const auth = signedIn(request);
      if ('answer' in auth) return auth.answer;
      const items = p.outbox.filter((m) => m.userId === auth.user.id).map(({ userId: _userId, ...m }) => m);
      return HttpResponse.json({ items: items.reverse() });
    }),
    http.put(`${host}${PASSWORD_PATH}`, async ({ request }) => {
      const auth = signedIn(request);
      if ('answer' in auth) return auth.answer;
      const change = PasswordChange.safeParse(await readJson(request));
      if (!change.success) return errorAnswer(request, 400, 'badRequest');
      const { current_password: current, password, password_confirm: confirm } = change.data;
      if (password !== confirm) return errorAnswer(request, 400, 'passwordMismatch');
      if (current !== p.passwordOf(auth.user.id)) return errorAnswer(request, 400, 'wrongCurrentPassword');
      if (password === current) return errorAnswer(request, 400, 'passwordUnchanged');
      p.setPassword(auth.user.id, password);
      state.revokeUserSessions(auth.user.id);
      return HttpResponse.json(state.issue(auth.user.id));
    }),
    http.get(`${host}${SOCIAL_PATH}`, ({ request }) => {
      const auth = signedIn(request);
      return 'answer' in auth ? auth.answer : HttpResponse.json({ items: p.social.get(auth.user.id) ?? [] });
    }),
    http.delete<{ provider: string }>(`${host}${SOCIAL_PATH}/:provider`, ({ request, params }) => {
      const auth = signedIn(request);
      if ('answer' in auth) return auth.answer;
      const items = p.social.get(auth.user.id) ?? [];
      if (!items.some((s) => s.provider === params.provider)) return errorAnswer(request, 404, 'socialNotLinked');
      const left = items.filter((s) => s.provider !== params.provider);
      p.social.set(auth.user.id, left);
      return HttpResponse.json({ items: left });
    }),
    http.get(`${host}${OTP_PATH}`, ({ request }) => {
      const auth = signedIn(request);
      if ('answer' in auth) return auth.answer;
      const left = auth.user.otp_enabled ? p.twoFactor(auth.user.id).recoveryCodes.length : 0;
      return HttpResponse.json({ otp_enabled: auth.user.otp_enabled, recovery_codes_left: left });
    }),
    http.post(`${host}${OTP_SETUP_PATH}`, ({ request }) => {
      const auth = signedIn(request);
      if ('answer' in auth) return auth.answer;
      if (auth.user.otp_enabled) return errorAnswer(request, 409, 'otpAlreadyEnabled');
      p.twoFactor(auth.user.id).pendingSecret = MOCK_OTP_SECRET;
      return HttpResponse.json({ secret: MOCK_OTP_SECRET, otpauth_url: otpauthUrl(MOCK_OTP_SECRET, auth.user.email) });
    }),
    http.post(`${host}${OTP_CONFIRM_PATH}`, async ({ request }) => {
      const auth = signedIn(request);
      if ('answer' in auth) return auth.answer;
      const body = OtpConfirm.safeParse(await readJson(request));
      if (!body.success) return errorAnswer(request, 400, 'invalidCode');
      const record = p.twoFactor(auth.user.id);
      if (auth.user.otp_enabled) return errorAnswer(request, 409, 'otpAlreadyEnabled');
      if (record.pendingSecret === null) return errorAnswer(request, 400, 'otpSetupMissing');
      if (body.data.code.trim() !== MOCK_OTP_CODE) return errorAnswer(request, 400, 'invalidCode');
      record.pendingSecret = null;
      record.generation += 1;
      record.recoveryCodes = mockRecoveryCodes(auth.user.id * 100 + record.generation);
      state.updateUser(auth.user.id, { otp_enabled: true });
      return HttpResponse.json({ recovery_codes: [...record.recoveryCodes] });
    }),
    http.post(`${host}${OTP_DISABLE_PATH}`, async ({ request }) => {
      const auth = signedIn(request);
      if ('answer' in auth) return auth.answer;
      const body = OtpCodeRequest.safeParse(await readJson(request));
      if (!body.success) return errorAnswer(request, 400, 'invalidCode');
      if (!auth.user.otp_enabled) return errorAnswer(request, 409, 'otpNotEnabled');
      if (!p.acceptSecondFactor(auth.user.id, body.data.code)) return errorAnswer(request, 400, 'invalidCode');
      p.twoFactor(auth.user.id).recoveryCodes = [];
      state.updateUser(auth.user.id, { otp_enabled: false });
      return HttpResponse.json({ otp_enabled: false, recovery_codes_left: 0 });
    }),
    http.post(`${host}${OTP_RECOVERY_CODES_PATH}`, async ({ request }) => {
      const auth = signedIn(request);
      if ('answer' in auth) return auth.answer;
      const body = OtpCodeRequest.safeParse(await readJson(request));
      if (!body.success) return errorAnswer(request, 400, 'invalidCode');
      if (!auth.user.otp_enabled) return errorAnswer(request, 409, 'otpNotEnabled');
      if (!p.acceptSecondFactor(auth.user.id, body.data.code)) return errorAnswer(request, 400, 'invalidCode');
      const record = p.twoFactor(auth.user.id);
      record.generation += 1;
      record.recoveryCodes = mockRecoveryCodes(auth.user.id * 100 + record.generation);
      return HttpResponse.json({ recovery_codes: [...record.recoveryCodes] });
    }),
    http.put(`${host}${USER_SETTINGS_PATH}`, async ({ request }) => {
      const auth = signedIn(request);
      if ('answer' in auth) return auth.answer;
      const body = UserSettingsUpdate.safeParse(await readJson(request));
      if (!body.success) {
        // The contract names the text of an unknown network (as the reference server answers).
        const named = body.error.issues.some((issue) => issue.message === 'unknownProvider');
        return errorAnswer(request, 400, named ? 'unknownProvider' : 'badRequest');
      }
      const unknownIds = unknownFilterIds(state, body.data);
      if (unknownIds) return errorAnswer(request, 400, unknownIds.key, undefined, { ids: unknownIds.ids.join(', ') });
      // The demo space's departments only (every demo user shares the one demo space), as the server.
      if (body.data.issues_department_id.some((id) => !state.departments.some((department) => department.id === id)))
        return errorAnswer(request, 400, 'unknownDepartment');
      const assignee = body.data.issues_assigned_to;
      if (assignee !== null && !state.users.some((u) => u.id === assignee)) return errorAnswer(request, 400, 'unknownAssignee');
      return HttpResponse.json(state.updateUser(auth.user.id, { settings: { ...auth.user.settings, ...body.data } }));
    }),
    http.get(`${host}${NOTIFICATIONS_PATH}`, ({ request }) => {
      const auth = signedIn(request);
      if ('answer' in auth) return auth.answer;
      return HttpResponse.json({ settings: notificationsOf(p, auth.user.id), channels: MOCK_CHANNELS });
    }),
    http.put(`${host}${NOTIFICATIONS_PATH}`, async ({ request }) => {
      const auth = signedIn(request);
      if ('answer' in auth) return auth.answer;
      const body = NotificationsUpdate.safeParse(await readJson(request));
      if (!body.success) return errorAnswer(request, 400, 'badRequest');
      const rows = Object.values(body.data.settings);
      if (rows.some((row) => row.telegram !== 'never' || row.slack !== 'never')) {
        return errorAnswer(request, 400, 'channelNotConnected');
      }
      p.notifications.set(auth.user.id, body.data.settings);
      return HttpResponse.json({ settings: body.data.settings, channels: MOCK_CHANNELS });
    }),
  ];
}
