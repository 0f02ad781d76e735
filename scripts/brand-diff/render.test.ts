import { describe, expect, it } from 'vitest';
import type { Change } from './change';
import type { Plan } from './plan';
import { code, renderMarkdown } from './render-markdown';
import { renderText } from './render-text';

const MERIDIAN = { orgCode: 'MERIDIAN', displayName: 'Meridian Home Credit' };
const CEDAR = { orgCode: 'CEDAR_VALLEY_FCU', displayName: 'Cedar Valley Credit Union' };

function planWith(parts: Partial<Plan>): Plan {
  return { added: [], removed: [], changed: [], hosts: [], flows: [], changedBrands: [], lenderCount: 66, ...parts };
}

const lenderWith = (change: Change) => planWith({ changed: [{ ...CEDAR, changes: [change] }] });
const LONG = `"${'Federally insured by NCUA. '.repeat(4).trim()}"`;

// One row per kind of change: the line it becomes in the terminal and in the pull-request comment.
describe.each([
  {
    change: { kind: 'changed', label: 'Terms link text', before: '"Terms of Service"', after: '"Terms of Use"' },
    text: '    Terms link text: "Terms of Service" -> "Terms of Use"',
    markdown: '- **Terms link text**: `"Terms of Service"` → `"Terms of Use"`',
  },
  {
    change: { kind: 'changed', label: 'Disclaimer 1', before: LONG, after: '"Insured by NCUA."' },
    text: `    Disclaimer 1:\n      old: ${LONG}\n      new: "Insured by NCUA."`,
    markdown: `- **Disclaimer 1**:\n  - old: \`${LONG}\`\n  - new: \`"Insured by NCUA."\``,
  },
  {
    change: { kind: 'set', label: 'States served', added: ['OK', 'TX'], removed: ['NM'] },
    text: '    States served: added OK, TX; removed NM',
    markdown: '- **States served**: added OK, TX; removed NM',
  },
  {
    change: { kind: 'added', label: 'Extra footer link', value: '"Complaints" (mailto:c@x.example)' },
    text: '    Extra footer link added: "Complaints" (mailto:c@x.example)',
    markdown: '- **Extra footer link** added: `"Complaints" (mailto:c@x.example)`',
  },
  {
    change: {
      kind: 'reordered',
      label: 'Registration steps › steps order',
      before: ['a', 'b', 'c'],
      after: ['a', 'c', 'b'],
    },
    text: '    Registration steps › steps order: a, b, c -> a, c, b',
    markdown: '- **Registration steps › steps order**: `a, b, c` → `a, c, b`',
  },
  {
    change: { kind: 'summary', label: 'Theme', parts: ['primary #0b57d0 -> #0a4fbf', 'logo file changed'] },
    text: '    Theme: primary #0b57d0 -> #0a4fbf, logo file changed',
    markdown: '- **Theme**: primary #0b57d0 -> #0a4fbf, logo file changed',
  },
] as { change: Change; text: string; markdown: string }[])('a $change.kind change', ({ change, text, markdown }) => {
  it('reads the same in text and markdown', () => {
    expect(renderText(lenderWith(change))).toContain(
      `~ changed lender CEDAR_VALLEY_FCU "Cedar Valley Credit Union"\n${text}\n`,
    );
    expect(renderMarkdown(lenderWith(change))).toContain(
      `#### \`CEDAR_VALLEY_FCU\` Cedar Valley Credit Union\n\n${markdown}\n`,
    );
  });
});

describe('renderText', () => {
  const plan = planWith({
    added: [{ ...CEDAR, hostPrefixes: ['cedarvalley', 'cvfcu'], statesServed: ['ID', 'OR'] }],
    hosts: [
      { prefix: null, before: { ...MERIDIAN, isDefault: true }, after: { ...CEDAR, isDefault: true } },
      { prefix: 'cvfcu', before: { ...MERIDIAN, isDefault: true }, after: { ...CEDAR, isDefault: false } },
    ],
  });

  it('prints the summary, the added lender and each host once', () => {
    expect(renderText(plan)).toBe(
      [
        'Plan: 1 lender added, 0 removed, 0 changed; 1 host resolves differently, and the default brand changes; 0 flow files changed.',
        '',
        '+ added lender CEDAR_VALLEY_FCU "Cedar Valley Credit Union"',
        '    Hosts: cedarvalley, cvfcu',
        '    States served: ID, OR',
        '',
        'Hosts that resolve differently:',
        '  ~ every host no lender claims: Meridian Home Credit (MERIDIAN) -> Cedar Valley Credit Union (CEDAR_VALLEY_FCU)',
        '  ~ host cvfcu.<any domain>: Meridian Home Credit (MERIDIAN, the default brand: no lender claimed cvfcu) -> Cedar Valley Credit Union (CEDAR_VALLEY_FCU)',
        '',
      ].join('\n'),
    );
  });

  it('leaves the count line out when asked (one lender’s part of a plan, in the screenshot report)', () => {
    expect(renderText(plan, { summary: false })).toMatch(/^\n\+ added lender CEDAR_VALLEY_FCU/);
    expect(renderText(plan, { summary: false })).not.toContain('Plan: ');
  });

  it('colours only when asked', () => {
    expect(renderText(plan, { color: true })).toContain('\x1b[32m+ added lender');
    expect(renderText(plan)).not.toContain('\x1b[');
  });

  it('says so when nothing changes', () => {
    expect(renderText(planWith({}))).toBe('No borrower-visible changes.\n');
    expect(renderMarkdown(planWith({}))).toBe('## Brand plan\n\nNo borrower-visible changes.\n');
  });
});

describe('markdown code spans', () => {
  it.each([
    ['plain', '`plain`'],
    ['a `tick`', '`` a `tick` ``'],
    ['`x`', '`` `x` ``'],
  ])('%s', (text, span) => {
    expect(code(text)).toBe(span);
  });

  it('escapes pipes inside the host table', () => {
    const plan = planWith({
      hosts: [
        {
          prefix: 'ab',
          before: { ...MERIDIAN, displayName: 'A|B', isDefault: false },
          after: { ...CEDAR, isDefault: false },
        },
      ],
    });
    expect(renderMarkdown(plan)).toContain(
      '| `ab.<any domain>` | A\\|B (`MERIDIAN`) | Cedar Valley Credit Union (`CEDAR_VALLEY_FCU`) |',
    );
  });
});
