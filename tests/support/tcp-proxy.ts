import { createServer, connect, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  /** Refuses new connections and cuts the open ones: to its clients, the service behind it went away. */
  cut(): Promise<void>;
  /** Forwards again, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A loopback TCP relay in front of a real service (e.g. the machine's Redis), so a test can make the
 * service "go away" and "come back" for its own clients without stopping it for anyone else.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;

  async function listen() {
    const relay = createServer((client) => {
      const upstream = connect(target.port, target.host);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => {});
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve, reject) =>
      relay.once('error', reject).listen(port, '127.0.0.1', () => resolve()),
    );
    const address = relay.address();
    port = typeof address === 'object' && address ? address.port : port;
    server = relay;
  }
  async function cut() {
    if (!server) return;
    const closing = new Promise<void>((resolve) => server!.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    await closing;
    server = null;
  }
  await listen();
  return {
    get port() {
      return port;
    },
    cut,
    restore: listen,
    close: cut,
  };
}
