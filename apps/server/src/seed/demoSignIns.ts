// Every demo user the seed creates, with what to try with each: `npm start` prints this one list (the README's table
// shows the same users; a server test keeps the seed, this list and the README in step).
import { DEMO_USERS } from '../seed.ts';
import { PROFILE_DEMO_USERS } from './profile.ts';
import { DEMO_INVITATION } from './signup.ts';
import { BASIC_READER_EMAIL, BASIC_SPACE_NAME } from './shell.ts';
import { OFFLINE_DEMO_USER } from './status.ts';
import { LIMITED_DEMO_USER } from './usergroups.ts';
import { NO_MESSAGES_DEMO_USER } from './chats.ts';
import { WORKSPACE_DEMO_USERS } from './workspaces.ts';
import { PARTNER_DEMO_USER } from './referral.ts';

export interface DemoSignIn {
  email: string;
  /** The role, and what this user shows. */
  note: string;
}

/** In the README table's order. */
export const DEMO_SIGN_INS: readonly DemoSignIn[] = [
  ...DEMO_USERS.map((u) => ({
    email: u.email,
    note: `${u.role}${u.otp ? ', two-factor: current code with `npm run seed:otp`' : ''}`,
  })),
  ...WORKSPACE_DEMO_USERS.map((u) => ({ email: u.email, note: `${u.role} in ${u.space}` })),
  { email: BASIC_READER_EMAIL, note: `read_only in ${BASIC_SPACE_NAME}, every optional section off` },
  { email: OFFLINE_DEMO_USER.email, note: `${OFFLINE_DEMO_USER.role}, status offline: the forced-status dialog` },
  ...PROFILE_DEMO_USERS.map((u) => ({ email: u.email, note: `${u.role}, ${u.note}` })),
  {
    email: LIMITED_DEMO_USER.email,
    note: `${LIMITED_DEMO_USER.role} limited to the user group ${LIMITED_DEMO_USER.group}: sees only its comments and chats (and chats assigned to them)`,
  },
  { email: NO_MESSAGES_DEMO_USER.email, note: `${NO_MESSAGES_DEMO_USER.role}, ${NO_MESSAGES_DEMO_USER.note}` },
  { email: PARTNER_DEMO_USER.email, note: `${PARTNER_DEMO_USER.role} in ${PARTNER_DEMO_USER.space}, ${PARTNER_DEMO_USER.note}` },
];

/** The printed rows: the emails padded to the longest, so the notes line up whatever the addresses. */
export function demoSignInLines(): string[] {
  const width = Math.max(...DEMO_SIGN_INS.map((u) => u.email.length));
  return DEMO_SIGN_INS.map((u) => `  ${u.email.padEnd(width)}  ${u.note}`);
}

/** The demo's public pages: the invitation sign-up link (works once); the outbox has its own line (main.ts). */
export function demoLinkLines(origin: string): string[] {
  return [`  Invitation sign-up (${DEMO_INVITATION.email}, once): ${origin}/signup/${DEMO_INVITATION.token}`];
}
