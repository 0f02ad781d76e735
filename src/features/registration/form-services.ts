import copy from '@flows/shell/copy.json';
import type { FormLabels } from '@/renderer/form/form-context';

export { coreFieldServices as formServices } from '@/renderer/form/core-services';

/** The form's own words (flows/shell/copy.json). */
export const formLabels: FormLabels = copy.form;
