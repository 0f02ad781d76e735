import { describe, expect, it } from 'vitest';
import { fillTemplate, templateKeys } from './template';

describe('fillTemplate', () => {
  it('fills placeholders', () =>
    expect(fillTemplate('Call {phone} or {email}.', { phone: '1', email: 'a@b' })).toBe('Call 1 or a@b.'));
  it('rejects an unknown placeholder', () =>
    expect(() => fillTemplate('Hi {nme}', { name: 'x' })).toThrow('Unknown placeholder {nme}'));
  it('lists keys', () => expect(templateKeys('{a} and {b1}')).toEqual(['a', 'b1']));
});
