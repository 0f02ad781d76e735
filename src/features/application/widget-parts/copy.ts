import { HttpError, UNEXPECTED_MESSAGE } from '@/core/http/http-error';

/**
 * A screen's words by key. A key missing from the flow file throws, so a typo fails the widget's
 * test (which renders the real flow copy) instead of showing a borrower an empty label.
 */
export function words(copy: Readonly<Record<string, string>>) {
  return (key: string): string => {
    const text = copy[key];
    if (typeof text !== 'string') throw new Error(`Screen copy is missing "${key}"`);
    return text;
  };
}

/** The server's message of a failed call (platform-services section 8), else the generic one. */
export function failureMessage(error: unknown): string {
  return error instanceof HttpError ? error.message : UNEXPECTED_MESSAGE;
}
