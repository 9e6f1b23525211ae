import * as z from 'zod/mini';
import { TokenResponse } from './auth.ts';

// spec §7: PUT /v1/me/email {email} and POST /v1/send_confirm_email {email}; §4 "Email dialog".
export const EMAIL_PATH = 'v1/me/email';
export const SEND_CONFIRM_EMAIL_PATH = 'v1/send_confirm_email';
// spec §2.1, §7: the link /confirm_email/{hash} posts the hash with the console's client credentials.
export const CONFIRM_EMAIL_PATH = 'v1/confirm_email';
// The reference server's sandbox mail: what it "sent" (README, "Sandbox outbox").
export const OUTBOX_PATH = 'v1/sandbox/outbox';

// An address as the dialog checks it (spec §5); the server trims and lowercases it.
export const EmailAddress = z
  .string()
  .check(z.minLength(3), z.maxLength(254), z.regex(/^\s*[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+\s*$/));

export const EmailChange = z.object({ email: EmailAddress });
export type EmailChange = z.infer<typeof EmailChange>;

export const SendConfirmEmail = z.object({ email: EmailAddress });
export type SendConfirmEmail = z.infer<typeof SendConfirmEmail>;

/** Where the confirmation link went (the address on the account) and when (unix seconds). */
export const ConfirmationSent = z.object({ email: z.string(), sent_at: z.int() });
export type ConfirmationSent = z.infer<typeof ConfirmationSent>;

export const ConfirmEmailRequest = z.object({
  hash: z.string().check(z.minLength(1), z.maxLength(200)),
  client_id: z.string().check(z.minLength(1)),
  client_secret: z.string().check(z.minLength(1)),
});
export type ConfirmEmailRequest = z.infer<typeof ConfirmEmailRequest>;

// spec §7 "message and token"; no token for a user with two-factor (the link is not a second factor).
export const ConfirmEmailResponse = z.object({ message: z.string(), token: z.optional(TokenResponse) });
export type ConfirmEmailResponse = z.infer<typeof ConfirmEmailResponse>;

export const OutboxMessage = z.object({
  id: z.int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  link: z.nullable(z.string()),
  created_at: z.int(), // unix seconds
});
export type OutboxMessage = z.infer<typeof OutboxMessage>;

export const OutboxResponse = z.object({ items: z.array(OutboxMessage) });
export type OutboxResponse = z.infer<typeof OutboxResponse>;
