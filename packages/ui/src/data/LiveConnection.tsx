import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { fromPromise } from 'xstate';
import { useActorRef, useSelector } from '@xstate/react';
import type { ComposingMessage, LockTarget } from '@console/api/contract';
import type { SocketServerMessage, WebSocketConstructor } from '@console/api/socket';
import { socketMachine } from '@console/machines/socketMachine';
import { useApiClient } from './ApiProvider.tsx';
import { createFrameBatcher } from './frameBatcher.ts';
import { retryingLoader, socketConnection } from './socketConnection.ts';
import { isCountsKey } from './resources.ts';
import { followLogout } from './followLogout.ts';
import { logoutInProgress } from './logout.ts';
import { tokenStore, type TokenStore } from './tokenStore.ts';
import { useSession } from './useSession.ts';
import { useValue } from './valueStore.ts';
import { viewersStore } from './viewers.ts';
import { composingStore } from './composing.ts';

export interface LiveConnection {
  /** The live connection is lost and not back yet (the user sees it). */
  down: boolean;
  lock(target: LockTarget): void;
  unlock(target: LockTarget): void;
  /** spec §4 "User status": after the status is saved, the socket is told. */
  statusChanged(status: number): void;
  /** docs/socket.md composing: the user is typing a reply in this item or chat (the caller throttles). */
  composing(target: ComposingMessage['target']): void;
}

// The socket and its messages' effects: a chunk of its own, fetched when a session starts.
const loadLiveSocket = retryingLoader(() => import('./liveSocket.ts'));

const LiveConnectionContext = createContext<LiveConnection | null>(null);

export interface LiveConnectionProviderProps {
  socketUrl: string;
  children: ReactNode;
  store?: TokenStore;
  WebSocketImpl?: WebSocketConstructor;
}

// The socket of spec §7 while signed in: the machine keeps it up, messages are applied once per frame.
export function LiveConnectionProvider({ socketUrl, children, store = tokenStore, WebSocketImpl }: LiveConnectionProviderProps) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const { t } = useTranslation('shell');
  const { isSignedIn } = useSession(store);

  const machine = useMemo(() => {
    // The token the last connection authenticated with: the one to call stale when the server refuses it
    // (the store may already hold a newer one, refreshed by an HTTP call meanwhile).
    let sentToken: string | null = null;
    return socketMachine.provide({
      actors: {
        connection: socketConnection(loadLiveSocket, {
          url: socketUrl,
          getToken: () => (sentToken = store.read()?.access_token ?? null),
          ...(WebSocketImpl ? { WebSocketImpl } : {}),
        }),
        refreshToken: fromPromise(async () => {
          if (sentToken) await client.session.refresh(sentToken);
        }),
      },
    });
  }, [socketUrl, store, client, WebSocketImpl]);
  const actor = useActorRef(machine);
  const down = useSelector(actor, (state) => state.hasTag('down'));

  // While the connection is down the viewers are unknown (their unlocks are missed): forget them; on reconnect the
  // server sends who is viewing now and every page sends its lock again (spec §4). Forgotten at the
  // transition itself: an effect after React's render could run after the new connection's viewers were applied.
  useEffect(() => {
    let wasDown = false;
    const subscription = actor.subscribe((state) => {
      const isDown = state.hasTag('down');
      if (isDown && !wasDown) {
        viewersStore.clear();
        composingStore.clear();
      }
      wasDown = isDown;
    });
    return () => subscription.unsubscribe();
  }, [actor]);

  const loggingOut = useValue(logoutInProgress);
  useEffect(() => {
    actor.send({ type: isSignedIn && !loggingOut ? 'session.started' : 'session.ended' });
  }, [actor, isSignedIn, loggingOut]);
  // spec §4 Logout: the socket closes first, synchronously, before the revoke goes out (see followLogout).
  useEffect(() => followLogout(actor), [actor]);

  useEffect(() => {
    const openIssueLabel = t('live.openIssue');
    // In order: the module is surely loaded before a message comes (the connection waits for it).
    const batcher = createFrameBatcher<SocketServerMessage>((messages) => {
      void loadLiveSocket().then((live) => live.applySocketMessages(messages, { mutate, openIssueLabel }));
    });
    const offMessage = actor.on('socket.message', (event) => batcher.push(event.message));
    // After a reconnect the counts are refetched once.
    const offReconnect = actor.on('socket.reconnected', () => void mutate(isCountsKey));
    return () => {
      offMessage.unsubscribe();
      offReconnect.unsubscribe();
      batcher.clear();
      viewersStore.clear();
      composingStore.clear();
    };
  }, [actor, mutate, t]);

  const value = useMemo<LiveConnection>(
    () => ({
      down,
      lock: (target) => actor.send({ type: 'lock', target }),
      unlock: (target) => actor.send({ type: 'unlock', target }),
      statusChanged: (status) => actor.send({ type: 'status.changed', status }),
      composing: (target) => actor.send({ type: 'composing', target }),
    }),
    [actor, down],
  );
  return <LiveConnectionContext.Provider value={value}>{children}</LiveConnectionContext.Provider>;
}

export function useLiveConnection(): LiveConnection {
  const live = useContext(LiveConnectionContext);
  if (live === null) throw new Error('useLiveConnection: render inside <LiveConnectionProvider>');
  return live;
}

/** The live connection if one is mounted: a screen shown on its own (a story) has none, and tells no socket. */
export function useOptionalLiveConnection(): LiveConnection | null {
  return useContext(LiveConnectionContext);
}
