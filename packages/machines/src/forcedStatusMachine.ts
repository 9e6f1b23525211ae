// The forced-status dialog (spec §2.5, §4 "User status", §7, §8): while the user's status is an offline one the app
// is blocked until a non-hidden status is saved (PUT v1/me/status with only the status) or the user logs out.
import { assign, fromPromise, setup } from 'xstate';
import { serverTextOf } from './rules/apiFailure.ts';
import { isStatusChange } from './rules/statusChange.ts';

export interface ForcedStatusContext {
  /** The user's current status id and whether it is an offline one. */
  current: number | null;
  /** The status picked in the dialog. */
  selected: number | null;
  /** spec §8: the forced dialog shows the server's error text; null text: no text came (network, malformed). */
  error: { text: string | null } | null;
}

export type ForcedStatusEvent =
  // The user's status as the app knows it now (config, the socket, the automatic check, another tab).
  | { type: 'status.current'; status: number | null; offline: boolean }
  | { type: 'status.select'; status: number }
  | { type: 'status.save' }
  | { type: 'logout' };

// 'open': the dialog is shown. 'busy': saving or logging out.
export type ForcedStatusTag = 'open' | 'busy';

const currentParams = ({ event }: { event: ForcedStatusEvent }) => ({
  status: event.type === 'status.current' ? event.status : null,
});

export const forcedStatusMachine = setup({
  types: {
    context: {} as ForcedStatusContext,
    events: {} as ForcedStatusEvent,
    tags: {} as ForcedStatusTag,
  },
  actors: {
    // spec §7: PUT v1/me/status with only the status; provided by the UI and the tests.
    saveStatus: fromPromise<void, { status: number }>(async () => {
      throw new Error('saveStatus not provided');
    }),
    // spec §4 "Logout"; the UI also goes to /login.
    logout: fromPromise<void>(async () => {
      throw new Error('logout not provided');
    }),
  },
  guards: {
    isOffline: ({ event }) => event.type === 'status.current' && event.offline,
    isWorking: ({ event }) => event.type === 'status.current' && !event.offline,
    // spec §5: a selected status different from the current one.
    canSave: ({ context }) => isStatusChange(context.selected, context.current),
  },
  actions: {
    // After the save (spec §4 "saved on the server, then the socket is told"): the UI updates caches and the socket.
    statusSaved: (_, _params: { status: number }) => undefined,
    assignCurrent: assign((_, params: { status: number | null }) => ({ current: params.status })),
    select: assign((_, params: { status: number }) => ({ selected: params.status })),
    reset: assign({ selected: null, error: null }),
    clearError: assign({ error: null }),
    assignError: assign((_, params: { error: unknown }) => ({ error: { text: serverTextOf(params.error) } })),
  },
}).createMachine({
  id: 'forcedStatus',
  context: { current: null, selected: null, error: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        // A working status leaves the closed dialog as it is (the same snapshot, so no render: quality.md, a burst of
        // socket status messages renders once a frame); the current one is taken when the dialog opens.
        'status.current': {
          guard: 'isOffline',
          target: 'choosing',
          actions: [{ type: 'assignCurrent', params: currentParams }, 'reset'],
        },
      },
    },
    choosing: {
      tags: 'open',
      on: {
        'status.current': [
          { guard: 'isOffline', actions: { type: 'assignCurrent', params: currentParams } },
          // Another tab or the schedule set a working status: nothing is blocked any more.
          { target: 'closed', actions: { type: 'assignCurrent', params: currentParams } },
        ],
        'status.select': { actions: { type: 'select', params: ({ event }) => ({ status: event.status }) } },
        'status.save': { guard: 'canSave', target: 'saving' },
        logout: 'loggingOut',
      },
    },
    saving: {
      tags: ['open', 'busy'],
      invoke: {
        id: 'saveStatus',
        src: 'saveStatus',
        input: ({ context }) => ({ status: context.selected ?? 0 }),
        onDone: {
          target: 'closed',
          actions: [
            { type: 'statusSaved', params: ({ context }) => ({ status: context.selected ?? 0 }) },
            assign(({ context }) => ({ current: context.selected })),
          ],
        },
        onError: { target: 'failed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
      on: {
        // Another tab saved a status meanwhile: this save's answer no longer matters to the dialog.
        'status.current': { guard: 'isWorking', target: 'closed', actions: { type: 'assignCurrent', params: currentParams } },
      },
    },
    // spec §8: the server's error text; the user may pick again and retry, or log out.
    failed: {
      tags: 'open',
      on: {
        'status.current': [
          { guard: 'isOffline', actions: { type: 'assignCurrent', params: currentParams } },
          { target: 'closed', actions: { type: 'assignCurrent', params: currentParams } },
        ],
        'status.select': { actions: { type: 'select', params: ({ event }) => ({ status: event.status }) } },
        'status.save': { guard: 'canSave', target: 'saving', actions: 'clearError' },
        logout: 'loggingOut',
      },
    },
    loggingOut: {
      tags: ['open', 'busy'],
      invoke: { id: 'logout', src: 'logout', onDone: 'signedOut', onError: 'choosing' },
    },
    signedOut: { type: 'final' },
  },
});
