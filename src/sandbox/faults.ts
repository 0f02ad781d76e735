import { setTimeout as sleep } from 'node:timers/promises';
import type { MiddlewareHandler } from 'hono';
import { errorBody } from './http-error';
import type { SandboxContext } from './sandbox-context';
import { takeMatchingFault } from './stores/faults-store';

const CONTROL_PREFIX = '/__sandbox/';
/** Statuses whose answer must not carry a body. */
const BODYLESS = new Set([204, 205, 304]);

/**
 * Applies injected faults before routing. Control calls are exempt, so a test can always
 * clear the faults it set.
 */
export function faultsMiddleware(ctx: SandboxContext): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.path.startsWith(CONTROL_PREFIX)) return next();
    const fault = takeMatchingFault(ctx.db, c.req.method, c.req.path);
    if (!fault) return next();
    // Saved before the delay: a restart during a long delay must not give the fault back a use.
    await ctx.db.persistIfDirty();
    if (fault.delayMs > 0) await sleep(fault.delayMs);
    if (fault.status === null) return next();
    if (BODYLESS.has(fault.status)) return new Response(null, { status: fault.status });
    return Response.json(errorBody(fault.status, 'Injected fault'), { status: fault.status });
  };
}
