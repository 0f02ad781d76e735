/**
 * The RJSF fields step forms use, in place of @rjsf/core's full set (the build points
 * getDefaultRegistry's `./components/fields/index.js` here: scripts/lib/vite-plugin-slim-rjsf.ts).
 * Step schemas are flat objects of strings, numbers and booleans with nested address objects
 * (see README "Limits"); arrays, oneOf/anyOf and layout grids are not drawn, which leaves about
 * 9 KB gzip of array, multi-schema and grid code out of every form page's first load.
 */
import type { RegistryFieldsType } from '@rjsf/utils';
import BooleanField from '@rjsf/core/lib/components/fields/BooleanField.js';
import CyclicSchemaField from '@rjsf/core/lib/components/fields/CyclicSchemaField.js';
import FallbackField from '@rjsf/core/lib/components/fields/FallbackField.js';
import LayoutHeaderField from '@rjsf/core/lib/components/fields/LayoutHeaderField.js';
import NullField from '@rjsf/core/lib/components/fields/NullField.js';
import NumberField from '@rjsf/core/lib/components/fields/NumberField.js';
import ObjectField from '@rjsf/core/lib/components/fields/ObjectField.js';
import OptionalDataControlsField from '@rjsf/core/lib/components/fields/OptionalDataControlsField.js';
import SchemaField from '@rjsf/core/lib/components/fields/SchemaField.js';
import StringField from '@rjsf/core/lib/components/fields/StringField.js';

/** A developer error naming what a step schema used that step forms do not draw. */
function notInStepForms(what: string) {
  return function NotInStepForms(): never {
    throw new Error(`${what} is not drawn by step forms: keep step schemas to objects of strings, numbers and booleans (src/renderer/form/README.md).`);
  };
}

export default function fields(): RegistryFieldsType {
  return {
    AnyOfField: notInStepForms('anyOf'),
    ArrayField: notInStepForms('An array'),
    BooleanField,
    CyclicSchemaField,
    FallbackField,
    LayoutGridField: notInStepForms('ui:field LayoutGridField'),
    LayoutHeaderField,
    LayoutMultiSchemaField: notInStepForms('ui:field LayoutMultiSchemaField'),
    NumberField,
    ObjectField,
    OneOfField: notInStepForms('oneOf'),
    OptionalDataControlsField,
    SchemaField,
    StringField,
    NullField,
  };
}
