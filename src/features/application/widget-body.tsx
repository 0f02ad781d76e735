import { Suspense, type LazyExoticComponent } from 'react';
import { applicationCopy } from '@/core/application/screens';
import type { ScreenPageProps } from './screen-props';
import type { ScreenWidget, ScreenWidgetProps, WidgetKey } from './screen-widget';
import { screenWidgets } from './widgets';

/** A kind "widget" screen: the registered widget draws the body (npm run validate refuses unknown keys). */
export function WidgetBody({ uuid, found, application, submitTask, goTo, recheck }: ScreenPageProps) {
  const { screen, path, params } = found;
  const key = screen.widget as WidgetKey;
  // The one cast: npm run validate held this screen's options to the schema of its widget.
  const Widget = Object.hasOwn(screenWidgets, key)
    ? (screenWidgets[key] as LazyExoticComponent<ScreenWidget<WidgetKey>>)
    : undefined;
  if (!Widget) throw new Error(`Screen "${path}" names the widget "${screen.widget}", which is not registered`);
  return (
    <Suspense fallback={<p role="status">{applicationCopy.routing.loading}</p>}>
      <Widget
        uuid={uuid}
        screenPath={path}
        params={params}
        application={application}
        copy={(screen.copy ?? {}) as Record<string, string>}
        options={(screen.options ?? {}) as ScreenWidgetProps<WidgetKey>['options']}
        submitTask={submitTask}
        goTo={goTo}
        recheck={recheck}
      />
    </Suspense>
  );
}
