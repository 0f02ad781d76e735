import labels from '@flows/status-labels.json';
import { statusLabelIn, type StatusRoute } from './route-table';

/**
 * The status in words: the `label` of the row that routed it (flows/status-routes.json), which
 * `npm run generate` writes apart from the table, so the screens that route by it do not load
 * them; the dashboard's card says them.
 */
export function statusLabel(route: Pick<StatusRoute, 'row'>): string {
  return statusLabelIn(labels, route);
}
