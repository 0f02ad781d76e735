import type { Context, Hono } from 'hono';
import type { ApplicationExperimentsRequest } from '@/generated/types/application-experiments-request';
import type { ApplicationExperimentsResponse } from '@/generated/types/application-experiments-response';
import type { OptimizelyProfileQuery } from '@/generated/types/optimizely-profile-query';
import type { OptimizelyProfileRequest } from '@/generated/types/optimizely-profile-request';
import type { OptimizelyProfileResponse } from '@/generated/types/optimizely-profile-response';
import { authenticate } from '../auth/authenticate';
import { ownApplication } from '../heloc/own-application';
import { HttpError } from '../http-error';
import type { SandboxContext } from '../sandbox-context';
import {
  listExperiments,
  readOptimizelyProfile,
  saveExperiments,
  writeOptimizelyProfile,
} from '../stores/experiments-store';

const HELOC_V3 = '/service-application/api/v3/application/heloc';

/**
 * Experiments of the application service (platform spec, section 7): the arms an application's
 * borrower saw, and the experiment profile (the tracker uuid experiments bucket a person under)
 * by identity. The path keeps the service's spelling, optermizerly.
 */
export function registerExperimentRoutes(app: Hono, ctx: SandboxContext): void {
  app.patch(`${HELOC_V3}/:uuid/experiments`, async (c) => {
    const { app: found } = ownApplication(c, ctx);
    const body = await ctx.validator.body<ApplicationExperimentsRequest>(c, 'application-experiments-request');
    const experiments = saveExperiments(ctx.db, found.uuid, body.experiments, ctx.now());
    return c.json({ applicationUuid: found.uuid, experiments } satisfies ApplicationExperimentsResponse);
  });

  app.get(`${HELOC_V3}/:uuid/experiments`, (c) => {
    const { app: found } = ownApplication(c, ctx);
    const experiments = listExperiments(ctx.db, found.uuid);
    return c.json({ applicationUuid: found.uuid, experiments } satisfies ApplicationExperimentsResponse);
  });

  /** The signed-in identity, which must be the one the query names. */
  function profileOwner(c: Context): string {
    const query = ctx.validator.query<OptimizelyProfileQuery>(c, 'optimizely-profile-query');
    const { identity } = authenticate(c, ctx);
    if (identity.uuid !== query.identityUuid.toLowerCase()) {
      throw new HttpError(403, 'identityUuid is not the signed-in identity', [
        { pointer: '/identityUuid', message: 'must be the signed-in identity' },
      ]);
    }
    return identity.uuid;
  }

  app.get(`${HELOC_V3}/optermizerly-profile`, (c) => {
    const identityUuid = profileOwner(c);
    const optimizelyProfileUuid = readOptimizelyProfile(ctx.db, identityUuid);
    return c.json({ identityUuid, optimizelyProfileUuid } satisfies OptimizelyProfileResponse);
  });

  app.patch(`${HELOC_V3}/optermizerly-profile`, async (c) => {
    const identityUuid = profileOwner(c);
    const body = await ctx.validator.body<OptimizelyProfileRequest>(c, 'optimizely-profile-request');
    writeOptimizelyProfile(ctx.db, identityUuid, body.optimizelyProfileUuid, ctx.now());
    return c.json({
      identityUuid,
      optimizelyProfileUuid: body.optimizelyProfileUuid,
    } satisfies OptimizelyProfileResponse);
  });
}
