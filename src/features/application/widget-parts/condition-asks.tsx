import type { ConditionCard } from '@/core/conditions/condition-card';
import { spellDigit } from '@/core/platform/spell-digits';
import { fillTemplate } from '@/core/text/template';

/**
 * What a request card asks for, under its header: the lender's description (or the card's
 * default text), the count or phone line, the account's last four, the notes and the comment.
 */
export function ConditionAsks({ card, word }: { card: ConditionCard; word: (key: string) => string }) {
  return (
    <>
      <p>{card.description ?? (card.defaultText ? word(card.defaultText) : null)}</p>
      <p className="condition-card__ask">{fillTemplate(word(`ask.${card.ask}`), { count: spellDigit(card.count) })}</p>
      {card.accountLast4 && <p>{fillTemplate(word('account'), { last4: card.accountLast4 })}</p>}
      {card.notes && (
        <p>
          <strong>{word('notesLabel')}:</strong> {card.notes}
        </p>
      )}
      {card.commentsToBorrower && (
        <p>
          <strong>{word('commentsLabel')}:</strong> {card.commentsToBorrower}
        </p>
      )}
    </>
  );
}
