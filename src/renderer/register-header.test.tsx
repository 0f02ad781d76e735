import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { registrationCopy } from '@/core/registration/copy';
import { RegisterHeader } from './register-header';

afterEach(cleanup);

const header = registrationCopy.header;

describe('RegisterHeader (the register page header, flows/registration/copy.json)', () => {
  it("shows the title, 'Application ID#' with the loan number, and the secondary items", () => {
    render(<RegisterHeader copy={header} loanNumber="70000042" />);
    expect(header.applicationId).toBe('Application ID#');
    expect(screen.getByText(header.title)).toBeTruthy();
    expect(screen.getByText(`${header.applicationId} 70000042`)).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(header.secondary);
  });

  it.each([[undefined], [null], ['']])('without a loan number (%s) says the number is still to come', (loanNumber) => {
    render(<RegisterHeader copy={header} loanNumber={loanNumber} />);
    expect(screen.getByText(`${header.applicationId} ${header.applicationIdPending}`)).toBeTruthy();
  });

  it('leaves the secondary list out when the copy has none', () => {
    render(<RegisterHeader copy={{ applicationId: 'Application ID#', title: 'Apply' }} loanNumber="1" />);
    expect(screen.queryByRole('list')).toBeNull();
  });
});
