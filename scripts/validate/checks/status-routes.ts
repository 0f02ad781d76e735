import { APPLICATION_SCREENS_DIR, applicationScreenFiles } from '../../generate/emit-application-screens';
import type { JsonDocument } from '../../lib/json-document';
import { isPlainObject } from '../../lib/schema-registry';
import { didYouMean } from '../closest-name';
import type { Diagnostic } from '../diagnostic';
import { field, readJson, reporter, stringItems, type ProjectCheck, type Report } from './check';
import { written } from './registration-scopes';
import { checkStatusConditions, CONTEXT_SCHEMA } from './status-conditions';

export const STATUS_ROUTES_FILE = 'flows/status-routes.json';
const STATUSES_SCHEMA = 'schemas/api/workflow-status.schema.json';

/**
 * What the schema cannot say about the status-to-screen table: every workflow status has a row
 * that always matches, no row is shadowed, every route is a screen of flows/application/screens/
 * (the screens are those files' keys; nothing lists them again), and every condition
 * is one the browser's small interpreter reads exactly as JSON Schema does (only its keywords,
 * only fields the status context has: ./status-conditions.ts).
 */
export const statusRoutesCheck: ProjectCheck = {
  run({ rootDir, flowFiles }) {
    const doc = flowFiles.find((f) => f.file === STATUS_ROUTES_FILE);
    if (!doc || !isPlainObject(doc.value)) return [];
    const statuses = stringItems(readJson(rootDir, STATUSES_SCHEMA), 'enum').map(([, status]) => status);
    const contextProperties = field(readJson(rootDir, CONTEXT_SCHEMA), 'properties');
    const contextFields = Object.keys(isPlainObject(contextProperties) ? contextProperties : {}).filter(
      (f) => f !== 'uuid' && f !== 'status',
    );
    const out: Diagnostic[] = [];
    const at = reporter(doc, out);
    /** Whether `status` is a workflow status; says so where it is not. */
    const known = (status: string, pointer: string) => {
      if (statuses.length === 0 || statuses.includes(status)) return true;
      at(pointer, `"${status}" is not a workflow status in ${STATUSES_SCHEMA}${didYouMean(status, statuses)}`);
      return false;
    };

    const screens = definedScreens(flowFiles);
    const rows = field(doc.value, 'rows');
    const alwaysTaken = new Map<string, number>();
    const conditional = new Map<string, string>();
    (Array.isArray(rows) ? rows : []).forEach((row, index) => {
      const pointer = `/rows/${index}`;
      const when = field(row, 'when');
      for (const [j, status] of stringItems(row, 'statuses')) {
        const statusPointer = `${pointer}/statuses/${j}`;
        known(status, statusPointer);
        const earlier = alwaysTaken.get(status);
        if (earlier !== undefined) {
          at(
            statusPointer,
            `"${status}" can never reach this row: row ${earlier} already takes it without a condition`,
          );
        } else if (when === undefined) {
          alwaysTaken.set(status, index);
        } else {
          conditional.set(status, statusPointer);
        }
      }
      checkRoute(field(row, 'route'), `${pointer}/route`, screens, at);
    });
    checkRoute(field(doc.value, 'unrecognised', 'route'), '/unrecognised/route', screens, at);
    checkStatusConditions(written(doc), doc.text, contextFields, at);
    const stopped = new Set<string>();
    for (const kind of ['ended', 'blocked']) {
      for (const [j, status] of stringItems(doc.value, 'flowStops', kind)) {
        const pointer = `/flowStops/${kind}/${j}`;
        if (!known(status, pointer)) continue;
        if (stopped.has(status))
          at(pointer, `"${status}" is listed twice in flowStops: an application either ended or is blocked`);
        stopped.add(status);
      }
    }

    for (const status of statuses) {
      if (alwaysTaken.has(status)) continue;
      const last = conditional.get(status);
      if (last)
        at(
          last,
          `"${status}" has only rows with a condition: add a row without "when" after them, so every context has a screen`,
        );
      else
        at('/rows', `"${status}" (${STATUSES_SCHEMA}) has no row: add it to the "statuses" of the row for its screen`);
    }
    for (const list of ['waitingStatuses', 'doubleRetries', 'heldStatuses']) {
      for (const [j, status] of stringItems(doc.value, 'polling', list)) known(status, `/polling/${list}/${j}`);
    }
    return out;
  },
};

/** Every screen path the area files of flows/application/screens/ define. */
function definedScreens(flowFiles: readonly JsonDocument[]): Set<string> {
  return new Set(
    applicationScreenFiles(flowFiles).flatMap((doc) => {
      const screens = field(doc.value, 'screens');
      return isPlainObject(screens) ? Object.keys(screens) : [];
    }),
  );
}

function checkRoute(route: unknown, pointer: string, screens: ReadonlySet<string>, at: Report): void {
  if (typeof route !== 'string' || route === '/' || screens.has(route)) return;
  at(
    pointer,
    `"${route}" is not a screen of ${APPLICATION_SCREENS_DIR} (the application routes under /{uuid})${didYouMean(route, screens)}`,
  );
}
