import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { registrationCopy } from '@/core/registration/copy';
import { RegisterHeader } from './register-header';

afterEach(cleanup);

const header = registrationCopy.header;

describe('RegisterHeader (the register page header, flows/registration/copy.json)', () => {
  it("is one line: the title, then 'Application ID#' with the loan number", () => {
    render(<RegisterHeader copy={header} loanNumber="70000042" />);
    expect(header.applicationId).toBe('Application ID#');
    const caption = screen.getByText(header.title).closest('p');
    expect(caption?.textContent).toBe(`${header.title} ${header.applicationId} 70000042`);
    expect(screen.getByText(`${header.applicationId} 70000042`)).toBeTruthy();
  });

  it.each([[undefined], [null], ['']])('without a loan number (%s) is the title alone', (loanNumber) => {
    render(<RegisterHeader copy={header} loanNumber={loanNumber} />);
    expect(screen.getByText(header.title).closest('p')?.textContent?.trim()).toBe(header.title);
    expect(screen.queryByText(header.applicationId, { exact: false })).toBeNull();
  });
});
