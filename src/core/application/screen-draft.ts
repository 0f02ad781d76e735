import type { FormData } from './screen-form';

/**
 * Answers never kept in browser storage (ASVS: nothing sensitive beyond the session token): the
 * Social Security number, account and routing numbers, passwords, and the HMDA demographic
 * answers (ethnicity, race, sex), which the borrower gives only to be sent. After a session end
 * these fields are asked again; every other answer of the screen comes back.
 */
export const UNSTORED_FIELDS: ReadonlySet<string> = new Set([
  'ssn',
  'accountNumber',
  'routingNumber',
  'password',
  'confirmPassword',
  'ethnicity',
  'race',
  'sex',
]);

/** The part of a form screen's answers that may wait in this tab's session storage. */
export function draftableAnswers(answers: FormData): FormData {
  return Object.fromEntries(Object.entries(answers).filter(([field]) => !UNSTORED_FIELDS.has(field)));
}

/** Where one application's screen keeps its draft: one entry per application and screen path. */
export function screenDraftKey(uuid: string, screenPath: string): string {
  return `${uuid}:${screenPath}`;
}

/** Stored drafts as read back (anything unreadable is no draft): objects of answers by key. */
export function parseScreenDrafts(raw: string | null): Record<string, FormData> {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed as Record<string, unknown>).filter(
        (entry): entry is [string, FormData] =>
          Boolean(entry[1]) && typeof entry[1] === 'object' && !Array.isArray(entry[1]),
      ),
    );
  } catch {
    return {};
  }
}

/** The answers a screen starts from: its prefill, then what the borrower had typed (minus unstored fields). */
export function withDraft(prefill: FormData, draft: FormData | undefined): FormData {
  return draft ? { ...prefill, ...draftableAnswers(draft) } : prefill;
}
