/** What the personal-data guard found in a message. */
export type MaskedKind = 'ssn' | 'account' | 'routing' | 'dob';

export interface MaskResult {
  text: string;
  /** Each kind found, once. */
  masked: MaskedKind[];
}

/** A date of birth is a date at least this many years ago (the youngest borrower is 18). */
const MIN_AGE_YEARS = 18;

const MONTHS =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';

// Digits not touching other digits, separators or decimals, so "$150,000.00", "12345-6789" and
// "(555) 123-4567" stay whole numbers of another kind.
const EDGE_BEFORE = '(?<![\\d.,/$-])';
const EDGE_AFTER = '(?![\\d,/-]|\\.\\d)';

const SSN_FORMATTED = new RegExp(`${EDGE_BEFORE}(\\d{3})([- ])(\\d{2})\\2(\\d{4})${EDGE_AFTER}`, 'g');
const DIGIT_RUN = new RegExp(`${EDGE_BEFORE}\\d{9,17}${EDGE_AFTER}`, 'g');
const NUMERIC_DATE = new RegExp(
  `${EDGE_BEFORE}(?:(\\d{1,2})([/.-])(\\d{1,2})\\2(\\d{4})|(\\d{4})-(\\d{1,2})-(\\d{1,2}))${EDGE_AFTER}`,
  'g',
);
const WRITTEN_DATE = new RegExp(`\\b(?:${MONTHS})\\.? \\d{1,2}(?:st|nd|rd|th)?,? (\\d{4})\\b`, 'gi');

/** ABA routing numbers carry a checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) ≡ 0 (mod 10). */
export function isRoutingNumber(digits: string): boolean {
  if (!/^\d{9}$/.test(digits) || /^0{9}$/.test(digits)) return false;
  const d = [...digits].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}

const keepLast4 = (digits: string) => '*'.repeat(digits.length - 4) + digits.slice(-4);

function validDate(month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

/**
 * Masks social security numbers (123-45-6789, 123 45 6789, nine digits), routing numbers (nine
 * digits with a valid checksum), account numbers (10 to 17 digits) and dates of birth (a date
 * at least 18 years before `currentYear`, as numbers or written out) before a message is stored,
 * sent to the chatbot or shown to an agent. Amounts, phone numbers, zip codes, years and recent
 * dates are left alone. The last four digits stay so the borrower can tell which number it was.
 */
export function maskPersonalData(text: string, currentYear: number): MaskResult {
  const found = new Set<MaskedKind>();
  const latestBirthYear = currentYear - MIN_AGE_YEARS;
  let out = text.replace(
    NUMERIC_DATE,
    (whole, m1: string, _sep, d1: string, y1: string, y2: string, m2: string, d2: string) => {
      const [year, month, day] = y1 ? [+y1, +m1, +d1] : [+y2, +m2, +d2];
      if (!validDate(month, day) || year < 1900 || year > latestBirthYear) return whole;
      found.add('dob');
      return whole.replace(/\d/g, '*');
    },
  );
  out = out.replace(WRITTEN_DATE, (whole, year: string) => {
    if (+year < 1900 || +year > latestBirthYear) return whole;
    found.add('dob');
    return whole.replace(/[A-Za-z0-9]/g, '*');
  });
  out = out.replace(SSN_FORMATTED, (_whole, _area: string, sep: string, _group: string, serial: string) => {
    found.add('ssn');
    return `***${sep}**${sep}${serial}`;
  });
  out = out.replace(DIGIT_RUN, (digits) => {
    if (digits.length === 9) found.add(isRoutingNumber(digits) ? 'routing' : 'ssn');
    else found.add('account');
    return keepLast4(digits);
  });
  return { text: out, masked: [...found] };
}
