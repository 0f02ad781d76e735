import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { applicationCopy } from '@/core/application/screens';
import { outstandingConditions } from '@/core/conditions/condition-categories';
import { screenHref } from '@/core/conditions/condition-link';
import { notificationsPanel } from '@/core/conditions/notifications-panel';
import { relativeTimeOf } from '@/core/platform/relative-time';
import { fillTemplate } from '@/core/text/template';
import { RouterLink } from '@/renderer/router-link';
import { useConditions } from './api/get-conditions';

/**
 * The notifications panel (platform-services): the application's outstanding conditions, the 3
 * latest with View All / View Less, each linking to its card on the conditions screen and saying
 * how long ago the lender asked. Drawn only while there are some; a failed read shows nothing
 * (the conditions screen says why).
 */
export function NotificationsPanel({ uuid, screenPath }: { uuid: string; screenPath: string }) {
  const words = applicationCopy.notifications;
  const id = useId();
  const location = useLocation();
  const [expanded, setExpanded] = useState(false);
  const conditions = useConditions(uuid);
  const outstanding = conditions.data ? outstandingConditions(conditions.data) : [];
  if (outstanding.length === 0) return null;
  const panel = notificationsPanel(outstanding, expanded);
  const now = new Date();
  return (
    <section className="notifications-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{words.heading}</h2>
      <p>{fillTemplate(words.summary, { count: panel.total })}</p>
      <ul id={`${id}-list`} className="notifications-panel__list">
        {panel.items.map((c) => {
          // When the lender asked, as the platform spec's relative time reads it: "2 days ago".
          const asked = relativeTimeOf(c.created, now);
          return (
            <li key={c.uuid}>
              <RouterLink to={screenHref(location, screenPath, `conditions#condition-${c.uuid}`)}>
                {c.header}
              </RouterLink>
              {asked && (
                <>
                  {' '}
                  <time className="notifications-panel__time" dateTime={c.created}>
                    {asked}
                  </time>
                </>
              )}
            </li>
          );
        })}
      </ul>
      {panel.toggle && (
        <button
          type="button"
          className="button button--secondary"
          aria-expanded={expanded}
          aria-controls={`${id}-list`}
          onClick={() => setExpanded(!expanded)}
        >
          {panel.toggle === 'viewAll' ? fillTemplate(words.viewAll, { count: panel.total }) : words.viewLess}
        </button>
      )}
    </section>
  );
}
