import { describe, expect, it } from 'vitest';
import { registrationCopy } from './copy';
import { processingView, SUBMIT_STAGES } from './processing-stages';

const { messages } = registrationCopy.processing;

describe('processingView', () => {
  it('account creation first, then the create call with the lender’s checks, then the quote', () => {
    expect(processingView(messages, 'account')).toEqual({ current: ['Creating your account'], done: 0, total: 7 });
    expect(processingView(messages, 'application')).toEqual({
      current: [
        "Checking your credit with a soft inquiry that won't affect your score",
        'Locating your property',
        "Estimating your home's value",
        'Checking your eligibility',
        'Preparing your offers',
      ],
      done: 1,
      total: 7,
    });
    expect(processingView(messages, 'routing')).toEqual({
      current: ['Putting together your quote'],
      done: 6,
      total: 7,
    });
  });

  it('the spec stages appear in the pipeline order', () => {
    const order = messages.map((m) => SUBMIT_STAGES.indexOf(m.stage));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(messages.map((m) => m.key)).toEqual([
      'creatingAccount',
      'softCredit',
      'locatingProperty',
      'valuing',
      'eligibility',
      'offers',
      'quote',
    ]);
  });
});
