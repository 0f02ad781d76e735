import type { Hono } from 'hono';
import type { ErrorReportRequest } from '@/generated/types/error-report-request';
import type { SandboxErrorReports } from '@/generated/types/sandbox-error-reports';
import { resolveBrand } from '../org';
import type { SandboxContext } from '../sandbox-context';

type ReportRow = { org: string; body: string; received_at: string };

/**
 * The monitoring service's stand-in, where the web app's error reporter sends in the sandbox:
 * POST /monitoring/api/v1/error-reports keeps a report; the control API lists
 * (GET /__sandbox/error-reports) and empties (DELETE) them.
 */
export function registerErrorReportRoutes(app: Hono, ctx: SandboxContext): void {
  app.post('/monitoring/api/v1/error-reports', async (c) => {
    const brand = resolveBrand(c, ctx.brands);
    const report = await ctx.validator.body<ErrorReportRequest>(c, 'error-report-request');
    ctx.db.run('INSERT INTO error_reports (org, body, received_at) VALUES (?, ?, ?)', [
      brand.orgCode,
      JSON.stringify(report),
      ctx.now().toISOString(),
    ]);
    return c.body(null, 204);
  });

  app.get('/__sandbox/error-reports', (c) => {
    const rows = ctx.db.all<ReportRow>('SELECT org, body, received_at FROM error_reports ORDER BY id');
    const reports = rows.map((r) => ({
      org: r.org,
      receivedAt: r.received_at,
      report: JSON.parse(r.body) as ErrorReportRequest,
    }));
    return c.json({ reports } satisfies SandboxErrorReports);
  });

  app.delete('/__sandbox/error-reports', (c) => {
    ctx.db.run('DELETE FROM error_reports');
    return c.body(null, 204);
  });
}
