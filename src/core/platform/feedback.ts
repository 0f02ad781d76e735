import type { FeedbackRequest } from '@/generated/types/feedback-request';

export const FEEDBACK_TO_CEO_PATH = '/service-profile/api/v1/feedback/ceo';
export const FEEDBACK_PATH = '/service-profile/api/v1/feedback';

const APPLICATION_IN_PATH =
  /^\/account\/heloc\/(?:heloc-signer\/)?([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\/|$)/i;

/** The application a page is about (its uuid in the path), or undefined. */
export function applicationUuidIn(pathname: string, search = ''): string | undefined {
  const inPath = APPLICATION_IN_PATH.exec(pathname)?.[1];
  if (inPath) return inPath;
  const named = new URLSearchParams(search).get('application');
  return named && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(named) ? named : undefined;
}

export type FeedbackAnswers = Pick<FeedbackRequest, 'topic' | 'message' | 'marketingConsent'>;

/**
 * The feedback call (platform-services section 7): the form's answers with the page's pathname,
 * the application it is about when there is one, and productType HELOC; to the CEO on the
 * provider's own brand.
 */
export function feedbackCall(
  answers: FeedbackAnswers,
  page: { pathname: string; search?: string },
  brandKind: string,
): { path: string; body: FeedbackRequest } {
  const applicationUuid = applicationUuidIn(page.pathname, page.search);
  return {
    path: brandKind === 'provider' ? FEEDBACK_TO_CEO_PATH : FEEDBACK_PATH,
    body: {
      topic: answers.topic,
      message: answers.message,
      marketingConsent: answers.marketingConsent,
      ...(applicationUuid ? { applicationUuid } : {}),
      pathname: page.pathname,
      productType: 'HELOC',
    },
  };
}
