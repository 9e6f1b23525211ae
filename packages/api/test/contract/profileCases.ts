import { expect, it } from 'vitest';
import { toStoredToken } from '../../src/client/index.ts';
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '../../src/contract/notifications.ts';
import { RECOVERY_CODE_COUNT, RECOVERY_CODE_LENGTH } from '../../src/contract/twoFactor.ts';
import type { UserSettingsUpdate } from '../../src/contract/userSettings.ts';
import { DEMO_PASSWORD } from '../../src/mocks/fixtures.ts';
import { failure, type ContractContext } from './context.ts';
import { emailResource } from '../../src/client/resources/email.ts';
import { notificationsResource } from '../../src/client/resources/notifications.ts';
import { objectsResource } from '../../src/client/resources/objects.ts';
import { profileResource } from '../../src/client/resources/profile.ts';
import { twoFactorResource } from '../../src/client/resources/twoFactor.ts';
import { userSettingsResource } from '../../src/client/resources/userSettings.ts';

const PROFILE = 'profile@demo.local';
const UNCONFIRMED = 'unconfirmed@demo.local';

const SETTINGS: UserSettingsUpdate = {
  status: ['new', 'inprogress', 'waiting'],
  company_id: [],
  object_id: [],
  provider: ['vk', 'telegram'],
  tag_id: [],
  priority: ['high'],
  reversed: true,
  hide_other: true,
  issues_assigned_to: null,
  issues_department_id: [],
  issues_sort: 'due_asc',
  wh_status_notification: 15,
};

const hashOf = (link: string | null) => (link ?? '').split('/confirm_email/')[1] ?? '';

