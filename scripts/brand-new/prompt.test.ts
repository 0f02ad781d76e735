import { describe, expect, it } from 'vitest';
import type { Answers } from './fields';
import { askMissing } from './prompt';

/** A terminal that answers from a script and records what was asked and said. */
function scripted(replies: string[]) {
  const asked: string[] = [];
  const said: string[] = [];
  const io = {
    ask: async (question: string) => {
      asked.push(question);
      if (replies.length === 0) throw new Error(`no scripted reply for: ${question}`);
      return replies.shift()!;
    },
    say: (line: string) => void said.push(line),
  };
  return { io, asked, said };
}

const ALL_BUT_ADDRESS: Answers = {
  org: 'BLUE_HERON_CU',
  name: 'Blue Heron Credit Union',
  legalName: 'Blue Heron Credit Union',
  kind: 'credit-union',
  hosts: 'blueheron',
  primary: '#1f5fa8',
  nav: '#0b1f33',
  states: 'OR,WA',
  phone: '(206) 555-0142',
  email: 'help@blueheroncu.example',
  nmls: '654321',
  termsLabel: 'Terms of Service',
};

describe('askMissing', () => {
  const cases: { name: string; given: Answers; replies: string[]; expected: Answers; said?: string[] }[] = [
    {
      name: 'asks only for what the flags left out',
      given: ALL_BUT_ADDRESS,
      replies: ['400 Pine Street', 'Seattle', 'wa', '98101'],
      expected: { ...ALL_BUT_ADDRESS, street: '400 Pine Street', city: 'Seattle', state: 'wa', zip: '98101' },
    },
    {
      name: 'asks again until an answer passes its rule',
      given: { ...ALL_BUT_ADDRESS, street: '1 Main St', city: 'Seattle', state: 'WA' },
      replies: ['981', '98101'],
      expected: { ...ALL_BUT_ADDRESS, street: '1 Main St', city: 'Seattle', state: 'WA', zip: '98101' },
      said: ['  --zip 981: "981" does not match the expected format (Five-digit zip code.)'],
    },
    {
      name: 'a bad flag value is asked again instead of failing the run',
      given: {
        ...ALL_BUT_ADDRESS,
        phone: '206-555-0142',
        street: '1 Main St',
        city: 'Seattle',
        state: 'WA',
        zip: '98101',
      },
      replies: ['(206) 555-0142'],
      expected: { ...ALL_BUT_ADDRESS, street: '1 Main St', city: 'Seattle', state: 'WA', zip: '98101' },
      said: [
        '  --phone 206-555-0142: "206-555-0142" does not match the expected format (Support phone written exactly as (206) 555-0142, the area code starting with 2 to 9.)',
      ],
    },
    {
      name: 'Enter takes the default and the suggested host prefix; an empty nav stays derived',
      given: { org: 'BLUE_HERON_CU', name: 'Blue Heron Credit Union' },
      replies: [
        '',
        '',
        '',
        '#1f5fa8',
        '',
        'OR',
        '(206) 555-0142',
        'a@b.example',
        '1234',
        '1 Main St',
        'Seattle',
        'WA',
        '98101',
        '',
      ],
      expected: {
        org: 'BLUE_HERON_CU',
        name: 'Blue Heron Credit Union',
        legalName: 'Blue Heron Credit Union',
        kind: 'credit-union',
        hosts: 'blueheron',
        primary: '#1f5fa8',
        states: 'OR',
        phone: '(206) 555-0142',
        email: 'a@b.example',
        nmls: '1234',
        street: '1 Main St',
        city: 'Seattle',
        state: 'WA',
        zip: '98101',
        termsLabel: 'Terms of Service',
      },
    },
    {
      name: 'a required answer cannot be skipped',
      given: { ...ALL_BUT_ADDRESS, street: '1 Main St', city: 'Seattle', state: 'WA' },
      replies: ['', '98101'],
      expected: { ...ALL_BUT_ADDRESS, street: '1 Main St', city: 'Seattle', state: 'WA', zip: '98101' },
      said: ['  --zip is needed'],
    },
  ];

  it.each(cases)('$name', async ({ given, replies, expected, said }) => {
    const terminal = scripted([...replies]);
    expect(await askMissing(given, terminal.io)).toEqual(expected);
    if (said) expect(terminal.said).toEqual(said);
  });

  it('shows defaults and suggestions in brackets', async () => {
    const terminal = scripted(['', '']);
    await askMissing(
      {
        ...ALL_BUT_ADDRESS,
        legalName: undefined,
        hosts: undefined,
        street: '1 Main St',
        city: 'Seattle',
        state: 'WA',
        zip: '98101',
      },
      terminal.io,
    );
    expect(terminal.asked).toEqual([
      'Legal name [Blue Heron Credit Union]: ',
      'Host prefixes, comma-separated [blueheron]: ',
    ]);
  });
});
