import type { Hono } from 'hono';
import { HttpError } from '../http-error';
import type { SandboxContext } from '../sandbox-context';
import { addFault, clearFaults, deleteFault, listFaults, type FaultInput } from '../stores/faults-store';

/** Test-only fault injection; the faults themselves are applied by the faults middleware. */
export function registerFaultControlRoutes(app: Hono, ctx: SandboxContext): void {
  app.get('/__sandbox/faults', (c) => c.json({ faults: listFaults(ctx.db) }));

  app.post('/__sandbox/faults', async (c) => {
    const input = await ctx.validator.body<FaultInput>(c, 'sandbox-fault');
    // A fault that neither delays nor changes the status would do nothing: surely a typo.
    if (input.status === undefined && input.delayMs === undefined && input.kind === undefined) {
      throw new HttpError(400, 'status, delayMs or kind is required', [
        { pointer: '/status', message: 'or delayMs or kind is required' },
      ]);
    }
    return c.json(addFault(ctx.db, input), 201);
  });

  app.delete('/__sandbox/faults', (c) => {
    clearFaults(ctx.db);
    return c.body(null, 204);
  });

  app.delete('/__sandbox/faults/:id', (c) => {
    const id = Number(c.req.param('id'));
    if (!Number.isInteger(id) || !deleteFault(ctx.db, id)) {
      throw new HttpError(404, `No fault with id '${c.req.param('id')}'`);
    }
    return c.body(null, 204);
  });
}
