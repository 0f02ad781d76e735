/**
 * The benchmark's baseline: the first registration step the way a team would build it with stock
 * @rjsf/core, @rjsf/validator-ajv8 compiling the schema at run time (plus ajv-errors for the
 * step's messages) and react-router. Same JSON Schema and uiSchema as the product's step; the
 * product's custom widget names map to stock widgets. Not shipped: only `npm run bench` builds it.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import Form, { getDefaultRegistry } from '@rjsf/core';
import { customizeValidator } from '@rjsf/validator-ajv8';
import ajvErrors from 'ajv-errors';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import flow from '@flows/registration/steps.json';

const step = flow.steps[0]!;
const validator = customizeValidator({ ajvOptionsOverrides: { allErrors: true } });
ajvErrors(validator.ajv);
const TextWidget = getDefaultRegistry().widgets.TextWidget!;

function FirstStep() {
  return (
    <main>
      <h1>{step.title}</h1>
      <p>{step.help}</p>
      <Form
        schema={step.schema as unknown as RJSFSchema}
        uiSchema={{ ...(step.uiSchema as UiSchema), 'ui:submitButtonOptions': { submitText: step.submitLabel } }}
        widgets={{ address: TextWidget }}
        validator={validator}
        showErrorList={false}
        noHtml5Validate
      />
    </main>
  );
}

const router = createBrowserRouter([
  { path: '/account/heloc/register-v2/*', element: <FirstStep /> },
  { path: '*', element: <p>Not found</p> },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
