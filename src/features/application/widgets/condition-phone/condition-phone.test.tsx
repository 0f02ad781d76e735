import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import flow from '@flows/application/screens/conditions.json';
import { APP_PATH, conditionSet, CONDITIONS, linkTo } from '../../test-support/condition-fixtures';
import { renderWidget, type FakeRoutes, expectRefusedInPlace } from '../../test-support/widget-test-kit';
import ConditionPhone from './condition-phone';

afterEach(cleanup);

const set = conditionSet();
const phone = set.find((c) => c.categoryEnum === 'MISSING_PHONE')!;

function draw(routes: FakeRoutes = {}) {
  return renderWidget(ConditionPhone, {
    screen: flow.screens['conditions/phone-number'],
    screenPath: 'conditions/phone-number',
    at: `${APP_PATH}/conditions/${linkTo(phone)}`,
    routes: { [`GET ${CONDITIONS}/external-applicants`]: [200, set], ...routes },
  });
}
const input = () => screen.getByLabelText('Mobile phone') as HTMLInputElement;
const type = (value: string) => fireEvent.change(input(), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Save phone number' }));

describe('condition-phone', () => {
  it('formats as typed, sends +1 and the digits, then goes back to the list', async () => {
    let body: unknown;
    const { goTo } = draw({
      [`PUT ${CONDITIONS}/${phone.uuid}/phone-number`]: (init) => {
        body = JSON.parse(String(init.body));
        return [200, { ...phone, actionNeeded: false }];
      },
    });
    await screen.findByLabelText('Mobile phone');
    expect([input().type, input().getAttribute('autocomplete'), input().getAttribute('inputmode')]).toEqual([
      'tel',
      'tel-national',
      'tel',
    ]);
    type('4155550123');
    expect(input().value).toBe('(415) 555-0123');
    submit();
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('conditions'));
    expect(body).toEqual({ phoneNumber: '+14155550123' });
  });

  it.each([
    ['', 'Please enter your mobile phone'],
    ['415555', 'Please enter a valid phone number'],
    ['1415555012', 'Country code 1 is not needed'],
  ])('%j: %s, tied to the field and focused', async (typed, message) => {
    draw();
    await screen.findByLabelText('Mobile phone');
    type(typed);
    submit();
    expectRefusedInPlace(input(), message);
  });

  it("shows the server's message in place", async () => {
    draw({
      [`PUT ${CONDITIONS}/${phone.uuid}/phone-number`]: [
        409,
        { status: 409, message: `Condition '${phone.uuid}' was already answered` },
      ],
    });
    await screen.findByLabelText('Mobile phone');
    type('4155550123');
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('was already answered'));
  });
});
