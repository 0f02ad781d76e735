import { useState } from 'react';
import shellCopy from '@flows/shell/copy.json';
import type { ApplicationScreen } from '@/core/application/screens';
import { RouterLink } from '@/renderer/router-link';
import { failureMessage } from '@/core/http/http-error';
import { TaskAlert } from './task-alert';
import type { ScreenPageProps } from './screen-props';
import { applicationScreenPath } from '@/core/status/resolve-status-route';

type Action = NonNullable<ApplicationScreen['actions']>[number];

/** A screen's actions: links to a site path or another screen, task buttons and "check again". */
export function ScreenActions({
  actions,
  uuid,
  submitTask,
  recheck,
}: ScreenPageProps & { actions: readonly Action[] }) {
  const [busy, setBusy] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const press = async (index: number, run: () => Promise<void>) => {
    if (busy !== null) return;
    setBusy(index);
    setFailure(null);
    try {
      await run();
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      {failure && <TaskAlert message={failure} />}
      <ul className="application-actions">
        {actions.map((action, i) => {
          const className = i === 0 ? 'button' : 'button button--secondary';
          if (action.to)
            return (
              <li key={action.label}>
                <RouterLink to={action.to} className={className}>
                  {action.label}
                </RouterLink>
              </li>
            );
          if (action.screen)
            return (
              <li key={action.label}>
                <RouterLink to={applicationScreenPath(uuid, action.screen)} className={className}>
                  {action.label}
                </RouterLink>
              </li>
            );
          const run = action.task ? () => submitTask(action.task!, action.body ?? {}) : recheck;
          return (
            <li key={action.label}>
              <button
                type="button"
                className={className}
                aria-busy={busy === i}
                disabled={busy !== null && busy !== i}
                onClick={() => void press(i, run)}
              >
                {busy === i ? shellCopy.form.submitting : action.label}
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}
