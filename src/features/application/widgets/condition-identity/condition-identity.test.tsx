import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import idForm from '@flows/forms/identity-upload.json';
import flow from '@flows/signer/screens.json';
import { condition } from '@/core/conditions/test-support/condition-fixtures';
import { APP_PATH, conditionSet, CONDITIONS, linkTo } from '../../test-support/condition-fixtures';
import { appCalls, descriptionOf, renderWidget, type FakeRoutes } from '../../test-support/widget-test-kit';
import ConditionIdentity from './condition-identity';

afterEach(cleanup);

const words = flow.screens['conditions/identity'].copy;
// The photo ID's labels and messages are the flow form's (flows/forms/identity-upload.json).
const id = {
  legend: idForm.uiSchema.idType['ui:title'],
  front: idForm.uiSchema.front['ui:title'],
  back: idForm.uiSchema.back['ui:title'],
  ...idForm.messages,
};
const idFailure = condition({
  uuid: '0c000000-0000-4000-8000-0000000000d1',
  categoryEnum: 'ID_FAILURE',
  header: 'Photo ID needed',
  description: 'We could not read the ID you uploaded.',
  button: 'Upload my ID',
  location: 'identity',
});
const set = [idFailure, ...conditionSet()];
const image = (name: string) => new File(['\x89PNG'], name, { type: 'image/png' });

function draw(at: string, routes: FakeRoutes = {}) {
  return renderWidget(ConditionIdentity, {
    screen: flow.screens['conditions/identity'],
    screenPath: 'conditions/identity',
    at: `${APP_PATH}/conditions/${at}`,
    routes: { [`GET ${CONDITIONS}/external-applicants`]: [200, set], ...routes },
  });
}
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const pick = (label: string, file: File) => fireEvent.change(field(label), { target: { files: [file] } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: words.submit }));

describe('condition-identity (the signer conditions/identity screen)', () => {
  it.each([
    ["US Driver's License", ['front.png', 'back.png']],
    ['US Passport', ['front.png']],
  ])(
    'answers the identity condition with the %s, front and back as needed, then goes back to the list',
    async (type, expected) => {
      const sent: string[] = [];
      const { goTo } = draw(linkTo(idFailure), {
        [`POST ${CONDITIONS}/${idFailure.uuid}/documents`]: (init) => {
          sent.push(...(init.body as FormData).getAll('file').map((f) => (f as File).name));
          return [200, { ...idFailure, actionNeeded: false }];
        },
      });
      expect(await screen.findByRole('heading', { level: 2, name: idFailure.header })).toBeTruthy();
      expect(screen.getByText(idFailure.description)).toBeTruthy();
      fireEvent.click(screen.getByRole('radio', { name: type }));
      pick(id.front, image('front.png'));
      if (expected.length > 1) pick(id.back, image('back.png'));
      else expect(screen.queryByLabelText(id.back)).toBeNull();
      submit();
      await waitFor(() => expect(goTo).toHaveBeenCalledWith('conditions'));
      expect(sent).toEqual(expected);
    },
  );

  it('ties each missing answer to its field and sends nothing', async () => {
    const { fetch } = draw(linkTo(idFailure));
    await screen.findByRole('heading', { level: 2, name: idFailure.header });
    submit();
    expect(screen.getByRole('group', { name: id.legend }).textContent).toContain(id['/idType']);
    expect(descriptionOf(field(id.front))).toContain(id['/front']);
    expect(appCalls(fetch).filter(([, init]) => init?.method === 'POST')).toEqual([]);
  });

  it('a link to a condition that asks for a phone number says so', async () => {
    draw(linkTo(set.find((c) => c.type === 'PHONE_NUMBER')!).replace('phone-number', 'identity'));
    expect((await screen.findByRole('alert')).textContent).toContain(words.wrongKind);
  });
});
