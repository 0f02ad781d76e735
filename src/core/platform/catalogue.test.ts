import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogue, platformCopy } from './platform-copy';

const FLOWS = fileURLToPath(new URL('../../../flows', import.meta.url));

function stringsIn(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) for (const item of value) stringsIn(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) stringsIn(item, into);
  return into;
}

function flowStrings(dir = FLOWS, into = new Set<string>()): Set<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) flowStrings(path, into);
    else if (name.endsWith('.json')) stringsIn(JSON.parse(readFileSync(path, 'utf8')), into);
  }
  return into;
}

/** Every message platform-services section 8 quotes, word for word (chat's included: the chat helper shows them). */
const SECTION_8 = [
  'Something unexpected happened',
  'Error fetching',
  'Response was not defined',
  'Response was not convertible to json',
  'Could not establish session.',
  'session establishment failed after retries',
  'Banner data does not match the expected format',
  'Something went wrong. Please try again.',
  'Sorry, looks like we have hit a snag!',
  'Try again',
  'Go to dashboard',
  'Connection lost. Attempting to reconnect.',
  'Something went wrong. Please try again later.',
  'Token state is invalid.',
  'Something went wrong. Please try resending the message.',
  'Webchat session data not found',
  'Omni Proxy value not available',
  'Contact ID not available',
  'User not found',
  'No profile uuid',
  'App ID is required to save experiment',
  'identity exists',
  'Invalid argument',
  'Error alert',
  'Warning alert',
  'Success alert',
  'Info alert',
];

describe('the error catalogue (platform-services section 8)', () => {
  const strings = flowStrings();
  it.each(SECTION_8)('%j is in flows/', (message) => expect(strings.has(message)).toBe(true));

  it('keeps the alert labels and the inline default in one place with the catalogue', () => {
    expect(Object.values(platformCopy.alerts)).toEqual([
      catalogue.errorAlert,
      catalogue.warningAlert,
      catalogue.successAlert,
      catalogue.infoAlert,
    ]);
    expect(platformCopy.inlineError).toBe(catalogue.inlineErrorDefault);
  });
});
