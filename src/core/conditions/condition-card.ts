import type { KnownCondition } from './condition-categories';
import type { ConditionCategory } from '@/generated/types/condition-category';
import { conditionLink } from './condition-link';

/** Which line of the screen's copy says what a card asks for. */
export type CardAsk = 'documentsOne' | 'documentsMany' | 'paystubsOne' | 'paystubsMany' | 'phone';

/** One request card, ready to draw: the lender's words, what it asks, where its button goes. */
export interface ConditionCard {
  uuid: string;
  category: ConditionCategory;
  header: string;
  /** The lender's description; null when it sent none (the card's default text then shows). */
  description: string | null;
  /** Copy key of the default text when there is no description (manual paystubs: 'three most recent'). */
  defaultText: 'paystubsDefault' | null;
  notes: string | null;
  commentsToBorrower: string | null;
  button: string;
  /** Screen path with the link's query; null when the location is unknown (no button). */
  link: string | null;
  ask: CardAsk;
  /** How many documents (1 for a phone). */
  count: number;
  /** Bank account review: the last 4 characters of the account mask. */
  accountLast4: string | null;
}

const blank = (text: string | null | undefined): string | null => (text && text.trim() ? text : null);

/** How many documents a condition asks for: xtraData.numDocsRequired, default 1. */
export const documentsRequired = (condition: KnownCondition): number => {
  const n = condition.xtraData.numDocsRequired;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : 1;
};

/** The card for a condition (platform-services, Conditions: the paystubs count, the bank mask). */
export function conditionCard(condition: KnownCondition): ConditionCard {
  const count = condition.type === 'PHONE_NUMBER' ? 1 : documentsRequired(condition);
  const paystubs = condition.categoryEnum === 'MANUAL_PAYSTUBS';
  const ask: CardAsk =
    condition.type === 'PHONE_NUMBER'
      ? 'phone'
      : paystubs
        ? count === 1
          ? 'paystubsOne'
          : 'paystubsMany'
        : count === 1
          ? 'documentsOne'
          : 'documentsMany';
  const description = blank(condition.description);
  const mask = condition.categoryEnum === 'BANK_ACCOUNT_REVIEW' ? blank(condition.xtraData.mask) : null;
  return {
    uuid: condition.uuid,
    category: condition.categoryEnum,
    header: condition.header,
    description,
    defaultText: !description && paystubs ? 'paystubsDefault' : null,
    notes: blank(condition.notes),
    commentsToBorrower: blank(condition.commentsToBorrower),
    button: condition.button,
    link: conditionLink(condition),
    ask,
    count,
    accountLast4: mask ? mask.slice(-4) : null,
  };
}
