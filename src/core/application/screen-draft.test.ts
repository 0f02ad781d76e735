import { describe, expect, it } from 'vitest';
import { draftableAnswers, parseScreenDrafts, screenDraftKey, withDraft } from './screen-draft';

describe('application form drafts', () => {
  it('keeps ordinary answers and drops the SSN, account numbers and HMDA answers', () => {
    expect(
      draftableAnswers({ employerName: 'Acme', ssn: '123456789', accountNumber: '1', race: ['x'], jobTitle: 'Chef' }),
    ).toEqual({ employerName: 'Acme', jobTitle: 'Chef' });
  });

  it('reads back only objects of answers; anything else is no draft', () => {
    expect(parseScreenDrafts(null)).toEqual({});
    expect(parseScreenDrafts('not json')).toEqual({});
    expect(parseScreenDrafts('[1]')).toEqual({});
    expect(parseScreenDrafts('{"a:b":{"x":"1"},"c:d":3,"e:f":[1]}')).toEqual({ 'a:b': { x: '1' } });
  });

  it('starts a screen from its prefill with the typed answers over it, never a stored secret', () => {
    expect(withDraft({ name: 'Pre', phone: '1' }, { name: 'Typed', ssn: '123456789' })).toEqual({
      name: 'Typed',
      phone: '1',
    });
    expect(withDraft({ name: 'Pre' }, undefined)).toEqual({ name: 'Pre' });
    expect(screenDraftKey('u', 'income/employer-verification')).toBe('u:income/employer-verification');
  });
});
