import { Modal } from '@/renderer/platform/modal';

/**
 * The geolocation explainer modal (platform-services.md 'Other dialogs'): before the browser asks
 * for the borrower's location, why the notary needs it. Continue goes on to the browser's own
 * question; Not now (or Escape) closes it and focus returns to the start button.
 */
export function GeolocationExplainer({
  word,
  onContinue,
  onClose,
}: {
  word: (key: string) => string;
  onContinue: () => void;
  onClose: () => void;
}) {
  return (
    <Modal id="geolocation-explainer" title={word('locationTitle')} onClose={onClose}>
      <p>{word('locationWhy')}</p>
      <p>{word('locationPrompt')}</p>
      <p className="modal__actions form-actions">
        <button type="button" className="button" onClick={onContinue}>
          {word('locationShare')}
        </button>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {word('locationNotNow')}
        </button>
      </p>
    </Modal>
  );
}

/** The browser's location, or null when it is refused, unavailable or slow (10 s). */
export function askBrowserLocation(): Promise<GeolocationCoordinates | null> {
  return new Promise((resolve) => {
    if (!('geolocation' in navigator)) {
      resolve(null);
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve(position.coords),
      () => resolve(null),
      { timeout: 10_000, maximumAge: 60_000 },
    );
  });
}
