import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import flow from '@flows/application/screens/identity.json';
import faultCopy from '@flows/faults/copy.json';
import {
  appCalls,
  BASE,
  badRequest,
  descriptionOf,
  flagRoutes,
  renderWidget,
  type FakeRoutes,
} from '../../test-support/widget-test-kit';
import IdentityUpload from './identity-upload';

afterEach(cleanup);

const identity = flow.screens.identity;
const file = (name: string, type: string, size = 2048) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};
const pick = (label: string, chosen: File) =>
  fireEvent.change(screen.getByLabelText(label), { target: { files: [chosen] } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Upload and verify' }));
/** The applicant's HARD_CREDIT consent (identity.json), ticked, and as the task sends it. */
const consent = () => fireEvent.click(screen.getByRole('checkbox', { name: identity.copy.hardCreditConsent }));
const CONSENT_TYPES = `GET /service-application/api/v1/application/heloc/consent-types`;
const given = () => ({
  hardCreditConsent: {
    type: 'HARD_CREDIT',
    version: 2,
    text: identity.copy.hardCreditConsent,
    page: location.pathname,
  },
});

const BACK_OF_ID = 'fe-heloc-back-of-id';

/** The upload call, recording what was sent; the lender asks for the back of an ID unless `backOfId` is false. */
function uploads(backOfId = true): { routes: FakeRoutes; sent: { documentType: string; name: string }[] } {
  const sent: { documentType: string; name: string }[] = [];
  const routes: FakeRoutes = {
    ...flagRoutes({ [BACK_OF_ID]: backOfId }),
    [CONSENT_TYPES]: [200, [{ type: 'HARD_CREDIT', version: 2 }]],
    [`POST ${BASE}/documents`]: (init) => {
      const form = init.body as FormData;
      const documentType = String(form.get('documentType'));
      sent.push({ documentType, name: (form.get('file') as File).name });
      return [
        201,
        { uuid: `doc-${sent.length}`, documentType, fileName: 'x', size: 1, createdAt: '2026-11-22T05:00:00Z' },
      ];
    },
  };
  return { routes, sent };
}

describe('identity-upload', () => {
  it('offers the four ID types and uploads front and back before verify-identity', async () => {
    const { routes, sent } = uploads();
    const { submitTask, fetch } = renderWidget(IdentityUpload, { screen: identity, screenPath: 'identity', routes });
    expect(
      screen
        .getAllByRole('radio')
        .map(
          (r) =>
            r.getAttribute('aria-labelledby') &&
            document.getElementById(r.getAttribute('aria-labelledby')!)!.textContent,
        ),
    ).toEqual(["US Driver's License", 'US Passport', 'US State ID Card', 'US Permanent Resident Card']);
    fireEvent.click(screen.getByRole('radio', { name: "US Driver's License" }));
    pick('Front of your ID', file('front.jpg', 'image/jpeg'));
    pick('Back of your ID', file('back.png', 'image/png'));
    expect(descriptionOf(screen.getByLabelText('Front of your ID'))).toBe(
      'A JPG, PNG or PDF file of up to 10 MB. Selected: front.jpg',
    );
    consent();
    submit();
    await waitFor(() =>
      expect(submitTask).toHaveBeenCalledWith('verify-identity', {
        idType: 'DRIVERS_LICENSE',
        frontDocumentUuid: 'doc-1',
        backDocumentUuid: 'doc-2',
        ...given(),
      }),
    );
    expect(sent).toEqual([
      { documentType: 'DRIVERSLICENSEFRONT', name: 'front.jpg' },
      { documentType: 'DRIVERSLICENSEBACK', name: 'back.png' },
    ]);
    const init = appCalls(fetch)[0]![1] as RequestInit;
    expect(init.headers).not.toHaveProperty('content-type');
  });

  it('asks for no back with a passport', async () => {
    const { routes, sent } = uploads();
    const { submitTask } = renderWidget(IdentityUpload, { screen: identity, screenPath: 'identity', routes });
    fireEvent.click(screen.getByRole('radio', { name: 'US Passport' }));
    expect(screen.queryByLabelText('Back of your ID')).toBeNull();
    pick('Front of your ID', file('passport.pdf', 'application/pdf'));
    consent();
    submit();
    await waitFor(() =>
      expect(submitTask).toHaveBeenCalledWith('verify-identity', {
        idType: 'PASSPORT',
        frontDocumentUuid: 'doc-1',
        ...given(),
      }),
    );
    expect(sent).toEqual([{ documentType: 'PASSPORTFRONT', name: 'passport.pdf' }]);
  });

  it('asks for the front only while the lender does not ask for the back (fe-heloc-back-of-id off)', async () => {
    const { routes, sent } = uploads(false);
    const { submitTask, fetch } = renderWidget(IdentityUpload, { screen: identity, screenPath: 'identity', routes });
    await waitFor(() => expect(screen.queryByLabelText('Back of your ID')).toBeNull());
    fireEvent.click(screen.getByRole('radio', { name: "US Driver's License" }));
    expect(screen.queryByLabelText('Back of your ID')).toBeNull();
    pick('Front of your ID', file('front.jpg', 'image/jpeg'));
    consent();
    submit();
    await waitFor(() =>
      expect(submitTask).toHaveBeenCalledWith('verify-identity', {
        idType: 'DRIVERS_LICENSE',
        frontDocumentUuid: 'doc-1',
        ...given(),
      }),
    );
    expect(sent).toEqual([{ documentType: 'DRIVERSLICENSEFRONT', name: 'front.jpg' }]);
    const asked = fetch.mock.calls.filter(([input]) => String(input).includes('/api/v1/feature'));
    expect(asked.map(([, init]) => JSON.parse(String((init as RequestInit).body)))).toEqual([
      { featureKey: BACK_OF_ID, optimizeUser: { attributes: { orgCode: 'MERIDIAN' } } },
    ]);
  });

  it('ties the messages to their fields and focuses the first', () => {
    const { fetch } = renderWidget(IdentityUpload, { screen: identity, screenPath: 'identity' });
    submit();
    const first = screen.getByRole('radio', { name: "US Driver's License" });
    expect(document.activeElement).toBe(first);
    expect(descriptionOf(first)).toBe('Please choose the type of ID');
    expect(descriptionOf(screen.getByLabelText('Front of your ID'))).toContain(
      'Please add a photo or scan of the front of your ID',
    );
    fireEvent.click(screen.getByRole('radio', { name: 'US State ID Card' }));
    submit();
    expect(descriptionOf(screen.getByLabelText('Back of your ID'))).toContain(
      'Please add a photo or scan of the back of your ID',
    );
    expect(appCalls(fetch)).toEqual([]);
  });

  // Each row names its file: a File in the title would print as the whole jsdom object.
  it.each([
    {
      name: 'a HEIC photo',
      chosen: () => file('id.heic', 'image/heic'),
      message: 'Please choose a JPG, PNG or PDF file',
    },
    {
      name: 'a PNG over 10 MB',
      chosen: () => file('id.png', 'image/png', 10 * 1024 * 1024 + 1),
      message: 'Please choose a file of 10 MB or less',
    },
  ])('refuses $name at once', ({ chosen, message }) => {
    renderWidget(IdentityUpload, { screen: identity, screenPath: 'identity' });
    pick('Front of your ID', chosen());
    const input = screen.getByLabelText('Front of your ID');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(input)).toContain(message);
  });

  it("announces the server's answer to an upload", async () => {
    const { submitTask } = renderWidget(IdentityUpload, {
      screen: identity,
      screenPath: 'identity',
      routes: {
        [`POST ${BASE}/documents`]: [
          400,
          { status: 400, message: 'file must be image/jpeg, image/png or application/pdf' },
        ],
      },
    });
    fireEvent.click(screen.getByRole('radio', { name: 'US Passport' }));
    pick('Front of your ID', file('passport.pdf', 'application/pdf'));
    consent();
    submit();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('file must be image/jpeg, image/png or application/pdf'),
    );
    expect(descriptionOf(screen.getByLabelText('Front of your ID'))).toContain('file must be');
    expect(submitTask).not.toHaveBeenCalled();
  });

  it("announces a body too large for the web server (413) in the flows' words", async () => {
    const { submitTask } = renderWidget(IdentityUpload, {
      screen: identity,
      screenPath: 'identity',
      routes: { [`POST ${BASE}/documents`]: [413, { status: 413, message: 'Request Entity Too Large' }] },
    });
    fireEvent.click(screen.getByRole('radio', { name: 'US Passport' }));
    pick('Front of your ID', file('passport.jpg', 'image/jpeg', 9 * 1024 * 1024));
    consent();
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(faultCopy.tooLarge.message));
    expect(submitTask).not.toHaveBeenCalled();
  });

  it("announces the verify-identity task's failure", async () => {
    const { routes } = uploads();
    renderWidget(IdentityUpload, {
      screen: identity,
      screenPath: 'identity',
      routes,
      taskResult: badRequest('backDocumentUuid is required'),
    });
    fireEvent.click(screen.getByRole('radio', { name: 'US Passport' }));
    pick('Front of your ID', file('passport.pdf', 'application/pdf'));
    consent();
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('backDocumentUuid is required'));
  });
});
