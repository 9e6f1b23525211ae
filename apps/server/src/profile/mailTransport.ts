// How letters leave the server (docs/deployment.md "Mail"): by default only into the sandbox outbox table; with
// SMTP_URL, by SMTP through nodemailer.
import { createTransport } from 'nodemailer';
import type { Db } from '../db/database.ts';

// from and replyTo: a workspace's confirmed sender (workspace/mailSender.ts); absent, the transport's own `from`.
export type Letter = {
  to: string;
  subject: string;
  text: string;
  from?: string;
  replyTo?: string | null;
  attachments?: readonly MailAttachment[];
};
/** A file a letter carries (docs/stats.md "Reports": the report's CSVs). */
export type MailAttachment = { filename: string; contentType: string; content: string };

export type MailTransport = {
  /** Where letters go, for the startup line: the SMTP server without its credentials. */
  description: string;
  send(letter: Letter): Promise<void>;
  close(): void;
};

/** SMTP by URL (smtp:// with STARTTLS when offered, smtps:// with TLS from the start), from `from`. */
export function smtpTransport(url: string, from: string): MailTransport {
  // A mail server that does not answer fails the request within seconds instead of nodemailer's minutes.
  const transporter = createTransport(
    { url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
    { from },
  );
  const { protocol, host } = new URL(url);
  return {
    description: `${protocol}//${host}`,
    async send(letter) {
      await transporter.sendMail({
        to: letter.to,
        subject: letter.subject,
        text: letter.text,
        ...(letter.from ? { from: letter.from } : {}),
        ...(letter.replyTo ? { replyTo: letter.replyTo } : {}),
        ...(letter.attachments?.length ? { attachments: letter.attachments.map((file) => ({ ...file })) } : {}),
      });
    },
    close: () => transporter.close(),
  };
}

// buildApp binds its transport to its database handle, so sendMail(db, mail) keeps its signature for every caller.
const transports = new WeakMap<Db, MailTransport>();

/** Letters sent through `db` go out by `transport` until the returned function unbinds it. */
export function bindMailTransport(db: Db, transport: MailTransport): () => void {
  transports.set(db, transport);
  return () => {
    if (transports.get(db) === transport) transports.delete(db);
  };
}

/** The transport bound to `db`, or undefined: the sandbox outbox only. */
export const mailTransportOf = (db: Db): MailTransport | undefined => transports.get(db);
