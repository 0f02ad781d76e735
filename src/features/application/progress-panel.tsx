import { useId } from 'react';
import { useLocation } from 'react-router';
import { progressPanelFor } from '@/core/application/progress-panel';
import { applicationCopy } from '@/core/application/screens';
import { fromApplication } from '@/core/status/status-context';
import { fillTemplate } from '@/core/text/template';
import { StepBar } from '@/renderer/step-bar';
import copy from '@flows/shell/progress-panel.json';
import { useApplication } from './api/get-application';
import './progress-panel.css';

export type ProgressPanelPlacement = 'side' | 'nav';

/**
 * The shell's progress side panel (platform-services.md 'Page shell'): the application's stage
 * and its step bar, from the page's screen, or on the index from the application's workflow status. On desktop a complementary region
 * beside the loan officer card ('side'); below 1024 px an item of the mobile navigation ('nav').
 * Nothing shows while the application loads, or when its status has no stage.
 */
export default function ProgressPanel({ uuid, placement }: { uuid: string; placement: ProgressPanelPlacement }) {
  const { data: application } = useApplication(uuid);
  const { pathname } = useLocation();
  const headingId = useId();
  if (!application) return null;
  const { status, context } = fromApplication(application);
  const rest = pathname.slice(pathname.indexOf(uuid) + uuid.length + 1);
  const panel = progressPanelFor(applicationCopy.stepBar, rest, status, context);
  if (!panel) return null;
  const body = (
    <>
      <h2 id={headingId} className="progress-panel__title">
        {copy.label}
      </h2>
      <p className="progress-panel__stage">
        {fillTemplate(applicationCopy.stepBar.stage, { step: panel.step, steps: panel.steps, label: panel.label })}
      </p>
      <StepBar
        variant="panel"
        label={applicationCopy.stepBar.label}
        completed={applicationCopy.stepBar.completed}
        upcoming={copy.upcoming}
        items={panel.items}
      />
    </>
  );
  if (placement === 'side')
    return (
      <aside className="progress-panel progress-panel--side" aria-labelledby={headingId}>
        {body}
      </aside>
    );
  return <li className="progress-panel progress-panel--nav">{body}</li>;
}
