/**
 * Serves a production build on loopback for the benchmark: the product behind its strict CSP with
 * the sandbox on the same origin (scripts/lib/production-server.ts), or the baseline, whose
 * run-time ajv compiler needs 'unsafe-eval' (the product's CSP would stop it).
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createSandbox } from '../../src/sandbox/create-sandbox';
import { CONTENT_SECURITY_POLICY } from '../lib/security-headers';
import { createProductionApp } from '../lib/production-server';

export interface ServedBuild {
  origin: string;
  close(): Promise<void>;
}

export const BASELINE_CSP = CONTENT_SECURITY_POLICY.replace("script-src 'self'", "script-src 'self' 'unsafe-eval'");

export async function serveBuild(options: {
  rootDir: string;
  dist: string;
  port: number;
  baseline?: boolean;
}): Promise<ServedBuild> {
  const sandbox = await createSandbox({ rootDir: options.rootDir, dataFile: null });
  // The baseline's page has no lender notice: the product's is measured without one too (the
  // sandbox seeds two), so its prerendered step is adopted as on most days (boot/render-app.tsx).
  const cleared = await sandbox.app.request('/__sandbox/banners', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: '[]',
  });
  if (!cleared.ok) throw new Error(`The sandbox kept its banners: ${cleared.status} ${await cleared.text()}`);
  const product = await createProductionApp({ dist: options.dist, sandbox });
  const app = new Hono();
  app.all('*', async (c) => {
    const response = await product.fetch(c.req.raw);
    if (options.baseline) response.headers.set('content-security-policy', BASELINE_CSP);
    return response;
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: options.port, hostname: '127.0.0.1' }, () => resolve(s));
    s.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await sandbox.close();
    },
  };
}
