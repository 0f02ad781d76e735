import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StepFormError } from '../field-errors';
import type { FormEngineProps } from '../form-engine';
import { RjsfForm } from '../rjsf-engine';
import { precompiledRjsfValidator, type RjsfValidatorsLoader } from '../rjsf-validator';
import { ALL_FORM_SCHEMAS } from '../test-support/all-form-schemas';
import { engineProps } from '../test-support/engine-props';
import { testStep } from '../test-support/form-fixtures';
import { othersTouchedByChange } from '../test-support/touched-by-change';
import { LightForm } from './light-form';
import { formEngine, outsideLightSubset } from '@/core/form/light-subset';

afterEach(cleanup);

type Json = Record<string, unknown>;
/** The forms generation gives the light engine (the rest RJSF draws), and the fixture. */
const FORMS = [
  ...ALL_FORM_SCHEMAS.filter((form) => form.engine === 'light'),
  { where: 'the form fixture', schema: testStep.schema, uiSchema: testStep.uiSchema },
];

/** Every leaf's JSON pointer and a plausible answer for it. */
function leaves(schema: Json, pointer = ''): [string, unknown][] {
  if (schema.type === 'object')
    return Object.entries((schema.properties ?? {}) as Record<string, Json>).flatMap(([name, child]) =>
      leaves(child, `${pointer}/${name}`),
    );
  if (Array.isArray(schema.enum)) return [[pointer, schema.enum[schema.enum.length - 1]]];
  if ('const' in schema) return [[pointer, schema.const]];
  if (schema.type === 'boolean') return [[pointer, true]];
  if (schema.type === 'number' || schema.type === 'integer') return [[pointer, 125000]];
  return [[pointer, '5551234567']];
}

function filled(schema: Json): Json {
  const data: Json = {};
  for (const [pointer, value] of leaves(schema)) {
    const path = pointer.slice(1).split('/');
    let node = data;
    for (const segment of path.slice(0, -1)) node = (node[segment] ??= {}) as Json;
    node[path.at(-1)!] = value;
  }
  return data;
}

function everyProblem(schema: Json): StepFormError[] {
  return [
    { pointer: '', message: 'Something is wrong with the form', severity: 'error' },
    ...leaves(schema).flatMap(([pointer]) => [
      { pointer, message: `Error at ${pointer}`, severity: 'error' as const },
      { pointer, message: `Warning at ${pointer}`, severity: 'warning' as const },
    ]),
  ];
}

type Draw = (props: FormEngineProps<Json>) => React.ReactElement;

function markup(
  engine: Draw,
  schema: object,
  uiSchema: object | undefined,
  data: Json,
  errors: StepFormError[],
): string {
  const { container } = render(engine(engineProps(schema, uiSchema, data, errors)));
  const html = container.innerHTML;
  cleanup();
  return html;
}

