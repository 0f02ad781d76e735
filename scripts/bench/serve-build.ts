/**
 * Serves a production build on loopback for the benchmark (scripts/screenshots/app-server.ts):
 * the product behind its strict CSP with the sandbox on the same origin, or the baseline, whose
 * run-time ajv compiler needs 'unsafe-eval' (the product's CSP would stop it).
 */
import { CONTENT_SECURITY_POLICY } from '../lib/security-headers';
import { type AppServer, startAppServer } from '../screenshots/app-server';

export const BASELINE_CSP = CONTENT_SECURITY_POLICY.replace("script-src 'self'", "script-src 'self' 'unsafe-eval'");

export async function serveBuild(options: {
  rootDir: string;
  dist: string;
  port: number;
  baseline?: boolean;
}): Promise<AppServer> {
  const server = await startAppServer({ ...options, csp: options.baseline ? BASELINE_CSP : undefined });
  // The baseline's page has no lender notice: the product's is measured without one too (the
  // sandbox seeds two), so its prerendered step is adopted as on most days (boot/render-app.tsx).
  await server.control('PUT', '/__sandbox/banners', []);
  return server;
}
