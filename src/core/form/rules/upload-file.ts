import { checkUploadFile, type UploadLimits } from '@/core/documents/upload-file-check';
import { defineRule } from './rule';

// A file with no MIME type arrives without one: the form's data leaves blanks out.
const isChosenFile = (value: unknown): value is { name: string; type?: string; size: number } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { name?: unknown }).name === 'string' &&
  ['string', 'undefined'].includes(typeof (value as { type?: unknown }).type) &&
  typeof (value as { size?: unknown }).size === 'number';

/**
 * A chosen file (its name, MIME type and size, as a file field hands them to the checks) of an
 * accepted type, not empty and not over the size limit; for a field of several files, each of
 * them (the first problem found is reported). A file with no MIME type (some phones) is judged by
 * its extension (src/core/documents/upload-file-check.ts).
 *
 * Checks: The chosen file (or each of the chosen files) is of one of the accepted MIME types, not empty, and at most maxBytes long.
 */
export const uploadFile = defineRule<UploadLimits>({
  params: {
    type: 'object',
    additionalProperties: false,
    required: ['types', 'maxBytes'],
    properties: {
      types: { type: 'array', minItems: 1, items: { type: 'string', pattern: '^[a-z]+/[a-z0-9.+-]+$' } },
      maxBytes: { type: 'integer', minimum: 1 },
    },
  },
  messages: { fileType: [], fileSize: [], fileEmpty: [] },
  evaluate({ value, params }) {
    for (const file of Array.isArray(value) ? value : [value]) {
      if (!isChosenFile(file)) continue;
      const problem = checkUploadFile({ ...file, type: file.type ?? '' }, params);
      if (problem) return { message: problem };
    }
    return null;
  },
});
