import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { errorSummary } from '@/renderer/form/test-support/error-summary';
import flow from '@flows/application/screens/signing.json';
import { badRequest, descriptionOf, renderWidget, testApplication } from '../../test-support/widget-test-kit';
import AdditionalSigners from './additional-signers';

afterEach(cleanup);

const additional = flow.screens['signing/additional'];
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
const withSam = testApplication({
  signers: [{ uuid: 's1', firstName: 'Sam', lastName: 'Doe', email: 'sam@example.com', status: 'INTRO' }],
});

describe('additional-signers', () => {
  it('invites a co-owner, then says so and clears the form', async () => {
    const { submitTask } = renderWidget(AdditionalSigners, { screen: additional, screenPath: 'signing/additional' });
    expect(screen.getByRole('heading', { level: 2, name: 'Invite a co-owner' })).toBeTruthy();
    expect(descriptionOf(input('First name'))).toBe('As it appears on their government ID.');
    expect(input('Email').type).toBe('email');
    type('First name', ' Alex ');
    type('Last name', 'Rivera');
    type('Email', 'alex@example.com');
    send();
    await waitFor(() =>
      expect(submitTask).toHaveBeenCalledWith('add-signer', {
        firstName: 'Alex',
        lastName: 'Rivera',
        email: 'alex@example.com',
      }),
    );
    // The form's own polite region (the error count) is a status too: the confirmation is the one that says it.
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain(
        'Invitation sent to Alex Rivera at alex@example.com.',
      ),
    );
    expect(input('First name').value).toBe('');
  });

  it('lists who was invited and how far they are', () => {
    renderWidget(AdditionalSigners, { screen: additional, screenPath: 'signing/additional', application: withSam });
    const list = screen.getByRole('region', { name: 'Co-owners you have invited' });
    expect([...list.querySelectorAll('li')].map((li) => [...li.children].map((c) => c.textContent))).toEqual([
      ['Sam Doe', 'sam@example.com', 'Identity verified: reviewing what to sign'],
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Invite another co-owner' })).toBeTruthy();
  });

  it('ties each message to its field and refuses an email already invited', () => {
    const { submitTask } = renderWidget(AdditionalSigners, {
      screen: additional,
      screenPath: 'signing/additional',
      application: withSam,
    });
    send();
    expect(document.activeElement).toBe(errorSummary());
    expect(descriptionOf(input('First name'))).toContain('Please enter the first name');
    expect(descriptionOf(input('Last name'))).toBe('Last name is required');
    expect(descriptionOf(input('Email'))).toContain("Please enter the co-owner's email");
    type('First name', 'S');
    type('Last name', 'D0e');
    type('Email', 'SAM@example.com');
    send();
    expect(descriptionOf(input('First name'))).toContain('First name must be at least 2 characters long');
    expect(descriptionOf(input('Last name'))).toBe('Some of the characters entered are not supported.');
    expect(descriptionOf(input('Email'))).toContain('You have already invited this email address');
    expect(submitTask).not.toHaveBeenCalled();
  });

  it("announces the server's message", async () => {
    renderWidget(AdditionalSigners, {
      screen: additional,
      screenPath: 'signing/additional',
      taskResult: badRequest('email must be a valid email address'),
    });
    type('First name', 'Alex');
    type('Last name', 'Rivera');
    type('Email', 'alex@example.com');
    send();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('email must be a valid email address'));
    expect(input('Email').value).toBe('alex@example.com');
  });
});
