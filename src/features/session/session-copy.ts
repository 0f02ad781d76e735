import pagesJson from '@flows/pages/login.json';
import type { SessionPages } from '@/generated/types/login';

/** Words of the sign-in, dashboard and settings pages; npm run validate checked the file against its schema. */
export const sessionCopy = pagesJson as Omit<SessionPages, '$schema'>;
