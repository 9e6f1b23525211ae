import { createServer, connect, type Server, type Socket } from 'node:net';

// A plain TCP forwarder standing in for the first API host: closing it closes that port for real.
export class TcpProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();

  readonly port: number;
  private readonly target: number;

  constructor(port: number, target: number) {
    this.port = port;
    this.target = target;
  }

  async open(): Promise<void> {
    const server = createServer((incoming) => {
      const outgoing = connect(this.target, '127.0.0.1');
      for (const socket of [incoming, outgoing]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      incoming.pipe(outgoing).pipe(incoming);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', resolve);
    });
    this.server = server;
  }

  /** Stops listening and cuts every open connection (as a host going down would). */
  async close(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
