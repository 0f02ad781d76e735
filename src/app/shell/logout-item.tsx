import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router';
import copy from '@flows/shell/copy.json';
import { LEAVE_SURVEY_LOGOUT_DELAY_MS, rememberLeaveSurvey, shouldAskLeaveSurvey } from '@/core/platform/leave-survey';
import type { LeaveSurveyAnswers } from '@/features/feedback/leave-survey-modal';
import { useLogout } from '@/features/session/use-logout';
import { useTrackEvent } from '@/features/telemetry/use-track-event';
import { appSession } from '../session/app-session';
import type { MenuItemProps } from './nav-menu';

const LeaveSurveyModal = lazy(() => import('@/features/feedback/leave-survey-modal'));

/**
 * The profile menu's Logout (and Switch Accounts), for a signed-in borrower only: its own chunk, so
 * an anonymous first load does without it. From the liens, product select, identity and signing
 * screens it first asks the leave survey, once per browser; its answers go to telemetry, and the
 * logout proceeds 0.75 s after it closes. The survey is drawn under the body, as the menu that
 * holds this item is hidden once an item is chosen.
 */
export default function LogoutItem({
  ref,
  onClick,
  label = copy.nav.profileItems.logout,
  chosen = false,
  ...item
}: MenuItemProps & {
  label?: string;
  /** Clicked while this code was loading: carried out on arrival. */
  chosen?: boolean;
}) {
  const { logout, isPending } = useLogout(appSession);
  const location = useLocation();
  const track = useTrackEvent();
  const [surveying, setSurveying] = useState(false);
  const proceeding = useRef(false);

  const start = () => {
    if (shouldAskLeaveSurvey(location.pathname, window.localStorage)) {
      rememberLeaveSurvey(window.localStorage, new Date());
      setSurveying(true);
      return;
    }
    void logout();
  };
  // A click taken while this code loaded (signed-in-menus.tsx) is carried out once, on arrival.
  const started = useRef(false);
  useEffect(() => {
    if (!chosen || started.current) return;
    started.current = true;
    start();
  });

  const surveyDone = (answers: LeaveSurveyAnswers | null) => {
    if (proceeding.current) return;
    proceeding.current = true;
    if (answers && (answers.reason || answers.comment)) {
      track({
        event: 'LEAVE_SURVEY',
        pagePath: location.pathname,
        queryParams: Object.fromEntries(new URLSearchParams(location.search)),
        eventProperties: { ...answers },
      });
    }
    window.setTimeout(() => void logout(), LEAVE_SURVEY_LOGOUT_DELAY_MS);
  };

  return (
    <>
      <button
        type="button"
        {...item}
        ref={ref}
        aria-busy={isPending || surveying}
        onClick={() => {
          onClick();
          start();
        }}
      >
        {label}
      </button>
      {surveying &&
        createPortal(
          <Suspense>
            <LeaveSurveyModal onDone={surveyDone} />
          </Suspense>,
          document.body,
        )}
    </>
  );
}
