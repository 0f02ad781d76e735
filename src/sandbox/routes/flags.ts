import type { Context, Hono } from 'hono';
import type { OptimizeDecisionRequest } from '@/generated/types/optimize-decision-request';
import type { OptimizeFeatureRequest } from '@/generated/types/optimize-feature-request';
import type { OptimizeFeaturesRequest } from '@/generated/types/optimize-features-request';
import type { FeatureFlag } from '@/generated/types/feature-flag';
import { readFileSync } from 'node:fs';
import type { ExperimentList } from '@/generated/types/experiments';
import { assignVariation } from '../../core/experiments/assign-variation';
import { evaluateFlag } from '../evaluate-flag';
import type { FlagDefinition } from '../flag-list';
import { HttpError } from '../http-error';
import { resolveBrand } from '../org';
import type { SandboxContext } from '../sandbox-context';
import { readOverrides } from '../stores/flag-overrides-store';

export function requireFlag(ctx: SandboxContext, key: string): FlagDefinition {
  const flag = ctx.flagList.byKey.get(key);
  if (!flag) {
    throw new HttpError(400, `featureKey '${key}' is not a known flag`, [
      { pointer: '/featureKey', message: `'${key}' is not in flows/feature-flags.json` },
    ]);
  }
  return flag;
}

function decision(flag: FeatureFlag) {
  return {
    featureKey: flag.key,
    enabled: flag.enabled,
    variationKey: flag.enabled ? 'on' : 'off',
    variables: flag.variables,
  };
}

/** flows/platform/experiments.json (npm run validate checks it), read as the sandbox reads its other flow data. */
const EXPERIMENTS = (
  JSON.parse(
    readFileSync(new URL('../../../flows/platform/experiments.json', import.meta.url), 'utf8'),
  ) as ExperimentList
).experiments;

/** The flag service: POST /service-optimize/{context}/api/... (platform spec, section 7). */
export function registerFlagRoutes(app: Hono, ctx: SandboxContext): void {
  // Every call evaluates against the brand of the request and the current overrides.
  function evaluator(c: Context, body: OptimizeDecisionRequest) {
    const brand = resolveBrand(c, ctx.brands, body.optimizeUser.attributes.orgCode);
    const overrides = readOverrides(ctx.db);
    return (flag: FlagDefinition) => evaluateFlag(flag, brand, overrides);
  }

  app.post('/service-optimize/:context/api/v1/feature', async (c) => {
    const body = await ctx.validator.body<OptimizeFeatureRequest>(c, 'optimize-feature-request');
    const flag = requireFlag(ctx, body.featureKey);
    const { enabled, variables } = evaluator(c, body)(flag);
    return c.json({ featureKey: flag.key, enabled, variables });
  });

  app.post('/service-optimize/:context/api/v2/decision', async (c) => {
    const body = await ctx.validator.body<OptimizeDecisionRequest>(c, 'optimize-decision-request');
    // An experiment's arm follows the tracker id alone, so a browser keeps its arm on every brand.
    const experiment = EXPERIMENTS.find((e) => e.key === body.featureKey);
    if (experiment) {
      const trackerId = body.optimizeUser.trackerId ?? '';
      const variationKey = assignVariation(experiment, trackerId);
      return c.json({ featureKey: experiment.key, enabled: true, variationKey, variables: {} });
    }
    const flag = body.featureKey === undefined ? undefined : requireFlag(ctx, body.featureKey);
    const evaluate = evaluator(c, body);
    if (flag) return c.json(decision(evaluate(flag)));
    return c.json({ decisions: ctx.flagList.flags.map((f) => decision(evaluate(f))) });
  });

  app.post('/service-optimize/:context/api/v1/features', async (c) => {
    const body = await ctx.validator.body<OptimizeFeaturesRequest>(c, 'optimize-features-request');
    const evaluate = evaluator(c, body);
    return c.json({ features: ctx.flagList.flags.map(evaluate) });
  });
}
