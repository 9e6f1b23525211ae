import { LOGIN_CODE_MAX_LENGTH } from '@console/spec';
import * as z from 'zod/mini';

export const TOKEN_PATH = 'v1/oauth2/token';
export const REVOKE_PATH = 'v1/oauth2/revoke';

const nonEmpty = () => z.string().check(z.minLength(1));

// Anti-bot token: hex SHA-256 of username + password + unix time, then '.' and that time (spec §7).
export const AntiBotToken = z.string().check(z.regex(/^[0-9a-f]{64}\.\d{1,12}$/));

export const PasswordGrantRequest = z.object({
  client_id: nonEmpty(),
  client_secret: nonEmpty(),
  grant_type: z.literal('password'),
  username: nonEmpty(),
  password: nonEmpty(),
  code: z.optional(z.string().check(z.maxLength(LOGIN_CODE_MAX_LENGTH))),
  sign: AntiBotToken,
});
export type PasswordGrantRequest = z.infer<typeof PasswordGrantRequest>;

export const RefreshGrantRequest = z.object({
  client_id: nonEmpty(),
  client_secret: nonEmpty(),
  grant_type: z.literal('refresh_token'),
  refresh_token: nonEmpty(),
});
export type RefreshGrantRequest = z.infer<typeof RefreshGrantRequest>;

export const TokenRequest = z.discriminatedUnion('grant_type', [PasswordGrantRequest, RefreshGrantRequest]);
export type TokenRequest = z.infer<typeof TokenRequest>;

const tokenFields = {
  access_token: nonEmpty(),
  refresh_token: nonEmpty(),
  expires_in: z.int().check(z.positive()),
  token_type: z.string(),
};

// Token data; the server may add fields, which are kept (spec §3 "plus fields returned by the server").
export const TokenResponse = z.looseObject(tokenFields);
export type TokenResponse = z.infer<typeof TokenResponse>;

// What the console keeps under the id_token storage entry (spec §3).
export const StoredToken = z.looseObject({ ...tokenFields, expires_at: z.int() });
export type StoredToken = z.infer<typeof StoredToken>;
