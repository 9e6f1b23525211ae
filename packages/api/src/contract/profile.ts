import { PASSWORD_MIN_LENGTH } from '@console/spec';
import * as z from 'zod/mini';
import { Locale } from './user.ts';
import { TimeZone } from './timeZone.ts';

// The profile page: name, locale and time zone by PATCH v1/me; the password by PUT v1/me/password.
export const PASSWORD_PATH = 'v1/me/password';
// Linked social logins (spec §2.1 /login/{provider}); linking is POST v1/me/social (spec §7, the social sign-in work).
export const SOCIAL_PATH = 'v1/me/social';

export const NAME_MAX_LENGTH = 100;
export const PASSWORD_MAX_LENGTH = 128;

/** PATCH v1/me: only the fields sent change. time_zone null: use the workspace's; locale null: the browser's. */
export const ProfileUpdate = z.object({
  name: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(NAME_MAX_LENGTH))),
  locale: z.optional(z.nullable(Locale)),
  time_zone: z.optional(z.nullable(TimeZone)),
});
export type ProfileUpdate = z.infer<typeof ProfileUpdate>;

export const PasswordChange = z.object({
  current_password: z.string().check(z.minLength(1), z.maxLength(PASSWORD_MAX_LENGTH)),
  password: z.string().check(z.minLength(PASSWORD_MIN_LENGTH), z.maxLength(PASSWORD_MAX_LENGTH)),
  password_confirm: z.string().check(z.maxLength(PASSWORD_MAX_LENGTH)),
});
export type PasswordChange = z.infer<typeof PasswordChange>;

// spec §2.1: the social sign-in providers.
export const SOCIAL_PROVIDERS = ['vk', 'vkid', 'google', 'facebook', 'yandex'] as const;
export const SocialProvider = z.enum(SOCIAL_PROVIDERS);
export type SocialProvider = z.infer<typeof SocialProvider>;

export const SocialLogin = z.object({
  provider: SocialProvider,
  /** The account's name at the provider, as it reported it (untrusted text). */
  name: z.string(),
  linked_at: z.int(), // unix seconds
});
export type SocialLogin = z.infer<typeof SocialLogin>;

export const SocialLoginsResponse = z.object({ items: z.array(SocialLogin) });
export type SocialLoginsResponse = z.infer<typeof SocialLoginsResponse>;
