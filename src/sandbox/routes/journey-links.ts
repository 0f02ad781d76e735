import type { Hono } from 'hono';
import type { FullStoryLinkRequest } from '@/generated/types/full-story-link-request';
import { ownApplication } from '../heloc/own-application';
import { HttpError } from '../http-error';
import type { SandboxContext } from '../sandbox-context';
import { readFullStoryLink, readTelemetrySession, saveFullStoryLink } from '../stores/journey-links-store';

/**
 * The session-recording link of an application (borrower-journey.md section 7, PUT
 * {heloc-base}/{uuid}/full-story-link), and the recording it points at: the telemetry
 * collector's session with its events.
 */
export function registerJourneyLinkRoutes(app: Hono, ctx: SandboxContext): void {
  app.put('/service-application/api/v3/application/heloc/:uuid/full-story-link', async (c) => {
    const { app: application } = ownApplication(c, ctx);
    const body = await ctx.validator.body<FullStoryLinkRequest>(c, 'full-story-link-request');
    saveFullStoryLink(ctx.db, application.uuid, body.link, ctx.now());
    return c.body(null, 204);
  });

  app.get('/ft/:context/session/:sessionUuid', (c) => {
    const sessionUuid = c.req.param('sessionUuid');
    const session = readTelemetrySession(ctx.db, c.req.param('context'), sessionUuid);
    if (!session) throw new HttpError(404, `No telemetry session '${sessionUuid}'`);
    return c.json(session);
  });

  app.get('/__sandbox/applications/:uuid/full-story-link', (c) => {
    const uuid = c.req.param('uuid');
    const link = readFullStoryLink(ctx.db, uuid);
    if (!link) throw new HttpError(404, `No full-story link for application '${uuid}'`);
    return c.json({ link } satisfies FullStoryLinkRequest);
  });
}
