import { readFileSync } from 'node:fs';
import type { Context, Hono, Next } from 'hono';
import type { OptimizeFeatureRequest } from '@/generated/types/optimize-feature-request';
import type { SandboxSessionFlags } from '@/generated/types/sandbox-session-flags';
import type { SessionSettings } from '@/generated/types/session-settings';
import type { SandboxDb } from '../db';
import { HttpError } from '../http-error';
import type { SandboxContext } from '../sandbox-context';

/** flows/platform/session.json (npm run validate checks it), read as the sandbox reads its other flow data. */
const SETTINGS = JSON.parse(
  readFileSync(new URL('../../../flows/platform/session.json', import.meta.url), 'utf8'),
) as SessionSettings;

/** The session flags: the two login-mode flags and the one named for the app's relative url. */
export const SESSION_FLAG_KEYS: readonly string[] = [
  SETTINGS.login.flags.customer,
  SETTINGS.login.flags.agent,
  SETTINGS.baseUrl.flagKey,
];

type SessionFlag = NonNullable<SandboxSessionFlags[string]>;
const PREFIX = 'session-flag:';

function readSessionFlags(db: SandboxDb): Record<string, SessionFlag> {
  const rows = db.all<{ name: string; value: string }>(
    'SELECT name, value FROM sandbox_settings WHERE name LIKE ? ORDER BY name',
    [`${PREFIX}%`],
  );
  return Object.fromEntries(
    rows.map((r) => [r.name.slice(PREFIX.length), JSON.parse(r.value) as SessionFlag]),
  ) as Record<string, SessionFlag>;
}

function readSessionFlag(db: SandboxDb, key: string): SessionFlag {
  return readSessionFlags(db)[key] ?? { enabled: false, variables: {} };
}

/**
 * Session flags outside the fixed list (platform spec, sections 6 and 7): served by the same
 * POST .../api/v1/feature call, off by default, set through /__sandbox/session-flags. Registered
 * before the flag routes; any other key falls through to them.
 */
export function registerSessionFlagRoutes(app: Hono, ctx: SandboxContext): void {
  app.post('/service-optimize/:context/api/v1/feature', async (c: Context, next: Next) => {
    let featureKey: unknown;
    try {
      featureKey = (JSON.parse(await c.req.text()) as { featureKey?: unknown }).featureKey;
    } catch {
      featureKey = undefined; // the flag routes answer the 400 for a body that is not JSON
    }
    if (typeof featureKey !== 'string' || !SESSION_FLAG_KEYS.includes(featureKey)) return next();
    const body = await ctx.validator.body<OptimizeFeatureRequest>(c, 'optimize-feature-request');
    const flag = readSessionFlag(ctx.db, body.featureKey);
    return c.json({ featureKey: body.featureKey, enabled: flag.enabled, variables: flag.variables ?? {} });
  });

  app.get('/__sandbox/session-flags', (c) => c.json(readSessionFlags(ctx.db)));

  app.put('/__sandbox/session-flags', async (c) => {
    const flags = await ctx.validator.body<SandboxSessionFlags>(c, 'sandbox-session-flags');
    const unknown = Object.keys(flags).filter((key) => !SESSION_FLAG_KEYS.includes(key));
    if (unknown.length > 0) {
      throw new HttpError(
        400,
        unknown.map((key) => `Unknown session flag key '${key}'`).join('; '),
        unknown.map((key) => ({ pointer: `/${key}`, message: 'is not a flag of flows/platform/session.json' })),
      );
    }
    ctx.db.transaction(() => {
      for (const [key, flag] of Object.entries(flags) as [string, SessionFlag][]) {
        ctx.db.run(
          'INSERT INTO sandbox_settings (name, value) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET value = excluded.value',
          [`${PREFIX}${key}`, JSON.stringify({ enabled: flag.enabled, variables: flag.variables ?? {} })],
        );
      }
    });
    return c.json(readSessionFlags(ctx.db));
  });

  app.delete('/__sandbox/session-flags', (c) => {
    ctx.db.run('DELETE FROM sandbox_settings WHERE name LIKE ?', [`${PREFIX}%`]);
    return c.body(null, 204);
  });
}
