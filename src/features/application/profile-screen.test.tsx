import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applicationBody, BASE, renderJourney, statusBody, UUID, type FakeRoutes } from './test-support/journey-kit';

const APP = `/service-application/api/v1/application/heloc/${UUID}`;
const PROFILE = {
  type: 'BORROWER',
  name: { firstName: 'Pat', middleName: null, lastName: 'Doe', suffix: 'Jr' },
  dob: '1980-02-29',
  phoneNumbers: [{ type: 'MOBILE', number: '+14155550199' }],
};

// Answers typed on a screen wait in this tab (screen drafts): each test starts from an empty tab.
afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

function open(task: FakeRoutes[string]) {
  return renderJourney(
    {
      [`GET ${APP}`]: [200, applicationBody()],
      ['GET /service-profile/api/v1/profile']: [200, PROFILE],
      [`GET ${BASE}/status`]: [200, statusBody('HMDA')],
      [`POST ${BASE}/tasks/confirm-profile`]: task,
    },
    `/account/heloc/${UUID}/start/profile`,
  );
}

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;

describe('start/profile', () => {
  it('starts from the profile, with autocomplete on every field, and posts confirm-profile as the API stores it', async () => {
    const posted: unknown[] = [];
    const { router } = open((init) => (posted.push(JSON.parse(String(init.body))), [200, statusBody('HMDA')]));
    await screen.findByRole('heading', { level: 1, name: 'Confirm your profile' });
    expect(screen.getByText(/application 70000001/)).toBeDefined();
    const expected: [string, string, string][] = [
      ['First name', 'Pat', 'given-name'],
      ['Middle name (optional)', '', 'additional-name'],
      ['Last name', 'Doe', 'family-name'],
      ['Date of birth', '02/29/1980', 'bday'],
      ['Mobile phone', '(415) 555-0199', 'tel-national'],
    ];
    for (const [label, value, autocomplete] of expected) {
      expect([label, field(label).value, field(label).getAttribute('autocomplete')]).toEqual([
        label,
        value,
        autocomplete,
      ]);
    }
    const suffix = screen.getByRole('combobox', { name: /^Suffix/ }) as HTMLSelectElement;
    // The application form's list (blank, I to V, JR, SR): the profile's 'Jr' is its JR.
    expect([...suffix.options].map((o) => o.textContent)).toEqual([
      'Select one',
      'None',
      'I',
      'II',
      'III',
      'IV',
      'V',
      'JR',
      'SR',
    ]);
    expect([suffix.selectedOptions[0]?.textContent, suffix.getAttribute('autocomplete')]).toEqual([
      'JR',
      'honorific-suffix',
    ]);

    fireEvent.change(field('Last name'), { target: { value: 'Doe-Smith' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/account/heloc/${UUID}/start/hmda`));
    expect(posted).toEqual([
      {
        name: { firstName: 'Pat', lastName: 'Doe-Smith', suffix: 'JR' },
        dob: '1980-02-29',
        phoneNumber: '+14155550199',
      },
    ]);
  });

  it('checks the fields before posting, with the spec words tied to the field', async () => {
    const posted: unknown[] = [];
    open((init) => (posted.push(init.body), [200, statusBody('HMDA')]));
    await screen.findByRole('heading', { level: 1, name: 'Confirm your profile' });
    fireEvent.change(field('First name'), { target: { value: 'P' } });
    fireEvent.change(field('Date of birth'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    const firstName = { name: 'First name', description: /First name must be at least 2 characters long/ };
    expect(await screen.findByRole('textbox', firstName)).toBeDefined();
    expect(
      screen.getByRole('textbox', { name: 'Date of birth', description: /Date of birth is required/ }),
    ).toBeDefined();
    expect(field('First name').getAttribute('aria-invalid')).toBe('true');
    expect(posted).toEqual([]);
  });

  it("shows the task's refusal in place (the age rule is the server's)", async () => {
    open([
      400,
      {
        status: 400,
        message: 'Must be at least 18 years old',
        errors: [{ pointer: '/dob', message: 'Must be at least 18 years old' }],
      },
    ]);
    await screen.findByRole('heading', { level: 1, name: 'Confirm your profile' });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Must be at least 18 years old');
  });
});
