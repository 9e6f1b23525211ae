import * as z from 'zod/mini';

// settings/email (spec §2.4 "email", dropdown "email sending"): the workspace's outgoing mail. The sender address is used
// only once the confirmation letter sent to it has been opened. Not shown by the spec: designed like the others.
export const spaceEmailPath = (spaceId: number): string => `v1/spaces/${spaceId}/email`;

export const SENDER_NAME_MAX = 100;
const Address = z.email().check(z.maxLength(254));

export const MailSenderSettings = z.object({
  name: z.string(),
  address: z.string(),
  reply_to: z.nullable(z.string()),
  /** The address opened its confirmation letter: letters go out from it. */
  confirmed: z.boolean(),
});
export type MailSenderSettings = z.infer<typeof MailSenderSettings>;

/** null: the workspace has no sender of its own (the server's default sends). */
export const MailSenderResponse = z.object({ sender: z.nullable(MailSenderSettings) });
export type MailSenderResponse = z.infer<typeof MailSenderResponse>;

/** The sender a form began from (ours, docs/error-types.md `conflict`); null: the workspace had none. */
export const MailSenderSeen = z.nullable(
  z.object({
    name: z.string().check(z.maxLength(SENDER_NAME_MAX * 4)),
    address: z.string().check(z.maxLength(254)),
    reply_to: z.nullable(z.string().check(z.maxLength(254))),
  }),
);
export type MailSenderSeen = z.infer<typeof MailSenderSeen>;

export const MailSenderUpdate = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(SENDER_NAME_MAX)),
  address: Address,
  reply_to: z.nullable(Address),
  /** Optional: when the sender differs from this (another administrator saved meanwhile), nothing is saved: 409. */
  seen: z.optional(MailSenderSeen),
});
export type MailSenderUpdate = z.infer<typeof MailSenderUpdate>;

/** A 409's body (error_type 'conflict'): the sender as it is now, another administrator's save in it. */
export const MailSenderConflict = z.object({ error: z.string(), error_type: z.literal('conflict'), current: MailSenderResponse });
export type MailSenderConflict = z.infer<typeof MailSenderConflict>;
