import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import flow from '@flows/application/screens/identity.json';
import signerFlow from '@flows/signer/screens.json';
import { appCalls, BASE, descriptionOf, renderWidget, type FakeRoutes } from '../../test-support/widget-test-kit';
import IdentityUpload from './identity-upload';

afterEach(cleanup);

const identity = flow.screens.identity;
const words = identity.copy;
const passport = () => {
  fireEvent.click(screen.getByRole('radio', { name: 'US Passport' }));
  fireEvent.change(screen.getByLabelText('Front of your ID'), {
    target: { files: [new File(['x'], 'passport.png', { type: 'image/png' })] },
  });
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Upload and verify' }));
const routes: FakeRoutes = {
  [`POST ${BASE}/documents`]: [201, { uuid: 'doc-1', documentType: 'PASSPORTFRONT', fileName: 'x', size: 1 }],
  'GET /service-application/api/v1/application/heloc/consent-types': [
    200,
    [
      { type: 'SOFT_CREDIT', version: 1 },
      { type: 'HARD_CREDIT', version: 4 },
    ],
  ],
};

describe('identity: the HARD_CREDIT consent, where the hard pull starts', () => {
  it('sends nothing until the applicant ticks it, and says so at the box', () => {
    const { submitTask, fetch } = renderWidget(IdentityUpload, { screen: identity, screenPath: 'identity', routes });
    passport();
    submit();
    const box = screen.getByRole('checkbox', { name: words.hardCreditConsent });
    expect(document.activeElement).toBe(box);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(box)).toBe(words.hardCreditConsentRequired);
    expect(appCalls(fetch)).toEqual([]);
    expect(submitTask).not.toHaveBeenCalled();
  });

  it('sends the consent with its type, current version, the words ticked and the page', async () => {
    const { submitTask } = renderWidget(IdentityUpload, { screen: identity, screenPath: 'identity', routes });
    passport();
    fireEvent.click(screen.getByRole('checkbox', { name: words.hardCreditConsent }));
    submit();
    await waitFor(() =>
      expect(submitTask).toHaveBeenCalledWith('verify-identity', {
        idType: 'PASSPORT',
        frontDocumentUuid: 'doc-1',
        hardCreditConsent: { type: 'HARD_CREDIT', version: 4, text: words.hardCreditConsent, page: location.pathname },
      }),
    );
  });

  it("an additional signer's identity screen asks for no consent", async () => {
    const signer = signerFlow.screens.identity;
    const { submitTask } = renderWidget(IdentityUpload, { screen: signer, screenPath: 'identity', routes });
    expect(screen.queryByRole('checkbox')).toBeNull();
    passport();
    submit();
    await waitFor(() =>
      expect(submitTask).toHaveBeenCalledWith('verify-identity', { idType: 'PASSPORT', frontDocumentUuid: 'doc-1' }),
    );
  });
});
