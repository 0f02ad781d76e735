/** Loopback ports for the bench: the first free one of the preferred ports, else any free port. */
import { createServer } from 'node:net';

function tryPort(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(null));
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address() as { port: number };
      server.close(() => resolve(bound));
    });
  });
}

export async function freePort(preferred: readonly number[], taken: Set<number> = new Set()): Promise<number> {
  for (const port of [...preferred, 0]) {
    if (taken.has(port)) continue;
    const bound = await tryPort(port);
    if (bound !== null && !taken.has(bound)) {
      taken.add(bound);
      return bound;
    }
  }
  throw new Error('No free loopback port');
}
