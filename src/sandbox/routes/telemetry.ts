import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import type { TelemetrySessionKey } from '@/generated/types/telemetry-session-key';
import type { TelemetryEventRequest } from '@/generated/types/telemetry-event-request';
import type { TelemetrySessionRequest } from '@/generated/types/telemetry-session-request';
import { dedupeKey } from '../../core/telemetry/event-payload';
import { HttpError } from '../http-error';
import type { SandboxContext } from '../sandbox-context';
import { addEvent, addSession } from '../stores/telemetry-store';

/** The telemetry collector: POST /ft/{context}/session and /event (platform spec, section 7). */
export function registerTelemetryRoutes(app: Hono, ctx: SandboxContext): void {
  app.post('/ft/:context/session', async (c) => {
    const payload = await ctx.validator.body<TelemetrySessionRequest>(c, 'telemetry-session-request');
    const now = ctx.now();
    const sessionKey: TelemetrySessionKey = {
      uuid: randomUUID(),
      epoch: now.getTime(),
      // The tracker outlives sessions: the app reloads when it changes, so a returning browser
      // keeps the one it sent.
      trackerUuid: payload.sessionKey?.trackerUuid ?? randomUUID(),
    };
    addSession(ctx.db, { context: c.req.param('context'), receivedAt: now.toISOString(), sessionKey, payload });
    return c.json({ sessionKey });
  });

  // De-duplicated like the collector: a repeat (same session, event, page, application and
  // dedupeProperty value) is answered 204 too but only counted; dontDedupe keeps every one.
  app.post('/ft/:context/event', async (c) => {
    const payload = await ctx.validator.body<TelemetryEventRequest>(c, 'telemetry-event-request');
    if (payload.dedupeProperty !== undefined && !(payload.dedupeProperty in (payload.eventProperties ?? {}))) {
      throw new HttpError(400, `dedupeProperty '${payload.dedupeProperty}' is not in eventProperties`, [
        { pointer: '/dedupeProperty', message: 'must name an eventProperties entry' },
      ]);
    }
    const event = { context: c.req.param('context'), receivedAt: ctx.now().toISOString(), payload };
    addEvent(ctx.db, event, dedupeKey(payload));
    return c.body(null, 204);
  });
}
