// Apart from contact-card.ts: every page asks whose card shows; only a page with a card loads the card's parts.

/**
 * Whose card shows: the referrer query parameter, else the one remembered from this visit's
 * landing (registration removes the parameter from the address), else the application's referrer.
 */
export function originatorIdFor(sources: {
  queryReferrer: string | null;
  landingReferrer: string | null;
  applicationReferrer: string | null | undefined;
}): string | null {
  return sources.queryReferrer || sources.landingReferrer || sources.applicationReferrer || null;
}
