// Shared by the stories of the status screens: the socket server, what the console sent, the config variants.
import type { Decorator } from '@storybook/react-vite';
import { http, HttpResponse, ws } from 'msw';
import { DEMO_SPACE, demoUserStatuses, recordedRead } from '@console/api/mocks';
import { recordingUserOf, type ConfigResponse, type UserStatus } from '@console/api/contract';
import { LiveConnectionProvider } from '../../data/live.ts';

export const SOCKET_URL = 'ws://storybook.test/v1/socket';
const live = ws.link(SOCKET_URL);

export const STATUS_TEXTS = {
  ru: {
    trigger: (name: string) => `Мой статус: ${name}`,
    saveFailed: 'Не удалось сохранить статус',
    online: 'В сети',
    pause: 'Перерыв',
    busy: 'Занят',
    offline: 'Не в сети',
    forcedTitle: 'Выберите рабочий статус',
    save: 'Продолжить работу',
    logout: 'Выйти',
    change: 'Смена статуса',
    soon: 'Скоро смена статуса',
    switchTo: (name: string) => `Перейти в «${name}»`,
  },
  en: {
    trigger: (name: string) => `My status: ${name}`,
    saveFailed: 'Could not save the status',
    online: 'Online',
    pause: 'Break',
    busy: 'Busy',
    offline: 'Offline',
    forcedTitle: 'Choose a working status',
    save: 'Continue working',
    logout: 'Log out',
    change: 'Status change',
    soon: 'Status change soon',
    switchTo: (name: string) => `Switch to “${name}”`,
  },
} as const;

/** What the stories' socket server received from the console (after auth), and a way to send to it. */
export interface SocketRecord {
  received: unknown[];
  send: (message: unknown) => void;
}

// Accepts the auth message, records every later message, then runs `after` (messages from the server).
export function socketServer(record: SocketRecord, after: (send: (message: unknown) => void) => void = () => undefined) {
  record.received.length = 0;
  return live.addEventListener('connection', ({ client }) => {
    client.addEventListener('message', (event) => {
      if (typeof event.data !== 'string') return;
      const message = JSON.parse(event.data) as { method?: string };
      if (message.method !== 'auth') return void record.received.push(message);
      client.send(JSON.stringify({ method: 'ready' }));
      const send = (payload: unknown) => client.send(JSON.stringify(payload));
      record.send = send;
      after(send);
    });
  });
}

export const newSocketRecord = (): SocketRecord => ({ received: [], send: () => undefined });

/** The screen inside the signed-in socket, as in the frame. */
export const withLiveConnection: Decorator = (Story) => (
  <LiveConnectionProvider socketUrl={SOCKET_URL}>
    <Story />
  </LiveConnectionProvider>
);

/** Records every PUT v1/me/status body, then lets the mock server answer (a resolver without a response falls through). */
export function recordStatusPuts(bodies: unknown[]) {
  bodies.length = 0;
  return http.put('*/v1/me/status', async ({ request }) => void bodies.push(await request.clone().json()));
}

// A second space with its own statuses (the menu groups by space, the dialog names the space).
export const SUPPORT_SPACE = { ...DEMO_SPACE, id: 2, name: 'Support team' };
export const supportStatuses = (): UserStatus[] => [
  { id: 11, name: 'На линии', color: '#1e8e3e', hidden: false, offline: false, space_id: 2 },
  { id: 12, name: 'Обучение', color: '#7b1fa2', hidden: false, offline: false, space_id: 2 },
  { id: 13, name: 'Скрытый', color: 'black', hidden: true, offline: false, space_id: 2 },
];

/** GET v1/config as the world recording answered the user (docs/mocks.md), with changes: a fixed answer. */
export function configAnswer(email: string, change: (config: ConfigResponse) => ConfigResponse = (config) => config) {
  const user = recordingUserOf(email);
  if (!user) throw new Error(`${email} is not a recording user`);
  return http.get('*/v1/config', ({ request }) => {
    const locale = (request.headers.get('Accept-Language') ?? '').startsWith('en') ? 'en' : 'ru';
    return HttpResponse.json(change(recordedRead<ConfigResponse>(user, '/v1/config', locale)));
  });
}

export { demoUserStatuses };
