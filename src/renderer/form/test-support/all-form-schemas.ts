import login from '@flows/pages/login.json';
import steps from '@flows/registration/steps.json';

/**
 * Every JSON Schema the app draws with StepForm: the registration steps, the application and
 * signer screens' forms, the signer's password form and the forms of flows/forms/. The RJSF stand-ins of the build
 * (rjsf-fields, uri-resolver, no-all-of) are checked against all of them.
 */
const screenFiles = import.meta.glob<{ screens: Record<string, { form?: { schema: object; uiSchema?: object } }> }>(['/flows/application/screens/*.json', '/flows/signer/screens.json'], { eager: true, import: 'default' });

const flowForms = import.meta.glob<{ schema: object; uiSchema?: object }>('/flows/forms/*.json', { eager: true, import: 'default' });

export const ALL_FORM_SCHEMAS: readonly { where: string; schema: object; uiSchema?: object }[] = [
  ...steps.steps.map((step) => ({ where: `registration step ${step.key}`, schema: step.schema, uiSchema: step.uiSchema })),
  ...Object.entries(screenFiles).flatMap(([file, doc]) =>
    Object.entries(doc.screens).flatMap(([path, screen]) => (screen.form ? [{ where: `${file} ${path}`, schema: screen.form.schema, uiSchema: screen.form.uiSchema }] : [])),
  ),
  { where: 'flows/pages/login.json signer setup', schema: login.signer.setup.form.schema, uiSchema: login.signer.setup.form.uiSchema },
  ...Object.entries(flowForms).map(([file, form]) => ({ where: file, schema: form.schema, uiSchema: form.uiSchema })),
];
