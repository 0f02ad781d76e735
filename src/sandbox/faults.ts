import { setTimeout as sleep } from 'node:timers/promises';
import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { errorBody } from './http-error';
import type { SandboxContext } from './sandbox-context';
import { takeMatchingFault, type Fault } from './stores/faults-store';

const CONTROL_PREFIX = '/__sandbox/';
/** Statuses whose answer must not carry a body. */
const BODYLESS = new Set([204, 205, 304]);

/** What a proxy or captive portal answers instead of the API's JSON. */
const NOT_JSON_PAGE =
  '<!doctype html><html><head><title>Gateway</title></head><body><h1>Please wait</h1></body></html>';

/**
 * Applies injected faults before routing (or, with afterHandler, after it: the change is made
 * and the answer lost). Control calls are exempt, so a test can always clear the faults it set.
 */
export function faultsMiddleware(ctx: SandboxContext): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.path.startsWith(CONTROL_PREFIX)) return next();
    const fault = takeMatchingFault(ctx.db, c.req.method, c.req.path);
    if (!fault) return next();
    // Saved before the delay: a restart during a long delay must not give the fault back a use.
    await ctx.db.persistIfDirty();
    if (fault.delayMs > 0) await sleep(fault.delayMs);
    if (fault.status === null && fault.kind === undefined) return next();
    if (fault.afterHandler) {
      await next();
      c.res = faultAnswer(c, fault);
      return;
    }
    return faultAnswer(c, fault);
  };
}

function faultAnswer(c: Context, fault: Fault): Response {
  if (fault.kind === 'abort') return dropConnection(c);
  if (fault.kind === 'not-json') {
    return new Response(NOT_JSON_PAGE, {
      status: fault.status ?? 200,
      headers: { 'content-type': 'text/html; charset=utf-8' },
    });
  }
  const status = fault.status ?? 500;
  if (BODYLESS.has(status)) return new Response(null, { status });
  return Response.json(errorBody(status, 'Injected fault'), { status });
}

/**
 * Closes the client's connection without an answer, as a dropped network does. Only a Node
 * server has a socket to close (@hono/node-server passes it as env.incoming).
 */
function dropConnection(c: Context): Response {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming) throw new Error('An abort fault needs the Node server: there is no connection to drop');
  incoming.socket.destroy();
  return new Response(null, { status: 499 });
}
