import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import flow from '@flows/application/screens/insurance.json';
import form from '@flows/forms/insurance-upload.json';
import {
  BASE,
  descriptionOf,
  renderWidget,
  testApplication,
  expectRefusedInPlace,
} from '../../test-support/widget-test-kit';
import InsuranceUpload from './insurance-upload';

afterEach(cleanup);

const upload = flow.screens['insurance/upload'];
const copy = upload.copy;
// The field, its checks and the submit button are the flow form insurance-upload.
const field = form.uiSchema.file;
const fileRule = form.rules[0]!.messages;
const file = (name: string, type: string, size = 15_360) => {
  const f = new File(['%PDF'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};
const input = () => screen.getByLabelText(field['ui:title']) as HTMLInputElement;
const pick = (...files: File[]) => fireEvent.change(input(), { target: { files } });
const submit = (label = form.submitLabel) => fireEvent.click(screen.getByRole('button', { name: label }));
const DOC = {
  uuid: 'doc-1',
  documentType: 'INSURANCE_DECLARATIONS',
  fileName: 'declarations.pdf',
  size: 15_360,
  createdAt: '2026-11-22T05:00:00Z',
};

describe('insurance-upload', () => {
  it('uploads the page as INSURANCE_DECLARATIONS, sends submit-insurance with its uuid, then confirms in place listing the file', async () => {
    const sent: unknown[] = [];
    const types: string[] = [];
    const { recheck, submitTask } = renderWidget(InsuranceUpload, {
      screen: upload,
      screenPath: 'insurance/upload',
      routes: {
        [`POST ${BASE}/documents`]: (init) => (
          types.push(String((init.body as FormData).get('documentType'))),
          [201, DOC]
        ),
        [`POST ${BASE}/tasks/submit-insurance`]: (init) => (
          sent.push(JSON.parse(String(init.body))),
          [200, { uuid: 'x', status: 'WAITING_FOR_TITLE' }]
        ),
      },
    });
    expect(input().multiple).toBe(false);
    pick(file('declarations.pdf', 'application/pdf'));
    expect(descriptionOf(input())).toBe(`${field['ui:help']} Selected: declarations.pdf`);
    submit();
    const received = await screen.findByRole('status');
    expect(received.textContent).toContain(copy.receivedTitle);
    expect(received.textContent).toContain('declarations.pdf (15.4 KB)');
    await waitFor(() => expect(document.activeElement).toBe(received));
    expect(types).toEqual(['INSURANCE_DECLARATIONS']);
    expect(sent).toEqual([{ documentUuid: 'doc-1' }]);
    expect(submitTask).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: copy.continue }));
    expect(recheck).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: copy.submitNewer })).toBeDefined();
  });

  it('lists a declarations page the application already has', () => {
    renderWidget(InsuranceUpload, {
      screen: upload,
      screenPath: 'insurance/upload',
      application: testApplication({
        documents: [DOC, { ...DOC, uuid: 'id', documentType: 'DRIVERSLICENSEFRONT', fileName: 'front.png' }],
      }),
    });
    const received = screen.getByRole('status');
    expect(received.textContent).toContain('declarations.pdf (15.4 KB)');
    expect(received.textContent).not.toContain('front.png');
  });

  it.each([
    ['no file', form.messages['/file'], []],
    ['a PDF over 10 MB', fileRule.fileSize, [file('big.pdf', 'application/pdf', 10 * 1024 * 1024 + 1)]],
    ['a Word file', fileRule.fileType, [file('policy.docx', 'application/msword')]],
    ['an empty PDF', fileRule.fileEmpty, [file('empty.pdf', 'application/pdf', 0)]],
  ])('ties the message for %s to the field and calls nothing', (_name, message, files) => {
    const { fetch } = renderWidget(InsuranceUpload, { screen: upload, screenPath: 'insurance/upload' });
    if (files.length) pick(...files);
    submit();
    expectRefusedInPlace(input(), message);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's message in place, tied to the field, and is no longer busy", async () => {
    renderWidget(InsuranceUpload, {
      screen: upload,
      screenPath: 'insurance/upload',
      routes: {
        [`POST ${BASE}/documents`]: [400, { status: 400, message: 'file is not a real application/pdf file' }],
      },
    });
    pick(file('fake.pdf', 'application/pdf'));
    submit();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('file is not a real application/pdf file'),
    );
    expect(descriptionOf(input())).toContain('file is not a real application/pdf file');
    expect(screen.getByRole('button', { name: form.submitLabel }).getAttribute('aria-busy')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
