import type { ScreenTarget } from '@/core/application/screens';
import { word, type Copy } from './offer-words';

/** A step after product/select opened without a valid choice in its address: back to choose. */
export function NoChoice({ copy, goTo }: { copy: Copy; goTo: (screenPath: ScreenTarget) => void }) {
  return (
    <>
      <p>{word(copy, 'noChoice')}</p>
      <p>
        <button type="button" className="button" onClick={() => goTo('product/select')}>
          {word(copy, 'chooseOffer')}
        </button>
      </p>
    </>
  );
}
