import registerHeader from '@flows/application/register-header.json';
import { lazy } from 'react';
import { useIntroVariant } from '@/api/use-screen-condition';
import { useScreenExperiment } from '@/api/use-screen-experiment';
import { showsNotificationsPanel } from '@/core/application/notifications-panel-screens';
import { introParagraphs, screenValues } from '@/core/application/screen-values';
import { screenWordsFor } from '@/core/application/screen-words';
import { applicationCopy, type FoundScreen } from '@/core/application/screens';
import { stageOnScreen } from '@/core/application/progress-panel';
import { stepBar } from '@/core/application/step-bar';
import { fromApplication } from '@/core/status/status-context';
import type { HelocApplication } from '@/generated/types/heloc-application';
import { PageHeading } from '@/renderer/page-heading';
import { RegisterHeader } from '@/renderer/register-header';
import { StepBar } from '@/renderer/step-bar';
import { NotificationsSlot } from './notifications-slot';
import { loadFormBody } from './screen-loading';
import { ScreenActions } from './screen-actions';
import { WaitBody } from './wait-body';
import type { ScreenPageProps } from './screen-props';
import { WidgetBody } from './widget-body';
import './application.css';

/** Only form screens load the step form renderer; routing loads it before it opens one (screen-loading.ts). */
const FormBody = lazy(() => loadFormBody().then((m) => ({ default: m.FormBody })));

/** One screen of the application: the register header with the loan number, step bar, h1 (focused on arrival), intro, then the body its kind draws. */
export function ScreenPage(props: ScreenPageProps) {
  const { found, application } = props;
  const { screen } = found;
  const values = screenValues(application, applicationCopy.answers);
  // A path parameter's value may have its own heading and intro (paramWords), an experiment may
  // change them (flows/platform/experiments.json), and a condition (a lender's flag) the intro (introVariant).
  const words = useIntroVariant(
    screen,
    useScreenExperiment(props.uuid, found.path, screenWordsFor(screen, found.params)),
    application,
  );
  const bar = props.bar ?? {
    ...applicationCopy.stepBar,
    items: stepBar(applicationCopy.stepBar, stageOf(found, application), application.status.manualNotary),
  };
  return (
    <div className="application-screen">
      <RegisterHeader copy={registerHeader} loanNumber={application.loanNumber} />
      {/* The application's own bar is the progress side panel's on desktop; a signer's bar stays on the page. */}
      <StepBar
        label={bar.label}
        completed={bar.completed}
        stage={bar.stage}
        items={bar.items}
        inPanelOnDesktop={!props.bar}
      />
      <PageHeading title={words.title} />
      {words.intro && (
        <div className="application-screen__intro">
          {introParagraphs(words.intro, values).map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      )}
      <Body {...props} />
      {screen.actions && <ScreenActions actions={screen.actions} {...props} />}
      {(props.notifications ?? true) && showsNotificationsPanel(screen) && (
        <NotificationsSlot uuid={props.uuid} screenPath={found.path} />
      )}
    </div>
  );
}

function Body(props: ScreenPageProps) {
  switch (props.found.screen.kind) {
    case 'form':
      return <FormBody {...props} />;
    case 'widget':
      return <WidgetBody {...props} />;
    case 'wait':
      return <WaitBody {...props} />;
    case 'info':
      return null;
  }
}

/** The step bar's stage on this screen: where the application is, when the screen is shared across the workflow. */
function stageOf(found: FoundScreen, application: HelocApplication) {
  const { status, context } = fromApplication(application);
  return stageOnScreen({ path: found.path, stage: found.screen.stage }, status, context);
}
