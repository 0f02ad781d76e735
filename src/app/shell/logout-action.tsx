import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router';
import { LEAVE_SURVEY_LOGOUT_DELAY_MS, rememberLeaveSurvey, shouldAskLeaveSurvey } from '@/core/platform/leave-survey';
import type { LeaveSurveyAnswers } from '@/features/feedback/leave-survey-modal';
import { useLogout } from '@/features/session/use-logout';
import { useTrackEvent } from '@/features/telemetry/use-track-event';
import { appSession } from '../session/app-session';

const LeaveSurveyModal = lazy(() => import('@/features/feedback/leave-survey-modal'));

/**
 * What the profile menu's Logout (and Switch Accounts) does, for a signed-in borrower only: its own
 * chunk, so an anonymous first load does without it. It draws no item: the menu's button stays
 * the one element the borrower has focused (signed-in-menus.tsx), and each press of it raises
 * `requests`. From the liens, product select, identity and signing screens it first asks the
 * leave survey, once per browser; its answers go to telemetry, and the logout proceeds 0.75 s
 * after it closes. The survey is drawn under the body, as the menu is hidden once an item is
 * chosen.
 */
export default function LogoutAction({
  requests,
  onBusy,
}: {
  /** How many times the item was pressed, counting presses made while this code was loading. */
  requests: number;
  /** Told whether a logout is under way (the survey open, or the call out); first told on arrival. */
  onBusy: (busy: boolean) => void;
}) {
  const { logout, isPending } = useLogout(appSession);
  const location = useLocation();
  const track = useTrackEvent();
  const [surveying, setSurveying] = useState(false);
  const proceeding = useRef(false);
  const handled = useRef(0);

  const busy = isPending || surveying;
  useEffect(() => onBusy(busy), [busy, onBusy]);

  useEffect(() => {
    if (requests <= handled.current) return;
    handled.current = requests;
    if (shouldAskLeaveSurvey(location.pathname, window.localStorage)) {
      rememberLeaveSurvey(window.localStorage, new Date());
      setSurveying(true);
      return;
    }
    void logout();
  }, [requests, location.pathname, logout]);

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

  return surveying
    ? createPortal(
        <Suspense>
          <LeaveSurveyModal onDone={surveyDone} />
        </Suspense>,
        document.body,
      )
    : null;
}
