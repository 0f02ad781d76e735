import type { Hono } from 'hono';
import { HttpError } from '../http-error';
import type { SandboxContext } from '../sandbox-context';
import { clearOverrides, readOverrides, setOverrides } from '../stores/flag-overrides-store';
import { listConsentRecords } from '../stores/consent-records-store';
import { clearTelemetry, listTelemetry } from '../stores/telemetry-store';
import type { SandboxClock } from '@/generated/types/sandbox-clock';
import type { SandboxConsentList } from '@/generated/types/sandbox-consent-list';

/** Test-only calls under /__sandbox/: reset, the clock, flag overrides and recorded telemetry. */
export function registerControlRoutes(app: Hono, ctx: SandboxContext): void {
  app.get('/__sandbox/health', (c) => c.json({ ok: true }));

  app.post('/__sandbox/reset', (c) => {
    ctx.reset();
    return c.body(null, 204);
  });

  // Moves the sandbox's clock with a test's browser clock (tokens, expiries, timestamps).
  app.get('/__sandbox/clock', (c) => c.json({ offsetMs: ctx.clockOffsetMs } satisfies SandboxClock));
  app.put('/__sandbox/clock', async (c) => {
    ctx.clockOffsetMs = (await ctx.validator.body<SandboxClock>(c, 'sandbox-clock')).offsetMs;
    return c.json({ offsetMs: ctx.clockOffsetMs } satisfies SandboxClock);
  });
  app.delete('/__sandbox/clock', (c) => {
    ctx.clockOffsetMs = 0;
    return c.body(null, 204);
  });

  app.get('/__sandbox/flags', (c) => c.json(readOverrides(ctx.db)));

  app.put('/__sandbox/flags', async (c) => {
    const overrides = await ctx.validator.body<Record<string, boolean>>(c, 'sandbox-flag-overrides');
    const unknown = Object.keys(overrides).filter((key) => !ctx.flagList.byKey.has(key));
    if (unknown.length > 0) {
      throw new HttpError(
        400,
        unknown.map((key) => `Unknown flag key '${key}'`).join('; '),
        unknown.map((key) => ({ pointer: `/${key}`, message: 'is not in flows/feature-flags.json' })),
      );
    }
    setOverrides(ctx.db, overrides);
    return c.json(readOverrides(ctx.db));
  });

  app.delete('/__sandbox/flags', (c) => {
    clearOverrides(ctx.db);
    return c.body(null, 204);
  });

  // Every consent record, oldest first: what an audit of the borrowers' consents would read.
  app.get('/__sandbox/consents', (c) => c.json({ consents: listConsentRecords(ctx.db) } satisfies SandboxConsentList));

  app.get('/__sandbox/telemetry', (c) => c.json(listTelemetry(ctx.db)));

  app.delete('/__sandbox/telemetry', (c) => {
    clearTelemetry(ctx.db);
    return c.body(null, 204);
  });
}
