import { platformCopy } from './platform-copy';

/** After the survey closes the logout proceeds this much later (platform-services section 4). */
export const LEAVE_SURVEY_LOGOUT_DELAY_MS = 750;
/** Local-storage key remembering that the survey was shown in this browser: it runs once. */
export const LEAVE_SURVEY_STORAGE_KEY = 'leave-survey-shown';

const APPLICATION_SCREEN = /^\/account\/heloc\/[0-9a-f-]{36}\/(.+?)\/?$/i;

/** Whether `pathname` is one of the screens where logging out asks the survey (liens, product select, identity, signing). */
export function isLeaveSurveyScreen(pathname: string, screens: readonly string[] = platformCopy.leaveSurvey.screens) {
  const screen = APPLICATION_SCREEN.exec(pathname)?.[1];
  if (!screen) return false;
  return screens.some((prefix) => screen === prefix || screen.startsWith(`${prefix}/`));
}

export interface SurveyStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Whether logging out from `pathname` shows the survey now: on one of its screens, and never before in this browser. */
export function shouldAskLeaveSurvey(pathname: string, storage: SurveyStorage): boolean {
  return isLeaveSurveyScreen(pathname) && storage.getItem(LEAVE_SURVEY_STORAGE_KEY) === null;
}

export function rememberLeaveSurvey(storage: SurveyStorage, at: Date): void {
  storage.setItem(LEAVE_SURVEY_STORAGE_KEY, at.toISOString());
}
