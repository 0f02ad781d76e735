import { useEffect, useId, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { conditionCard } from '@/core/conditions/condition-card';
import { outstandingConditions } from '@/core/conditions/condition-categories';
import { screenHref } from '@/core/conditions/condition-link';
import { RouterLink } from '@/renderer/router-link';
import { useConditions } from '../../api/get-conditions';
import type { ScreenWidgetProps } from '../../screen-widget';
import { ConditionAsks } from '../../widget-parts/condition-asks';
import { words } from '../../widget-parts/copy';
import './conditions-list.css';

/**
 * conditions: one request card per outstanding condition of a known category, oldest first
 * (src/core/conditions). Each card's button leads to its location with the condition link's
 * query; the list is read again every 60 s and on window focus.
 */
export default function ConditionsList({ uuid, screenPath, copy }: ScreenWidgetProps) {
  const word = words(copy);
  const id = useId();
  const location = useLocation();
  const conditions = useConditions(uuid);
  const list = useRef<HTMLUListElement>(null);
  useFocusLinkedCard(list, location.hash, conditions.isSuccess);
  if (conditions.isPending) return <p role="status">{word('loading')}</p>;
  if (conditions.isError) {
    return (
      <div role="alert">
        <p>{word('loadFailed')}</p>
        <button type="button" className="button button--secondary" onClick={() => void conditions.refetch()}>
          {word('retry')}
        </button>
      </div>
    );
  }
  const cards = outstandingConditions(conditions.data).map(conditionCard);
  if (cards.length === 0) return <p role="status">{word('none')}</p>;
  return (
    <ul ref={list} className="condition-cards" aria-label={word('listLabel')}>
      {cards.map((card) => (
        <li key={card.uuid} id={`condition-${card.uuid}`} className="condition-card">
          <article aria-labelledby={`${id}-${card.uuid}`}>
            <p className="condition-card__category">{word(`category.${card.category}`)}</p>
            <h2 id={`${id}-${card.uuid}`} className="condition-card__header" tabIndex={-1}>
              {card.header}
            </h2>
            <ConditionAsks card={card} word={word} />
            {card.link && (
              <p>
                <RouterLink to={screenHref(location, screenPath, card.link)} className="button">
                  {card.button}
                </RouterLink>
              </p>
            )}
          </article>
        </li>
      ))}
    </ul>
  );
}

/**
 * A link to one request (the notifications panel's `conditions#condition-<uuid>`) opens the list
 * at that card: once the list has arrived, the card scrolls into view and its heading takes focus,
 * so a keyboard or screen reader user lands where a sighted one looks. Once per link followed.
 */
function useFocusLinkedCard(list: RefObject<HTMLUListElement | null>, hash: string, ready: boolean) {
  const handled = useRef<string | null>(null);
  useEffect(() => {
    // Condition ids are UUIDs: anything else in the hash is not a card of this list.
    if (!ready || !/^#condition-[0-9a-f-]+$/i.test(hash) || handled.current === hash) return;
    const card = list.current?.querySelector<HTMLElement>(`li[id="${hash.slice(1)}"]`);
    if (!card) return;
    handled.current = hash;
    card.scrollIntoView?.({ block: 'start' });
    card.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  }, [list, hash, ready]);
}
