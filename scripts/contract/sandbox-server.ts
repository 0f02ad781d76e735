import type { AddressInfo } from 'node:net';
import { createSandbox } from '../../src/sandbox/create-sandbox';
import { listenOn } from '../lib/listen-on';

/** A fresh sandbox (no data file) served on a free port of 127.0.0.1, for `contract:test --sandbox`. */
export async function startSandboxServer(rootDir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const sandbox = await createSandbox({ rootDir, dataFile: null });
  const server = await listenOn(0, sandbox.app.fetch);
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await sandbox.close();
    },
  };
}
