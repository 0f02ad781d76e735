import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Sandbox } from './create-sandbox';
import { isSandboxPath } from './paths';

/**
 * Connect-style middleware for Vite's dev and preview servers: sandbox paths go to the Hono
 * app, everything else to the next handler (Vite's own).
 */
export function sandboxMiddleware(
  sandbox: Sandbox,
): (req: IncomingMessage, res: ServerResponse, next: () => void) => void {
  // overrideGlobalObjects: false leaves Vite's process-wide Request/Response untouched.
  const listener = getRequestListener((request) => sandbox.app.fetch(request), { overrideGlobalObjects: false });
  return (req, res, next) => {
    const pathname = new URL(req.url ?? '/', 'http://sandbox.invalid').pathname;
    if (!isSandboxPath(pathname)) {
      next();
      return;
    }
    listener(req, res).catch((error: unknown) => {
      console.error('[sandbox] request failed:', error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ status: 500, message: 'Internal sandbox error' }));
    });
  };
}
