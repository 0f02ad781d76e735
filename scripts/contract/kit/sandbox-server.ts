import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createSandbox } from '../../../src/sandbox/create-sandbox';

/** A fresh sandbox (no data file) served on a free port of 127.0.0.1, for `contract:test --sandbox`. */
export async function startSandboxServer(rootDir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const sandbox = await createSandbox({ rootDir, dataFile: null });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: sandbox.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await sandbox.close();
    },
  };
}
