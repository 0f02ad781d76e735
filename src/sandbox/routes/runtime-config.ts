import type { Hono } from 'hono';
import type { RuntimeConfig } from '@/generated/types/runtime-config';
import type { SandboxContext } from '../sandbox-context';

/**
 * What the web server would serve at /config.json in a deployment served by the sandbox (npm
 * start, the dev server, the browser tests): a local environment whose errors go to the
 * sandbox's monitoring stand-in and whose every page load sends its Core Web Vitals.
 */
export const SANDBOX_RUNTIME_CONFIG: RuntimeConfig = {
  environment: 'local',
  errorReports: { endpoint: '/monitoring/api/v1/error-reports' },
  telemetry: { vitalsSampleRate: 1 },
};

const SETTING = 'runtimeConfig';

function readConfig(ctx: SandboxContext): RuntimeConfig {
  const row = ctx.db.get<{ value: string }>('SELECT value FROM sandbox_settings WHERE name = ?', [SETTING]);
  return row ? (JSON.parse(row.value) as RuntimeConfig) : SANDBOX_RUNTIME_CONFIG;
}

/**
 * GET /config.json, as the web server serves it (never from a cache: a deployment's change is
 * read by the next page load). The control API replaces it for a test (PUT /__sandbox/runtime-config, checked
 * against schemas/deploy/runtime-config.schema.json; 400 naming the field otherwise) and puts the
 * sandbox's own back (DELETE). A reset puts it back too.
 */
export function registerRuntimeConfigRoutes(app: Hono, ctx: SandboxContext): void {
  // Like every sandbox answer, sent with Cache-Control: no-store (create-app.ts).
  app.get('/config.json', (c) => c.json(readConfig(ctx)));

  app.put('/__sandbox/runtime-config', async (c) => {
    const body = await c.req.json().catch(() => undefined);
    const config = ctx.validator.value<RuntimeConfig>(body, 'runtime-config', 'Runtime configuration', 'deploy');
    ctx.db.run(
      'INSERT INTO sandbox_settings (name, value) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET value = excluded.value',
      [SETTING, JSON.stringify(config)],
    );
    return c.json(config);
  });

  app.delete('/__sandbox/runtime-config', (c) => {
    ctx.db.run('DELETE FROM sandbox_settings WHERE name = ?', [SETTING]);
    return c.body(null, 204);
  });
}
