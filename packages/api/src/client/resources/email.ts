import {
  CONFIRM_EMAIL_PATH,
  ConfirmationSent,
  ConfirmEmailResponse,
  EMAIL_PATH,
  OUTBOX_PATH,
  OutboxResponse,
  SEND_CONFIRM_EMAIL_PATH,
} from '../../contract/email.ts';
import { User } from '../../contract/user.ts';
import { defineResource } from '../resource.ts';

export interface EmailResource {
  /** spec §7 PUT /v1/me/email: a new, unconfirmed address; the server sends it a confirmation link. */
  change(email: string): Promise<User>;
  /** spec §7 POST /v1/send_confirm_email: the link again, to the account's address. */
  sendConfirmation(email: string): Promise<ConfirmationSent>;
  /** spec §7 POST v1/confirm_email: the link's hash with the console's client credentials (no bearer). */
  confirm(hash: string): Promise<ConfirmEmailResponse>;
  /** The reference server's sandbox outbox: the messages sent to the signed-in user. */
  outbox(): Promise<OutboxResponse>;
}

export const emailResource = defineResource<EmailResource>(({ http, options }) => ({
  change: (email) => http.request({ method: 'PUT', path: EMAIL_PATH, body: { email }, schema: User }),
  sendConfirmation: (email) =>
    http.request({ method: 'POST', path: SEND_CONFIRM_EMAIL_PATH, body: { email }, schema: ConfirmationSent }),
  confirm: (hash) =>
    http.request({
      method: 'POST',
      path: CONFIRM_EMAIL_PATH,
      body: { hash, client_id: options.clientId, client_secret: options.clientSecret },
      auth: false,
      schema: ConfirmEmailResponse,
    }),
  outbox: () => http.request({ method: 'GET', path: OUTBOX_PATH, schema: OutboxResponse }),
}));
