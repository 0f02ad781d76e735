import { draftableAnswers, parseScreenDrafts, screenDraftKey } from '@/core/application/screen-draft';
import type { FormData } from '@/core/application/screen-form';

/**
 * Half-filled application form screens, in this tab's session storage like the registration
 * draft: kept when the session ends by itself (the borrower signs in again and finds them),
 * removed once the screen's task is sent, and on sign-out. Secrets are never written.
 */
export const SCREEN_DRAFTS_KEY = 'heloc-application-drafts';

function readAll(storage: Storage): Record<string, FormData> {
  return parseScreenDrafts(storage.getItem(SCREEN_DRAFTS_KEY));
}

function writeAll(storage: Storage, drafts: Record<string, FormData>): void {
  try {
    if (Object.keys(drafts).length === 0) storage.removeItem(SCREEN_DRAFTS_KEY);
    else storage.setItem(SCREEN_DRAFTS_KEY, JSON.stringify(drafts));
  } catch {
    // Storage full or refused (private mode): the answers stay on screen, only not across a sign-in.
  }
}

export function readScreenDraft(storage: Storage, uuid: string, screenPath: string): FormData | undefined {
  return readAll(storage)[screenDraftKey(uuid, screenPath)];
}

export function saveScreenDraft(storage: Storage, uuid: string, screenPath: string, answers: FormData): void {
  writeAll(storage, { ...readAll(storage), [screenDraftKey(uuid, screenPath)]: draftableAnswers(answers) });
}

export function forgetScreenDraft(storage: Storage, uuid: string, screenPath: string): void {
  const drafts = readAll(storage);
  delete drafts[screenDraftKey(uuid, screenPath)];
  writeAll(storage, drafts);
}

/** For sign-out: every application's drafts go. */
export function clearScreenDrafts(storage: Storage): void {
  storage.removeItem(SCREEN_DRAFTS_KEY);
}
