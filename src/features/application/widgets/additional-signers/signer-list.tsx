import { useId } from 'react';
import type { InvitedSigner } from '../../widget-parts/application-fields';

/** The co-owners invited so far, each with the step they have reached. */
export function SignerList({ signers, word }: { signers: readonly InvitedSigner[]; word: (key: string) => string }) {
  const id = useId();
  if (signers.length === 0) return null;
  return (
    <section className="additional-signers__invited" aria-labelledby={id}>
      <h2 id={id} className="additional-signers__heading">
        {word('invitedHeading')}
      </h2>
      <ul className="additional-signers__list">
        {signers.map((signer) => (
          <li key={signer.uuid} className="additional-signers__item">
            <span className="additional-signers__name">
              {signer.firstName} {signer.lastName}
            </span>
            <span className="additional-signers__email">{signer.email}</span>
            <span className="additional-signers__status">{word(`status.${signer.status}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
