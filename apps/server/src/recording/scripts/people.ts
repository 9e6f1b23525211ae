// People and access (spec §1, §2.4 settings/users; docs/mocks.md): the administrator's list, a user's page (the demo
// space's only administrator, spec §1), an invitation sent and one refused, and a Start space filled to its user
// limit by pending invitations, then refused with the billing text. Played last: its letters go to the outbox.
import { DEFAULT_CLIENT_ID, DEFAULT_CLIENT_SECRET, DEMO_PASSWORD } from '../../seed.ts';
import { read, write, type RecordingScript } from './script.ts';

const DEMO = 1; // the test seed's demo space
const TRIAL = 3; // the trial space on Start (5 users): its administrator and one operator
const EXPIRING = 5; // soonAdmin's space, which the demo administrator is not a member of
const MODERATOR = 3; // moderator@demo.local, a user of the demo space
const invite = (space: number, email: string, role = 'operator') => ({
  space_id: space,
  email,
  role,
  roles: { messages: true, items: true, settings: false, templates: true, stats: false },
  usergroup_ids: [],
  limited_to_groups: false,
});

// docs/error-types.md conflict: the analyst's page as loaded (what the form sends, its address included). Not a user a
// later script listens as: a change of access restarts the user's consoles (docs/socket.md).
const ANALYST = 2;
const analystAccess = {
  role: 'analyst',
  roles: { messages: true, items: true, settings: false, templates: false, stats: true },
  usergroup_ids: [],
  limited_to_groups: false,
};
const analystPage = { space_id: DEMO, email: 'analyst@demo.local', ...analystAccess };
/** A page opened before another administrator gave the analyst reply templates limits them to their groups: refused. */
const staleAnalyst = write('administrator', 'PUT', `/v1/members/${ANALYST}`, {
  ...analystPage,
  limited_to_groups: true,
  seen: analystAccess,
});

// docs/error-types.md conflict: the Marketing group (Oleg Operator, Anna Admin) renamed by one administrator; a card
// opened before that takes Oleg out: refused.
const MARKETING = 2;
const marketing = { name: 'Маркетинг', user_ids: [4, 5] };
const staleMarketing = write('administrator', 'PUT', `/v1/usergroups/${MARKETING}`, {
  name: 'Маркетинг',
  user_ids: [5],
  seen: marketing,
});

export const PEOPLE_SCRIPTS: readonly RecordingScript[] = [
  {
    name: 'people',
    about:
      'spec §2.4 settings/users: the list (all, searched, operators only) and groups, a user and the only administrator, an invitation sent, one refused (already a user); a Start space filled by pending invitations, then refused with the limit text; the moderator joins another workspace and keeps a role of its own in the demo space (spec §1, §3); the analyst given reply templates by ' +
      "one administrator, then a page opened before that refused as changed meanwhile (then put back), and so a user group's card",
    steps: [
      read('administrator', `/v1/members?space_id=${DEMO}`),
      read('administrator', `/v1/members?space_id=${DEMO}`, 'en'),
      read('administrator', `/v1/usergroups/manage?space_id=${DEMO}`),
      read('administrator', `/v1/members?space_id=${DEMO}&q=nobody`),
      read('administrator', `/v1/members?space_id=${DEMO}&role[]=operator`),
      read('administrator', `/v1/members/1?space_id=${DEMO}`),
      read('administrator', `/v1/members/5?space_id=${DEMO}`),
      write('administrator', 'POST', '/v1/invitations', invite(DEMO, 'operator@demo.local')),
      write('administrator', 'POST', '/v1/invitations', invite(DEMO, 'new.colleague@example.com')),
      read('administrator', `/v1/members?space_id=${DEMO}`),
      read('trialAdmin', `/v1/usergroups/manage?space_id=${TRIAL}`),
      write('trialAdmin', 'POST', '/v1/invitations', invite(TRIAL, 'first@example.com')),
      write('trialAdmin', 'POST', '/v1/invitations', invite(TRIAL, 'second@example.com')),
      write('trialAdmin', 'POST', '/v1/invitations', invite(TRIAL, 'third@example.com')),
      read('trialAdmin', `/v1/members?space_id=${TRIAL}`),
      write('trialAdmin', 'POST', '/v1/invitations', invite(TRIAL, 'fourth@example.com')),
      // spec §1, §3: the moderator joins another workspace by its invitation; their role and flags there are that
      // workspace's, so the demo administrator still changes the demo space's (docs/roles.md), then puts them back.
      write('soonAdmin', 'POST', '/v1/invitations', invite(EXPIRING, 'moderator@demo.local', 'moderator')),
      write('anonymous', 'POST', '/v1/signup/recorded-invitation-7', {
        client_id: DEFAULT_CLIENT_ID,
        client_secret: DEFAULT_CLIENT_SECRET,
        name: 'Moderator',
        password: DEMO_PASSWORD,
        locale: 'ru',
      }),
      read('administrator', `/v1/members/${MODERATOR}?space_id=${DEMO}`),
      write('administrator', 'PUT', `/v1/members/${MODERATOR}`, { ...invite(DEMO, '', 'operator'), email: undefined }),
      write('administrator', 'PUT', `/v1/members/${MODERATOR}`, {
        ...invite(DEMO, '', 'moderator'),
        roles: { messages: true, items: true, settings: false, templates: false, stats: false },
        email: undefined,
      }),
      read('administrator', `/v1/members/${ANALYST}?space_id=${DEMO}`),
      write('administrator', 'PUT', `/v1/members/${ANALYST}`, {
        ...analystPage,
        roles: { ...analystAccess.roles, templates: true },
        seen: analystAccess,
      }),
      staleAnalyst,
      { ...staleAnalyst, language: 'en' },
      write('administrator', 'PUT', `/v1/members/${ANALYST}`, analystPage),
      write('administrator', 'PUT', `/v1/usergroups/${MARKETING}`, { ...marketing, name: 'Маркетинг и PR', seen: marketing }),
      staleMarketing,
      { ...staleMarketing, language: 'en' },
      write('administrator', 'PUT', `/v1/usergroups/${MARKETING}`, marketing),
    ],
  },
];