// The profile slice: each case restores what it changes, so the suite can run in any order.
export function profileCases({ target, session, signIn, signedIn }: ContractContext): void {
  it('profile: PATCH v1/me saves name, locale and time zone; an unknown zone is a 400; spaces carry a time zone', async () => {
    const s = await signedIn(PROFILE);
    const config = await s.client.config.get();
    expect(config.user.time_zone).toBeNull();
    for (const space of config.spaces) expect(typeof space.time_zone).toBe('string');
    const saved = await s.client
      .resource(profileResource)
      .update({ name: '  Павел П.  ', locale: 'en', time_zone: 'Asia/Yekaterinburg' });
    expect(saved).toMatchObject({ name: 'Павел П.', locale: 'en', time_zone: 'Asia/Yekaterinburg' });
    expect(await s.client.me.get()).toMatchObject({ name: 'Павел П.', locale: 'en', time_zone: 'Asia/Yekaterinburg' });
    expect((await failure(s.client.resource(profileResource).update({ time_zone: 'Mars/Olympus' }))).status).toBe(400);
    expect((await failure(s.client.resource(profileResource).update({ name: '   ' }))).status).toBe(400);
    const restored = await s.client.resource(profileResource).update({ name: 'Pavel Profile', locale: null, time_zone: null });
    expect(restored).toMatchObject({ name: 'Pavel Profile', locale: null, time_zone: null });
  });

  it('email: re-send once a minute, a taken or unchanged address is refused, a change sends a link that confirms once', async () => {
    const s = await signedIn(UNCONFIRMED, 'en');
    expect((await s.client.me.get()).email_status).toBeLessThan(1);
    const sent = await s.client.resource(emailResource).sendConfirmation(UNCONFIRMED);
    expect(sent.email).toBe(UNCONFIRMED);
    const tooSoon = await failure(s.client.resource(emailResource).sendConfirmation(UNCONFIRMED));
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.serverText).toMatch(/\d+ s/);
    expect((await failure(s.client.resource(emailResource).sendConfirmation('someone@else.example'))).status).toBe(400);
    const taken = await failure(s.client.resource(emailResource).change('ADMIN@demo.local'));
    expect(taken.status).toBe(409);
    expect(taken.serverText).toBe('This email is already used by another account');
    expect((await failure(s.client.resource(emailResource).change(UNCONFIRMED))).status).toBe(400);

    // The old address signs in until the new one's link is opened; it gets a notice that can cancel (README).
    const changed = await s.client.resource(emailResource).change(' New.Address@Demo.local ');
    expect(changed).toMatchObject({ email: UNCONFIRMED, email_status: 0, email_pending: 'new.address@demo.local' });
    const mail = (await s.client.resource(emailResource).outbox()).items;
    const message = mail.find((letter) => letter.to === 'new.address@demo.local');
    const notice = mail.find((letter) => letter.to === UNCONFIRMED); // newest first: the notice, not the earlier link
    expect(message!.link).toContain('/confirm_email/');
    expect(notice!.link).toContain('/confirm_email/');
    const anonymous = session('en');
    const confirmed = await anonymous.client.resource(emailResource).confirm(hashOf(message!.link));
    expect(confirmed.message).toBe('Email confirmed');
    expect(confirmed.token?.access_token).toBeTruthy();
    anonymous.store.set(toStoredToken(confirmed.token!, Date.now()));
    expect(await anonymous.client.me.get()).toMatchObject({ email: 'new.address@demo.local', email_status: 1 });
    expect((await failure(anonymous.client.resource(emailResource).confirm(hashOf(message!.link)))).status).toBe(400);
    expect((await failure(anonymous.client.resource(emailResource).sendConfirmation('new.address@demo.local'))).status).toBe(400);

    // Back to the seeded state: the notice puts the old address back (ending every session, a new token given), and a
    // change dropped by asking for the account's own address again leaves it unconfirmed.
    const cancelled = await anonymous.client.resource(emailResource).confirm(hashOf(notice!.link));
    expect(cancelled.message).toContain(UNCONFIRMED);
    anonymous.store.set(toStoredToken(cancelled.token!, Date.now()));
    await anonymous.client.resource(emailResource).change('unconfirmed.again@demo.local');
    const back = await anonymous.client.resource(emailResource).change(UNCONFIRMED);
    expect(back).toMatchObject({ email: UNCONFIRMED, email_status: 0 });
    expect(back.email_pending).toBeUndefined();
  });

  it('password: checks the current one and the confirmation, ends other sessions, answers a working token set', async () => {
    const s = await signedIn(PROFILE);
    const other = await signedIn(PROFILE);
    const wrong = await failure(
      s.client.resource(profileResource).changePassword({
        current_password: 'not-the-password',
        password: 'new-pass-22',
        password_confirm: 'new-pass-22',
      }),
    );
    expect([wrong.status, wrong.serverText]).toEqual([400, 'Текущий пароль указан неверно']);
    const mismatch = await failure(
      s.client.resource(profileResource).changePassword({
        current_password: DEMO_PASSWORD,
        password: 'new-pass-22',
        password_confirm: 'new-pass-23',
      }),
    );
    expect(mismatch.status).toBe(400);
    const token = await s.client.resource(profileResource).changePassword({
      current_password: DEMO_PASSWORD,
      password: 'new-pass-22',
      password_confirm: 'new-pass-22',
    });
    s.store.set(toStoredToken(token, Date.now()));
    expect((await s.client.me.get()).email).toBe(PROFILE);
    await expect(other.client.me.get()).rejects.toBeTruthy();
    expect((await failure(session().client.auth.passwordGrant({ username: PROFILE, password: DEMO_PASSWORD }))).status).toBe(400);
    await session().client.auth.passwordGrant({ username: PROFILE, password: 'new-pass-22' });
    const back = await s.client.resource(profileResource).changePassword({
      current_password: 'new-pass-22',
      password: DEMO_PASSWORD,
      password_confirm: DEMO_PASSWORD,
    });
    expect(back.access_token).toBeTruthy();
  });

  it('two-factor: set up, confirm with a code, recovery codes work once at sign-in, regenerate, turn off', async () => {
    const s = await signedIn(PROFILE);
    expect(await s.client.resource(twoFactorResource).status()).toEqual({ otp_enabled: false, recovery_codes_left: 0 });
    const setup = await s.client.resource(twoFactorResource).setup();
    expect(setup.otpauth_url).toContain(`secret=${setup.secret}`);
    expect((await failure(s.client.resource(twoFactorResource).confirm('000000'))).status).toBe(400);
    const { recovery_codes: codes } = await s.client.resource(twoFactorResource).confirm(await target().totp(setup.secret));
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(new RegExp(`^[a-z2-9]{${RECOVERY_CODE_LENGTH}}$`));
    expect(await s.client.resource(twoFactorResource).status()).toEqual({
      otp_enabled: true,
      recovery_codes_left: RECOVERY_CODE_COUNT,
    });
    expect((await s.client.me.get()).otp_enabled).toBe(true);
    expect((await failure(s.client.resource(twoFactorResource).setup())).status).toBe(409);

    const asked = await failure(session().client.auth.passwordGrant({ username: PROFILE, password: DEMO_PASSWORD }));
    expect(asked.errorType).toBe('code_required');
    const signedInWithCode = session();
    await signIn(signedInWithCode, PROFILE, codes[0]!.toUpperCase());
    expect(
      (await failure(session().client.auth.passwordGrant({ username: PROFILE, password: DEMO_PASSWORD, code: codes[0]! })))
        .errorType,
    ).toBe('code_required');
    expect((await s.client.resource(twoFactorResource).status()).recovery_codes_left).toBe(RECOVERY_CODE_COUNT - 1);

    const renewed = await s.client.resource(twoFactorResource).regenerateRecoveryCodes(codes[1]!);
    expect(renewed.recovery_codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect((await failure(s.client.resource(twoFactorResource).disable(codes[2]!))).status).toBe(400);
    expect(await s.client.resource(twoFactorResource).disable(renewed.recovery_codes[0]!)).toEqual({
      otp_enabled: false,
      recovery_codes_left: 0,
    });
    await signIn(session(), PROFILE);
    expect((await failure(s.client.resource(twoFactorResource).disable(renewed.recovery_codes[1]!))).status).toBe(409);
  });

  it('social logins: listed with provider and date; unlinking removes one; an unlinked provider is a 404', async () => {
    const s = await signedIn(PROFILE);
    const before = await s.client.resource(profileResource).socialLogins();
    expect(before.items.map((item) => item.provider).sort()).toEqual(['google', 'vk']);
    for (const item of before.items) expect(item.linked_at).toBeGreaterThan(0);
    const after = await s.client.resource(profileResource).unlinkSocial('google');
    expect(after.items.map((item) => item.provider)).toEqual(['vk']);
    expect((await failure(s.client.resource(profileResource).unlinkSocial('google'))).status).toBe(404);
  });

  it('my settings: PUT v1/me/settings saves the form fields and keeps the rest; unknown values are 400s', async () => {
    const s = await signedIn(PROFILE);
    const before = (await s.client.me.get()).settings;
    const user = await s.client.resource(userSettingsResource).put(SETTINGS);
    expect(user.settings).toEqual({ ...before, ...SETTINGS });
    expect((await s.client.config.get()).user.settings).toEqual({ ...before, ...SETTINGS });
    const mine = await s.client.resource(userSettingsResource).put({ ...SETTINGS, issues_assigned_to: user.id });
    expect(mine.settings.issues_assigned_to).toBe(user.id);
    // The account and company defaults name the user's own spaces' records.
    const objects = await s.client.resource(objectsResource).list();
    const sources = { company_id: [objects.companies[0]!.id], object_id: objects.items.slice(0, 2).map((o) => o.id) };
    expect((await s.client.resource(userSettingsResource).put({ ...SETTINGS, ...sources })).settings).toMatchObject(sources);
    for (const bad of [
      { ...SETTINGS, issues_department_id: [987_654] },
      { ...SETTINGS, issues_assigned_to: 987_654 },
      { ...SETTINGS, status: ['archived'] },
      { ...SETTINGS, wh_status_notification: 7 },
      { ...SETTINGS, company_id: [987_654] },
      { ...SETTINGS, object_id: [987_654] },
      { ...SETTINGS, tag_id: [987_654] },
      { ...SETTINGS, provider: ['myspace'] },
      { ...SETTINGS, provider: ['vk', 'vk'] },
      { ...SETTINGS, company_id: [0] },
    ]) {
      expect((await failure(s.client.resource(userSettingsResource).put(bad as UserSettingsUpdate))).status).toBe(400);
    }
    await s.client.resource(userSettingsResource).put({
      status: before.status as UserSettingsUpdate['status'],
      company_id: before.company_id,
      object_id: before.object_id,
      provider: before.provider,
      tag_id: before.tag_id,
      priority: before.priority as UserSettingsUpdate['priority'],
      reversed: before.reversed,
      hide_other: before.hide_other,
      issues_assigned_to: before.issues_assigned_to,
      issues_department_id: before.issues_department_id,
      issues_sort: before.issues_sort as UserSettingsUpdate['issues_sort'],
      wh_status_notification: before.wh_status_notification as UserSettingsUpdate['wh_status_notification'],
    });
  });

  it('notifications: defaults, saved per user; Telegram and Slack are not connected and only take never', async () => {
    const s = await signedIn(PROFILE);
    const first = await s.client.resource(notificationsResource).get();
    expect(first.channels).toEqual({ email: true, telegram: false, slack: false, in_app: true });
    expect(first.settings).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
    const changed: NotificationSettings = {
      ...DEFAULT_NOTIFICATION_SETTINGS,
      csi_rating: { email: 'weekly', telegram: 'never', slack: 'never', in_app: 'every_3_hours' },
    };
    expect((await s.client.resource(notificationsResource).put(changed)).settings).toEqual(changed);
    expect((await s.client.resource(notificationsResource).get()).settings).toEqual(changed);
    const other = await signedIn('operator@demo.local');
    expect((await other.client.resource(notificationsResource).get()).settings).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
    const telegram = { ...changed, qa_review: { ...changed.qa_review, telegram: 'instant' as const } };
    expect((await failure(s.client.resource(notificationsResource).put(telegram))).status).toBe(400);
    await s.client.resource(notificationsResource).put(DEFAULT_NOTIFICATION_SETTINGS);
  });

  it('profile endpoints without a token are 401s; confirm_email needs no token but a valid hash', async () => {
    const s = session();
    expect((await failure(s.client.resource(profileResource).update({ name: 'x' }))).status).toBe(401);
    expect((await failure(s.client.resource(profileResource).socialLogins())).status).toBe(401);
    expect((await failure(s.client.resource(twoFactorResource).status())).status).toBe(401);
    expect((await failure(s.client.resource(notificationsResource).get())).status).toBe(401);
    expect((await failure(s.client.resource(emailResource).sendConfirmation(UNCONFIRMED))).status).toBe(401);
    expect((await failure(s.client.resource(emailResource).confirm('no-such-hash'))).status).toBe(400);
  });
}
