/** A borrower's registration answers, shaped like the form data (RegistrationData): nested objects, JSON values. */
type Json = Record<string, unknown>;
export type Answers = Json;

const isJson = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Meets every password rule of the flow (12+ characters, upper, lower, digit, special). */
export const PASSWORD = 'Sandbox-Pass1!';

/** Answers merged deeply (later wins), for "valid answers but this one field bad". */
export function merge(...parts: Answers[]): Answers {
  const out: Answers = {};
  for (const part of parts) {
    for (const [key, value] of Object.entries(part))
      out[key] = isJson(value) && isJson(out[key]) ? merge(out[key] as Answers, value) : value;
  }
  return out;
}

let emailCounter = 0;
const RUN = Date.now().toString(36);

/** A fresh borrower email; a tag picks a sandbox persona (declined, frozen, ...). */
export function uniqueEmail(tag?: string): string {
  emailCounter += 1;
  const unique = `e2e${RUN}${process.pid}n${emailCounter}r${Math.floor(Math.random() * 1e6)}`;
  return `pat+${unique}${tag ? `+${tag}` : ''}@example.com`;
}

/** A date as the form takes it, MM/DD/YYYY. */
export function usDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
}

/** A valid address in one of the brand's states. */
export function addressIn(state: string): { street1: string; city: string; state: string; zip: string } {
  const known: Record<string, { city: string; zip: string }> = {
    CA: { city: 'San Jose', zip: '95112' },
    OR: { city: 'Eugene', zip: '97405' },
    WA: { city: 'Spokane', zip: '99201' },
    NY: { city: 'Albany', zip: '12203' },
    TX: { city: 'Austin', zip: '78745' },
    AL: { city: 'Mobile', zip: '36602' },
    HI: { city: 'Honolulu', zip: '96822' },
  };
  const { city, zip } = known[state] ?? { city: 'Springfield', zip: '50001' };
  return { street1: '1450 Cedar Ridge Lane', city, state, zip };
}

/** Answers for every step of the journey: a HOME property in `state`, a fresh email. */
export function answersFor(state: string, more: Answers = {}): Answers {
  return merge(
    {
      propertyAddress: { ...addressIn(state), occupancyType: 'HOME' },
      isListedForSale: false,
      income: { income: 120000, employmentType: 'FULL_TIME' },
      // Asked only where fe-heloc-business-purpose is on (GRANITE_TRUST's manifest).
      businessPurpose: false,
      name: { firstName: 'Avery', lastName: 'Quinlan' },
      dob: '04/17/1981',
      email: uniqueEmail(),
      phoneNumber: '(415) 555-0142',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      termPrivacyConsent: true,
      communicationConsent: true,
    },
    more,
  );
}
