import { z } from 'zod';

export const TOKEN_PATH = 'v1/oauth2/token';
export const REVOKE_PATH = 'v1/oauth2/revoke';

// Anti-bot token: hex SHA-256 of username + password + unix time, then '.' and that time (spec §7).
export const AntiBotToken = z.string().regex(/^[0-9a-f]{64}\.\d{1,12}$/);

export const PasswordGrantRequest = z.object({
  client_id: z.string().min(1),
  client_secret: z.string().min(1),
  grant_type: z.literal('password'),
  username: z.string().min(1),
  password: z.string().min(1),
  code: z.string().max(7).optional(),
  sign: AntiBotToken,
});
export type PasswordGrantRequest = z.infer<typeof PasswordGrantRequest>;

export const RefreshGrantRequest = z.object({
  client_id: z.string().min(1),
  client_secret: z.string().min(1),
  grant_type: z.literal('refresh_token'),
  refresh_token: z.string().min(1),
});
export type RefreshGrantRequest = z.infer<typeof RefreshGrantRequest>;

export const TokenRequest = z.discriminatedUnion('grant_type', [PasswordGrantRequest, RefreshGrantRequest]);
export type TokenRequest = z.infer<typeof TokenRequest>;

// Token data; the server may add fields, which are kept (spec §3 "plus fields returned by the server").
export const TokenResponse = z.looseObject({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_in: z.number().int().positive(),
  token_type: z.string(),
});
export type TokenResponse = z.infer<typeof TokenResponse>;

// What the console keeps under the id_token storage entry (spec §3).
export const StoredToken = TokenResponse.extend({ expires_at: z.number().int() });
export type StoredToken = z.infer<typeof StoredToken>;