describe('the light engine', () => {
  it.each(ALL_FORM_SCHEMAS.map((form) => [form.where, form] as const))(
    'draws %s only if generation chose it for the form',
    (_where, form) => {
      expect(form.engine).toBe(formEngine(form.schema, form.uiSchema));
    },
  );

  it.each(FORMS.map((form) => [form.where, form] as const))(
    'draws %s exactly as RJSF does: empty, answered, and with every error and warning',
    (_where, form) => {
      expect(outsideLightSubset(form.schema, form.uiSchema)).toBeNull();
      const schema = form.schema as Json;
      // No validate function at all: RJSF never asks its validator about a light form (it would throw).
      const rjsf: Draw = (props) => <RjsfForm {...props} validator={precompiledRjsfValidator({}, form.where)} />;
      const light: Draw = (props) => <LightForm {...props} />;
      for (const [data, errors] of [
        [{}, []],
        [filled(schema), []],
        [filled(schema), everyProblem(schema)],
      ] as const) {
        expect(markup(light, form.schema, form.uiSchema, data, [...errors])).toBe(
          markup(rjsf, form.schema, form.uiSchema, data, [...errors]),
        );
      }
    },
  );

  it('passes each answer up as the whole form data, nested objects copied, and submits what is shown', () => {
    const onChange = vi.fn();
    const onSubmit = vi.fn();
    render(
      <LightForm
        {...engineProps(testStep.schema, testStep.uiSchema, { propertyAddress: { city: 'Austin' } }, [], {
          onChange,
          onSubmit,
        })}
      />,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'ZIP code' }), { target: { value: '78701' } });
    expect(onChange).toHaveBeenLastCalledWith({ propertyAddress: { city: 'Austin', zip: '78701' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(onChange).toHaveBeenLastCalledWith({
      propertyAddress: { city: 'Austin', zip: '78701' },
      isListedForSale: true,
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'City' }), { target: { value: '' } });
    expect(onChange.mock.lastCall?.[0].propertyAddress).toEqual({ city: undefined, zip: '78701' });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledWith({
      propertyAddress: { city: undefined, zip: '78701' },
      isListedForSale: true,
    });
  });

  it('redraws only the field a keystroke changed: the others keep their elements untouched', async () => {
    // As StepForm passes them: the same schema, errors and context objects from one keystroke to the next.
    const props = engineProps(testStep.schema, testStep.uiSchema, {}, []);
    function Controlled() {
      const [data, setData] = useState<Json>({ propertyAddress: { city: 'Austin' } });
      return <LightForm {...props} formData={data} onChange={setData} />;
    }
    const { container } = render(<Controlled />);
    const zip = screen.getByRole('textbox', { name: 'ZIP code' });
    const others = await othersTouchedByChange(container, zip, '7');
    expect((zip as HTMLInputElement).value).toBe('7');
    expect(others).toEqual([]);
  });

  it('shows the data the app passes in when it changes (a prefill after the first paint)', () => {
    const props = engineProps(testStep.schema, testStep.uiSchema, {});
    const { rerender } = render(<LightForm {...props} />);
    rerender(<LightForm {...props} formData={{ propertyAddress: { city: 'Boise' } }} />);
    expect((screen.getByRole('textbox', { name: 'City' }) as HTMLInputElement).value).toBe('Boise');
  });

  it.each([
    [
      '/list: uses items',
      { type: 'object', properties: { list: { type: 'array', items: { type: 'string' } } } },
      undefined,
    ],
    [
      '/kind: uses oneOf',
      { type: 'object', properties: { kind: { oneOf: [{ const: 'A' }, { const: 'B' }] } } },
      undefined,
    ],
    ['/name: uses default', { type: 'object', properties: { name: { type: 'string', default: 'x' } } }, undefined],
    [
      '/name: uiSchema asks',
      { type: 'object', properties: { name: { type: 'string' } } },
      { name: { 'ui:field': 'custom' } },
    ],
    ['/: draws additional properties', { type: 'object', additionalProperties: { type: 'string' } }, undefined],
    ['/: the root is not an object', { type: 'string' }, undefined],
    ['/list: type "array"', { type: 'object', properties: { list: { type: 'array' } } }, undefined],
    ['/mixed: type null', { type: 'object', properties: { mixed: { enum: ['A', 1] } } }, undefined],
  ])('leaves to RJSF what is outside its subset, %s', (reason, schema, uiSchema) => {
    expect(outsideLightSubset(schema, uiSchema)).toContain(reason);
    expect(formEngine(schema, uiSchema)).toBe('rjsf');
  });
});

describe('StepForm with a schema outside the light subset', () => {
  /** StepForm for a step with no answers yet and no errors, as a registration step first draws. */
  async function stepFormFor(
    step: { key: string; submitLabel: string; schema: object },
    rjsfValidators?: RjsfValidatorsLoader,
  ) {
    const { StepForm } = await import('../step-form');
    const { labels } = await import('../test-support/form-fixtures');
    return (
      <StepForm
        step={step}
        formData={{}}
        errors={[]}
        onChange={() => undefined}
        onSubmit={() => undefined}
        submitting={false}
        labels={labels}
        {...(rjsfValidators ? { rjsfValidators } : {})}
      />
    );
  }

  it('loads RJSF for it and draws the same templates', async () => {
    // A default is RJSF's to fill in: the light engine never invents answers.
    const step = {
      key: 'defaults',
      submitLabel: 'Continue',
      schema: {
        type: 'object',
        properties: { country: { type: 'string', title: 'Country', default: 'United States' } },
      },
    };
    // No sub-schema to choose between: RJSF never asks its validator, so it has no functions.
    const noValidators = () => Promise.resolve({ default: {} });
    const form = await stepFormFor(step, noValidators);
    await act(async () => {
      render(form);
    });
    const input = (await screen.findByRole('textbox', { name: /Country/ })) as HTMLInputElement;
    expect(input.value).toBe('United States');
    expect(input.closest('form')?.className).toBe('step-form__form');
  });

  it('refuses to draw it without precompiled validators (a form that did not come from generation)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const step = {
      key: 'hand-made',
      submitLabel: 'Continue',
      schema: { type: 'object', properties: { a: { type: 'array' } } },
    };
    const form = await stepFormFor(step);
    expect(() => render(form)).toThrow(/Form "hand-made" is drawn by RJSF but has no precompiled validators/);
  });
});
