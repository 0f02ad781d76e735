import { Suspense } from 'react';
import { applicationCopy } from '@/core/application/screens';
import type { ScreenPageProps } from './screen-props';
import { screenWidgets } from './widgets';

/** A kind "widget" screen: the registered widget draws the body (npm run validate refuses unknown keys). */
export function WidgetBody({ uuid, found, application, submitTask, goTo, recheck }: ScreenPageProps) {
  const { screen, path, params } = found;
  const Widget = screenWidgets[screen.widget!];
  if (!Widget) throw new Error(`Screen "${path}" names the widget "${screen.widget}", which is not registered`);
  return (
    <Suspense fallback={<p role="status">{applicationCopy.routing.loading}</p>}>
      <Widget
        uuid={uuid}
        screenPath={path}
        params={params}
        application={application}
        copy={(screen.copy ?? {}) as Record<string, string>}
        options={(screen.options ?? {}) as Record<string, unknown>}
        submitTask={submitTask}
        goTo={goTo}
        recheck={recheck}
      />
    </Suspense>
  );
}
