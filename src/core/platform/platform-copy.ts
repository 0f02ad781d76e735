import copy from '@flows/platform/copy.json';
import type { PlatformCopy } from '@/generated/types/platform-copy';

/** The shared platform's words (flows/platform/copy.json), typed by its schema (less the `$schema` link, which generation leaves out). */
export const platformCopy: Omit<PlatformCopy, '$schema'> = copy;

/** Every message of platform-services section 8, word for word. */
export const catalogue = platformCopy.catalogue;
