import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ClientEvent, type ClientEventListener } from '@console/api/client';
import { watchClientEvents, type ClientEventWiring } from './clientEvents.ts';
import { networkNoticeStore } from './networkNotice.ts';

function fakeClient() {
  const listeners = new Set<ClientEventListener>();
  return {
    subscribe: (listener: ClientEventListener) => (listeners.add(listener), () => void listeners.delete(listener)),
    emit: (event: ClientEvent) => listeners.forEach((listener) => listener(event)),
  };
}

const networkError = new ApiError({ kind: 'network', message: 'No answer' });

function wire(overrides: Partial<ClientEventWiring> = {}) {
  const client = fakeClient();
  const wiring: ClientEventWiring = {
    isSignedIn: () => true,
    browserLanguages: () => ['de-DE'],
    useEnglish: vi.fn(),
    ...overrides,
  };
  const stop = watchClientEvents(client, wiring);
  return { client, wiring, stop };
}

afterEach(() => {
  networkNoticeStore.set(false);
});

describe('watchClientEvents (spec §8)', () => {
  it('opens the network notice once per outage', () => {
    const { client } = wire();
    client.emit({ type: 'network.down', error: networkError });
    expect(networkNoticeStore.get()).toBe(true);
    networkNoticeStore.set(false); // the user closed it
    client.emit({ type: 'network.down', error: networkError });
    expect(networkNoticeStore.get()).toBe(false);
    client.emit({ type: 'network.up' });
    client.emit({ type: 'network.down', error: networkError });
    expect(networkNoticeStore.get()).toBe(true);
  });

  it('switches to English on an outage only when signed out in a non-Russian browser', () => {
    const signedIn = wire();
    signedIn.client.emit({ type: 'network.down', error: networkError });
    expect(signedIn.wiring.useEnglish).not.toHaveBeenCalled();
    const russian = wire({ isSignedIn: () => false, browserLanguages: () => ['ru-RU'] });
    russian.client.emit({ type: 'network.down', error: networkError });
    expect(russian.wiring.useEnglish).not.toHaveBeenCalled();
    const german = wire({ isSignedIn: () => false });
    german.client.emit({ type: 'network.down', error: networkError });
    expect(german.wiring.useEnglish).toHaveBeenCalledOnce();
  });

  it('unsubscribing stops everything', () => {
    const { client, stop } = wire();
    stop();
    client.emit({ type: 'network.down', error: networkError });
    expect(networkNoticeStore.get()).toBe(false);
  });
});
