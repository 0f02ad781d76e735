/**
 * Placeholders a step's title and help may use; npm run validate refuses others. Kept apart from
 * step-text.ts so build scripts can read it before src/generated exists.
 */
export const STEP_TEXT_PLACEHOLDERS = ['months'] as const;
