import login from '@flows/pages/login.json';
import steps from '@flows/registration/steps.json';

/**
 * Every form the app draws with StepForm, as generation leaves it (src/generated/flows/: $refs
 * inlined, the engine chosen): the registration steps, the application and signer screens' forms,
 * the signer's password form and the forms of flows/forms/.
 */
const screenFiles = import.meta.glob<{
  screens: Record<string, { form?: { schema: object; uiSchema?: object; engine?: string } }>;
}>(['/src/generated/flows/application/screens/*.json', '/src/generated/flows/signer/screens.json'], {
  eager: true,
  import: 'default',
});

const flowForms = import.meta.glob<{ schema: object; uiSchema?: object; engine?: string }>(
  '/src/generated/flows/forms/*.json',
  { eager: true, import: 'default' },
);

export const ALL_FORM_SCHEMAS: readonly { where: string; schema: object; uiSchema?: object; engine?: string }[] = [
  ...steps.steps.map((step) => ({
    where: `registration step ${step.key}`,
    schema: step.schema,
    uiSchema: step.uiSchema,
    engine: step.engine,
  })),
  ...Object.entries(screenFiles).flatMap(([file, doc]) =>
    Object.entries(doc.screens).flatMap(([path, screen]) =>
      screen.form
        ? [
            {
              where: `${file} ${path}`,
              schema: screen.form.schema,
              uiSchema: screen.form.uiSchema,
              engine: screen.form.engine,
            },
          ]
        : [],
    ),
  ),
  {
    where: 'flows/pages/login.json signer setup',
    schema: login.signer.setup.form.schema,
    uiSchema: login.signer.setup.form.uiSchema,
    engine: login.signer.setup.form.engine,
  },
  ...Object.entries(flowForms).map(([file, form]) => ({
    where: file,
    schema: form.schema,
    uiSchema: form.uiSchema,
    engine: form.engine,
  })),
];
