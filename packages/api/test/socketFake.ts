// A scripted WebSocket for the socket tests: the test plays the server (open, frames, close).
import type { WebSocketConstructor, WebSocketLike } from '../src/socket/openSocket.ts';

type FakeEvent = { data: unknown; code: number };
type Listener = (event: FakeEvent) => void;

export interface FakeSocketClass {
  Impl: WebSocketConstructor;
  instances: FakeWebSocket[];
  last: () => FakeWebSocket;
}

export class FakeWebSocket implements WebSocketLike {
  readonly url: string;
  readyState = 0;
  /** Frames the client sent, parsed. */
  readonly sent: unknown[] = [];
  /** Codes passed to close() by the client. */
  readonly closeCalls: (number | undefined)[] = [];
  private readonly listeners = new Map<string, Listener[]>();

  constructor(url: string) {
    this.url = url;
  }

  addEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  send(data: string): void {
    if (this.readyState !== 1) throw new Error('InvalidStateError: not open');
    this.sent.push(JSON.parse(data));
  }

  close(code?: number): void {
    this.closeCalls.push(code);
    if (this.readyState < 2) this.readyState = 2;
  }

  // The server's side.
  serverOpen(): void {
    this.readyState = 1;
    this.emit('open', { data: undefined, code: 0 });
  }

  serverFrame(data: unknown): void {
    this.emit('message', {
      code: 0,
      data: typeof data === 'string' || data instanceof ArrayBuffer ? data : JSON.stringify(data),
    });
  }

  serverClose(code: number): void {
    this.readyState = 3;
    this.emit('close', { data: undefined, code });
  }

  // A connection refused: 'error' then 'close' 1006, as browsers do.
  refuse(): void {
    this.fail();
    this.serverClose(1006);
  }

  // 'error' alone: Node's WebSocket (undici) sends no 'close' after a refused handshake.
  fail(): void {
    this.emit('error', { data: undefined, code: 0 });
  }

  private emit(type: string, event: FakeEvent): void {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

export function fakeSocketClass(): FakeSocketClass {
  const instances: FakeWebSocket[] = [];
  class Impl extends FakeWebSocket {
    constructor(url: string) {
      super(url);
      instances.push(this);
    }
  }
  const last = (): FakeWebSocket => {
    const socket = instances.at(-1);
    if (!socket) throw new Error('no socket opened');
    return socket;
  };
  return { Impl, instances, last };
}
