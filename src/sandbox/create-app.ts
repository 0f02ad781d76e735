import { Hono } from 'hono';
import { errorBody, errorResponse, HttpError } from './http-error';
import { faultsMiddleware } from './faults';
import { registerApplicationTaskRoutes } from './routes/application-tasks';
import { registerBankLinkRoutes } from './routes/bank-link';
import { registerBannerRoutes } from './routes/banners';
import { registerChatRoutes } from './routes/chat';
import { registerCoDeedRoutes } from './routes/co-deed';
import { registerCommsPrefsRoutes } from './routes/comms-prefs';
import { registerConditionRoutes } from './routes/conditions';
import { registerControlRoutes } from './routes/control';
import { registerApplicationControlRoutes } from './routes/control-applications';
import { registerFaultControlRoutes } from './routes/control-faults';
import { registerFeedbackRoutes } from './routes/feedback';
import { registerFlagRoutes } from './routes/flags';
import { registerSessionFlagRoutes } from './routes/session-flags';
import { registerHelocRoutes } from './routes/helocs';
import { registerIdentityRoutes } from './routes/identity';
import { registerIdentityBrokerRoutes } from './routes/identity-broker';
import { registerIdentityProviderRoutes } from './routes/identity-provider';
import { registerJourneyLinkRoutes } from './routes/journey-links';
import { registerLeadPortalRoutes } from './routes/lead-portal';
import { registerOperatingHoursRoutes } from './routes/operating-hours';
import { registerPrefillRoutes } from './routes/prefill';
import { registerProfileRoutes } from './routes/profile';
import { registerStateRoutes } from './routes/states';
import { registerTelemetryRoutes } from './routes/telemetry';
import { registerExperimentRoutes } from './routes/experiments';
import { registerErrorReportRoutes } from './routes/error-reports';
import { registerRuntimeConfigRoutes } from './routes/runtime-config';
import type { SandboxContext } from './sandbox-context';

/** The Hono app: middleware in the order a request meets it, then every route. */
export function createApp(ctx: SandboxContext): Hono {
  const app = new Hono();

  // Outermost, so it also saves what a fault or a failed request changed (a fault's count).
  app.use('*', async (c, next) => {
    await next();
    await ctx.db.persistIfDirty();
  });

  // Sandbox answers are state, not assets: a cached flag or banner would hide a test's change.
  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
  });

  app.use('*', faultsMiddleware(ctx));

  registerControlRoutes(app, ctx);
  registerFaultControlRoutes(app, ctx);
  registerApplicationControlRoutes(app, ctx);
  registerSessionFlagRoutes(app, ctx);
  registerFlagRoutes(app, ctx);
  registerBannerRoutes(app, ctx);
  registerOperatingHoursRoutes(app, ctx);
  registerStateRoutes(app, ctx);
  registerTelemetryRoutes(app, ctx);
  registerExperimentRoutes(app, ctx);
  registerErrorReportRoutes(app, ctx);
  registerRuntimeConfigRoutes(app, ctx);
  registerIdentityRoutes(app, ctx);
  registerIdentityBrokerRoutes(app, ctx);
  registerIdentityProviderRoutes(app, ctx);
  registerFeedbackRoutes(app, ctx);
  registerProfileRoutes(app, ctx);
  registerCommsPrefsRoutes(app, ctx);
  registerPrefillRoutes(app, ctx);
  registerLeadPortalRoutes(app, ctx);
  // Before the HELOC routes, so .../heloc/co-deed/... is never read as an application uuid.
  registerCoDeedRoutes(app, ctx);
  registerHelocRoutes(app, ctx);
  registerApplicationTaskRoutes(app, ctx);
  registerBankLinkRoutes(app, ctx);
  registerJourneyLinkRoutes(app, ctx);
  registerConditionRoutes(app, ctx);
  registerChatRoutes(app, ctx);

  app.notFound((c) => c.json(errorBody(404, `No sandbox route for ${c.req.method} ${c.req.path}`), 404));

  app.onError((error, c) => {
    if (error instanceof HttpError) return errorResponse(c, error);
    // The error only: request bodies may hold personal data and never reach the log.
    console.error(`[sandbox] ${c.req.method} ${c.req.path} failed:`, error);
    return c.json(errorBody(500, 'Internal sandbox error'), 500);
  });

  return app;
}
