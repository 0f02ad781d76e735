import { RouterLink } from '@/renderer/router-link';
import type { LinkedCondition } from './use-linked-condition';

/**
 * What a condition screen shows instead of its form: loading, a failed load (with retry), or a
 * link that names no open request of the right kind, each with the way back to the list.
 */
export function LinkedConditionNotice({
  state,
  word,
  listPath,
  retry,
}: {
  state: Exclude<LinkedCondition['state'], 'ready'>;
  word: (key: string) => string;
  listPath: string;
  retry: () => void;
}) {
  if (state === 'loading') return <p role="status">{word('loading')}</p>;
  return (
    <div role="alert">
      <p>{word(state)}</p>
      <p>
        {state === 'loadFailed' ? (
          <button type="button" className="button button--secondary" onClick={retry}>
            {word('retry')}
          </button>
        ) : (
          <RouterLink to={listPath} className="button button--secondary">
            {word('back')}
          </RouterLink>
        )}
      </p>
    </div>
  );
}
