import { applicationCopy } from '@/core/application/screens';
import { PageHeading } from '@/renderer/page-heading';
import type { RoutingPhase } from './use-status-routing';

const copy = applicationCopy;

/** While routing reads the status: a short loading line, or the wait screen for a waiting status. */
export function RoutingView({ phase, failed, onRetry }: { phase: RoutingPhase; failed: boolean; onRetry: () => void }) {
  if (failed) {
    return (
      <div className="application-screen">
        <p role="alert">{copy.errors.loadFailed}</p>
        <p>
          <button type="button" className="button" onClick={onRetry}>
            {copy.errors.retry}
          </button>
        </p>
      </div>
    );
  }
  if (phase !== 'waiting') return <p role="status">{copy.routing.loading}</p>;
  return (
    <div className="application-screen">
      <PageHeading title={copy.routing.waitingTitle} />
      {copy.routing.waitingBody.map((text) => (
        <p key={text}>{text}</p>
      ))}
      <Loader label={copy.routing.stillWorking} />
    </div>
  );
}

/** An indeterminate loader: a polite status line screen readers hear once, with a spinner beside it. */
export function Loader({ label }: { label: string }) {
  return (
    <p role="status" className="loader">
      <span className="loader__spinner" aria-hidden="true" />
      {label}
    </p>
  );
}
