import { atom } from 'jotai';
import type { Refusal } from '@/core/registration/refused-answer';

/**
 * An answer the lender's contract refused at submit: the step that asks for it shows it until the
 * next Continue. Each step is its own journey mount, so it lives here; in memory only.
 */
export const refusalAtom = atom<Refusal | null>(null);
