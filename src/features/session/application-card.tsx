import { useId } from 'react';
import { Link } from 'react-router';
import { progressPanelFor, type ProgressPanelModel } from '@/core/application/progress-panel';
import { applicationCopy } from '@/core/application/screens';
import { displayDate } from '@/core/format/date';
import { flowStopOf } from '@/core/status/flow-stops';
import { nextActionFor, type NextAction } from '@/core/status/next-action';
import { resolveStatusRoute } from '@/core/status/resolve-status-route';
import { statusLabel } from '@/core/status/status-label';
import { fromApplication } from '@/core/status/status-context';
import { fillTemplate } from '@/core/text/template';
import type { HelocApplication } from '@/generated/types/heloc-application';
import { START_APPLICATION_PATH } from './login-page';
import { sessionCopy } from './session-copy';

const copy = sessionCopy.dashboard;

/** Step N of 8 and a thin bar of one segment a step; the line carries the words, the bar its value. */
function CardProgress({ progress }: { progress: ProgressPanelModel }) {
  const line = fillTemplate(copy.progress, { step: progress.step, steps: progress.steps, label: progress.label });
  return (
    <div className="application-card__progress">
      <p className="application-card__stage">{line}</p>
      <div
        className="application-card__bar"
        role="progressbar"
        aria-label={copy.progressLabel}
        aria-valuemin={1}
        aria-valuemax={progress.steps}
        aria-valuenow={progress.step}
        aria-valuetext={line}
      >
        {progress.items.map((item, i) => (
          <span key={i} className={`application-card__segment application-card__segment--${item.state}`} />
        ))}
      </div>
    </div>
  );
}

function PrimaryAction({ action }: { action: NextAction }) {
  if (action.kind === 'start-new')
    return (
      <Link to={START_APPLICATION_PATH} className="button">
        {copy.flowStop.ended.action}
      </Link>
    );
  return (
    <Link to={action.to} state={action.state} className="button">
      {action.kind === 'unblock' ? copy.flowStop.blocked.action : copy.continue}
    </Link>
  );
}

/**
 * One application as a card: the property, its status in words (flows/status-routes.json), how
 * far it has come on the step bar, the one next action its status leads to, then the other tasks.
 * An application whose status ends or blocks the flow (flowStops) says so above the action.
 */
export function ApplicationCard({ application }: { application: HelocApplication }) {
  const headingId = useId();
  const tasksId = useId();
  const { status, context } = fromApplication(application);
  const { street1, city, state } = application.property;
  const stop = flowStopOf(status);
  const action = nextActionFor(application.uuid, status, context);
  const progress = progressPanelFor(applicationCopy.stepBar, '', status, context);
  const profilePath = `/account/heloc/${encodeURIComponent(application.uuid)}/start/profile`;
  return (
    <article className="application-card" aria-labelledby={headingId}>
      <h3 id={headingId} className="application-card__address">
        {fillTemplate(copy.address, { street1, city, state })}
      </h3>
      <p className="application-card__meta">
        <span>{fillTemplate(copy.loanNumber, { loanNumber: application.loanNumber })}</span>
        <span>
          {fillTemplate(copy.started, { date: displayDate(application.auditFields?.createdDate, copy.invalidDate) })}
        </span>
      </p>
      <p className="application-card__status">
        {fillTemplate(copy.status, { status: statusLabel(resolveStatusRoute(status, context)) })}
      </p>
      {progress && <CardProgress progress={progress} />}
      {stop && <p className="application-card__note">{copy.flowStop[stop].note}</p>}
      {action && (
        <p className="application-card__action">
          <PrimaryAction action={action} />
        </p>
      )}
      {application.active && !stop && (
        <>
          <h4 id={tasksId} className="application-card__tasks-heading">
            {copy.otherTasks}
          </h4>
          <ul className="plain application-card__tasks" aria-labelledby={tasksId}>
            <li>
              <Link to={profilePath}>{copy.profileLink}</Link>
            </li>
          </ul>
        </>
      )}
    </article>
  );
}
