import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import flow from '@flows/application/screens/conditions.json';
import { APP_PATH, conditionSet, CONDITIONS, linkTo } from '../../test-support/condition-fixtures';
import { descriptionOf, renderWidget, type FakeRoutes } from '../../test-support/widget-test-kit';
import ConditionUpload from './condition-upload';

afterEach(cleanup);

const set = conditionSet();
const paystubs = set.find((c) => c.categoryEnum === 'MANUAL_PAYSTUBS')!;
const generic = set.find((c) => c.categoryEnum === 'GENERIC_DOCUMENT_REQUEST')!;
const pdf = (name: string, size = 1000) => {
  const file = new File(['%PDF'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

function draw(at: string, routes: FakeRoutes = {}) {
  return renderWidget(ConditionUpload, {
    screen: flow.screens['conditions/upload-document'],
    screenPath: 'conditions/upload-document',
    at: `${APP_PATH}/conditions/${at}`,
    routes: { [`GET ${CONDITIONS}/external-applicants`]: [200, set], ...routes },
  });
}
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const pick = (label: string, file: File) => fireEvent.change(field(label), { target: { files: [file] } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Upload' }));

describe('condition-upload', () => {
  it('shows the condition and one labelled file input per document asked, sends them together, then goes back to the list', async () => {
    const sent: string[] = [];
    const { goTo } = draw(linkTo(paystubs), {
      [`POST ${CONDITIONS}/${paystubs.uuid}/documents`]: (init) => {
        sent.push(...(init.body as FormData).getAll('file').map((f) => (f as File).name));
        return [200, { ...paystubs, actionNeeded: false }];
      },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Paystubs needed' })).toBeTruthy();
    expect(screen.getByText('We need your two most recent paystubs.')).toBeTruthy();
    pick('Document 1 of 2', pdf('march.pdf'));
    pick('Document 2 of 2', pdf('april.pdf'));
    expect(descriptionOf(field('Document 2 of 2'))).toBe('JPEG, PNG or PDF, up to 10 MB. Chosen: april.pdf');
    submit();
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('conditions'));
    expect(sent).toEqual(['march.pdf', 'april.pdf']);
  });

  it.each([
    ['no file', undefined, 'Please choose a file'],
    [
      'a Word file',
      new File(['x'], 'stub.docx', { type: 'application/msword' }),
      'Please choose a JPEG, PNG or PDF file',
    ],
    [
      'a file over 10 MB',
      pdf('big.pdf', 10 * 1024 * 1024 + 1),
      'This file is larger than 10 MB. Please choose a smaller file',
    ],
  ])('ties the message for %s to its field and sends nothing', async (_name, file, message) => {
    const { fetch } = draw(linkTo(generic));
    await screen.findByLabelText('Document 1 of 1');
    if (file) pick('Document 1 of 1', file);
    submit();
    expect(field('Document 1 of 1').getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(field('Document 1 of 1'))).toContain(message);
    expect(document.activeElement).toBe(field('Document 1 of 1'));
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
  });

  it("shows the server's message in place", async () => {
    const { goTo } = draw(linkTo(generic), {
      [`POST ${CONDITIONS}/${generic.uuid}/documents`]: [
        400,
        { status: 400, message: 'file is not a real application/pdf file' },
      ],
    });
    await screen.findByLabelText('Document 1 of 1');
    pick('Document 1 of 1', pdf('fake.pdf'));
    submit();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('file is not a real application/pdf file'),
    );
    expect(descriptionOf(field('Document 1 of 1'))).toContain('file is not a real application/pdf file');
    expect(goTo).not.toHaveBeenCalled();
  });

  it.each([
    ['a link without its parameters', 'upload-document', "This link doesn't name one of your requests."],
    [
      'a condition that is not open',
      `upload-document?conditionUuid=0c000000-0000-4000-8000-00000000000f&conditionType=DOCUMENT&conditionEnum=X`,
      "We couldn't find this request.",
    ],
    [
      'a phone condition',
      linkTo(set.find((c) => c.type === 'PHONE_NUMBER')!),
      "This request doesn't ask for documents.",
    ],
  ])('%s: says so and links back to the list', async (_name, at, message) => {
    draw(at);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(message);
    expect(screen.getByRole('link', { name: 'Back to my requests' }).getAttribute('href')).toBe(
      `${APP_PATH}/conditions`,
    );
  });
});
