import { useEffectEvent, useLayoutEffect, type RefObject } from 'react';

/** The page's root carries this while the menu sheet is open: below 1024 px the page behind does not scroll (top-nav.css). */
export const MENU_OPEN_ATTRIBUTE = 'data-menu-open';

/** The spec's mobile breakpoint, where the list is a sheet (as in top-nav.css). */
const PHONE_QUERY = '(max-width: 1023.98px)';

const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex="0"]';

/** What Tab can reach inside `root`, in order: shown (it has a box) and in the tab order. */
function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) => el.tabIndex >= 0 && el.getClientRects().length > 0,
  );
}

/**
 * While the phone's menu sheet is open it behaves as a modal (WAI-ARIA dialog pattern, as GOV.UK's
 * and USWDS's mobile menus do): the page behind does not scroll and is inert, and Tab and
 * Shift+Tab go round inside the sheet. top-nav.tsx mounts this, its own chunk asked for when the
 * Menu button is first touched, only while the sheet is open; Escape is top-nav's own.
 */
export default function MenuSheetModal({
  sheet,
  close,
}: {
  sheet: RefObject<HTMLElement | null>;
  close: (returnFocus: boolean) => void;
}): null {
  const widenedPastPhone = useEffectEvent(() => close(false));
  // A layout effect: its cleanup, when a page change closes the sheet, runs before the new page's
  // effects, so the page's heading takes focus once the page behind is live again.
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.setAttribute(MENU_OPEN_ATTRIBUTE, '');
    // The page beside the bar (main, footer, chat) is out of reach, for screen readers too.
    const header = sheet.current?.closest('header');
    const behind = header?.parentElement
      ? [...header.parentElement.children].filter(
          (el): el is HTMLElement => el instanceof HTMLElement && el !== header && !el.inert,
        )
      : [];
    for (const el of behind) el.inert = true;
    // Widened to 1024 px the list is the bar's again: the sheet closes.
    const phone = window.matchMedia(PHONE_QUERY);
    const widened = () => {
      if (!phone.matches) widenedPastPhone();
    };
    phone.addEventListener('change', widened);
    const onKeyDown = (event: KeyboardEvent) => trapTab(sheet.current, event);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      root.removeAttribute(MENU_OPEN_ATTRIBUTE);
      for (const el of behind) el.inert = false;
      phone.removeEventListener('change', widened);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [sheet]);
  return null;
}

/** Tab and Shift+Tab from the sheet's last or first control go round to the other end. */
function trapTab(root: HTMLElement | null, event: KeyboardEvent): void {
  if (event.key !== 'Tab' || event.defaultPrevented || !root || !root.contains(event.target as Node)) return;
  // Only a sheet drawn as one (below 1024 px) traps: from 1024 px the list is the bar's.
  if (getComputedStyle(root).position !== 'absolute') return;
  const targets = tabbables(root);
  if (targets.length === 0) return;
  const from = event.target as Node;
  // A menu item (tabindex -1) is not in the list: where it sits in the page decides.
  const after = targets.filter((el) => from.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING);
  const before = targets.filter((el) => from.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING);
  if (event.shiftKey && before.length === 0) {
    event.preventDefault();
    targets.at(-1)!.focus();
  } else if (!event.shiftKey && after.length === 0) {
    event.preventDefault();
    targets[0]!.focus();
  }
}
