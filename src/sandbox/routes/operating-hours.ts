import type { Context, Hono } from 'hono';
import { isOpenAt, weekProblems } from '../business-hours';
import { HttpError } from '../http-error';
import { resolveBrand } from '../org';
import type { SandboxContext } from '../sandbox-context';
import { readWeek, replaceWeek, type BusinessHoursEntry } from '../stores/hours-store';
import { describeFieldErrors } from '../validation-errors';

const BASE = '/service-operating-hours/external/api/v1/hours';
const DEPARTMENT = /^[A-Z][A-Z0-9_]{0,63}$/;

/**
 * Operating hours by department. Hours are per department, not per lender: the x-org header is
 * checked (an unknown org is a 400) but every lender shares its departments' hours.
 */
export function registerOperatingHoursRoutes(app: Hono, ctx: SandboxContext): void {
  function week(c: Context): BusinessHoursEntry[] {
    ctx.validator.query(c, 'operating-hours-query');
    resolveBrand(c, ctx.brands);
    const department = c.req.param('department') ?? '';
    const found = readWeek(ctx.db, department);
    if (!found) throw new HttpError(404, `Unknown department '${department}'`);
    return found;
  }

  // Three segments after /hours never collide with one, so :department cannot swallow these.
  app.get(`${BASE}/:department/openStatus`, (c) => c.json({ open: isOpenAt(week(c), ctx.now()) }));
  app.get(`${BASE}/:department/week`, (c) => c.json(week(c)));
  app.get(`${BASE}/:department`, (c) => c.json(week(c)));

  app.put('/__sandbox/hours/:department', async (c) => {
    const department = c.req.param('department');
    if (!DEPARTMENT.test(department)) {
      throw new HttpError(400, 'department must be upper-case letters, digits and underscores', [
        { pointer: '/department', message: 'must be upper-case letters, digits and underscores' },
      ]);
    }
    const entries = await ctx.validator.body<BusinessHoursEntry[]>(c, 'business-hours-week');
    const problems = weekProblems(entries);
    if (problems.length > 0) throw new HttpError(400, describeFieldErrors(problems, 'Request body'), problems);
    replaceWeek(ctx.db, department, entries);
    return c.json(entries);
  });
}
