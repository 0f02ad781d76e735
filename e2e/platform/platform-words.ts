import type { PlatformCopy } from '../../src/generated/types/platform-copy';
import { readJson } from '../test-support/read-json';

/** The shared platform's words, as the specs read them (flows/platform/copy.json). */
export const platformCopy = readJson<PlatformCopy>('flows/platform/copy.json');
