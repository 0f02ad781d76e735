import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import flow from '@flows/application/screens/income.json';
import {
  BASE,
  badRequest,
  descriptionOf,
  renderWidget,
  expectRefusedInPlace,
} from '../../test-support/widget-test-kit';
import IncomeUpload from './income-upload';

afterEach(cleanup);

const upload = flow.screens['income/upload/:type'];
const params = { type: 'MANUAL_PAYSTUB' };
const pdf = (name: string, size = 1000) => {
  const file = new File(['%PDF'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
const input = () => screen.getByLabelText('Pay stubs') as HTMLInputElement;
const pick = (...files: File[]) => fireEvent.change(input(), { target: { files } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Upload pay stubs' }));

describe('income-upload', () => {
  it('uploads every stub as USER_UPLOADED_PAYSTUB, then submits their uuids', async () => {
    const types: string[] = [];
    const { submitTask } = renderWidget(IncomeUpload, {
      screen: upload,
      screenPath: 'income/upload/:type',
      params,
      routes: {
        [`POST ${BASE}/documents`]: (init) => {
          types.push(String((init.body as FormData).get('documentType')));
          return [
            201,
            {
              uuid: `stub-${types.length}`,
              documentType: 'USER_UPLOADED_PAYSTUB',
              fileName: 'x',
              size: 1,
              createdAt: '2026-11-22T05:00:00Z',
            },
          ];
        },
      },
    });
    expect(input().multiple).toBe(true);
    pick(pdf('march.pdf'), pdf('april.pdf'));
    expect(descriptionOf(input())).toBe(
      'Up to 5 JPG, PNG or PDF files, each 10 MB or less. Selected: march.pdf, april.pdf',
    );
    submit();
    await waitFor(() =>
      expect(submitTask).toHaveBeenCalledWith('submit-paystubs', {
        providerType: 'MANUAL_PAYSTUB',
        documentUuids: ['stub-1', 'stub-2'],
      }),
    );
    expect(types).toEqual(['USER_UPLOADED_PAYSTUB', 'USER_UPLOADED_PAYSTUB']);
  });

  it.each([
    ['no file', 'Please add at least one pay stub', []],
    [
      'six PDFs',
      'Please choose no more than 5 files',
      [pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf'), pdf('d.pdf'), pdf('e.pdf'), pdf('f.pdf')],
    ],
    ['a PDF over 10 MB', 'Each file must be 10 MB or less', [pdf('big.pdf', 10 * 1024 * 1024 + 1)]],
    [
      'a Word file',
      'Please choose JPG, PNG or PDF files only',
      [new File(['x'], 'stub.docx', { type: 'application/msword' })],
    ],
  ])('ties the message for %s to the field', (_name, message, files) => {
    const { fetch } = renderWidget(IncomeUpload, { screen: upload, screenPath: 'income/upload/:type', params });
    if (files.length) pick(...files);
    submit();
    expectRefusedInPlace(input(), message);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("announces the server's message", async () => {
    renderWidget(IncomeUpload, {
      screen: upload,
      screenPath: 'income/upload/:type',
      params,
      routes: {
        [`POST ${BASE}/documents`]: [
          201,
          {
            uuid: 'stub-1',
            documentType: 'USER_UPLOADED_PAYSTUB',
            fileName: 'x',
            size: 1,
            createdAt: '2026-11-22T05:00:00Z',
          },
        ],
      },
      taskResult: badRequest('documentUuids must have at least 1 item'),
    });
    pick(pdf('march.pdf'));
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('documentUuids must have at least 1 item'));
  });

  it('uploads business bank statements as BUSINESS_BANK_STATEMENT with their own field and words', async () => {
    const types: string[] = [];
    const { submitTask } = renderWidget(IncomeUpload, {
      screen: upload,
      screenPath: 'income/upload/:type',
      params: { type: 'BUSINESS_BANK_STATEMENT' },
      routes: {
        [`POST ${BASE}/documents`]: (init) => {
          types.push(String((init.body as FormData).get('documentType')));
          return [
            201,
            {
              uuid: `statement-${types.length}`,
              documentType: 'BUSINESS_BANK_STATEMENT',
              fileName: 'x',
              size: 1,
              createdAt: '2026-11-22T05:00:00Z',
            },
          ];
        },
      },
    });
    const field = screen.getByLabelText('Business bank statements') as HTMLInputElement;
    expect(screen.queryByLabelText('Pay stubs')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Upload statements' }));
    expectRefusedInPlace(field, 'Please add at least one statement');
    const months = Array.from({ length: 12 }, (_, i) => pdf(`month-${i + 1}.pdf`));
    fireEvent.change(field, { target: { files: [...months, pdf('extra.pdf')] } });
    expect(descriptionOf(field)).toContain('Please choose no more than 12 files');
    fireEvent.change(field, { target: { files: months } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload statements' }));
    await waitFor(() =>
      expect(submitTask).toHaveBeenCalledWith('submit-paystubs', {
        providerType: 'BUSINESS_BANK_STATEMENT',
        documentUuids: months.map((_, i) => `statement-${i + 1}`),
      }),
    );
    expect(new Set(types)).toEqual(new Set(['BUSINESS_BANK_STATEMENT']));
  });

  it('refuses an upload type it does not know', () => {
    renderWidget(IncomeUpload, { screen: upload, screenPath: 'income/upload/:type', params: { type: 'W2' } });
    expect(screen.getByRole('alert').textContent).toContain("We can't take this kind of document here.");
    expect(screen.queryByLabelText('Pay stubs')).toBeNull();
  });
});
