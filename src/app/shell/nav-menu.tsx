import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { menuKeyAction, openingIndex } from '@/core/menu/menu-keys';

/** What every menu item gets: it is a menuitem, out of the tab order, and closes the menu when chosen. */
export interface MenuItemProps {
  ref: (element: HTMLElement | null) => void;
  role: 'menuitem';
  tabIndex: -1;
  className: string;
  onClick: () => void;
}

export type MenuEntry = { label: string } & ({ to: string } | { render: (props: MenuItemProps) => ReactNode });

/**
 * A menu button (WAI-ARIA pattern): Enter, Space or ArrowDown opens on the first item, ArrowUp on
 * the last; arrows move and wrap, Home and End jump, a letter moves to the next item starting
 * with it; Escape closes and returns focus to the button; Tab closes and moves on.
 */
export function NavMenu({
  label,
  items,
  onChoose,
  onPrepare,
}: {
  label: string;
  items: readonly MenuEntry[];
  onChoose?: () => void;
  /** Called as the button is about to be used (pointer over it, or focus): items' code can load then. */
  onPrepare?: () => void;
}) {
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const open = focusIndex !== null;
  const button = useRef<HTMLButtonElement>(null);
  const itemElements = useRef<(HTMLElement | null)[]>([]);
  const buttonId = useId();
  const menuId = useId();
  const labels = items.map((item) => item.label);

  useEffect(() => {
    if (focusIndex !== null) itemElements.current[focusIndex]?.focus();
  }, [focusIndex]);

  // A chosen item navigates; the menu closes once the new page is there.
  const { key: locationKey } = useLocation();
  useEffect(() => setFocusIndex(null), [locationKey]);

  const close = (returnFocus: boolean) => {
    setFocusIndex(null);
    if (returnFocus) button.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setFocusIndex(openingIndex(event.key, items.length));
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const action = menuKeyAction(event.key, focusIndex ?? 0, labels);
    if (action.kind === 'focus') {
      event.preventDefault();
      setFocusIndex(action.index);
    } else if (action.kind === 'close' && action.returnFocus) {
      event.preventDefault();
      close(true);
    } else if (action.kind === 'activate' && event.key === ' ') {
      // Enter activates links and buttons natively; Space does so only for buttons.
      event.preventDefault();
      itemElements.current[focusIndex ?? 0]?.click();
    }
    // Tab: focus leaves, and the focusout below closes the menu.
  };

  const itemProps = (index: number): MenuItemProps => ({
    ref: (element) => {
      itemElements.current[index] = element;
    },
    role: 'menuitem',
    tabIndex: -1,
    className: 'nav-menu__item',
    onClick: () => onChoose?.(),
  });

  return (
    <div
      className="nav-menu"
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) close(false);
      }}
    >
      <button
        ref={button}
        id={buttonId}
        type="button"
        className="nav-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onKeyDown={onButtonKeyDown}
        onPointerEnter={onPrepare}
        onFocus={onPrepare}
        onClick={() => (open ? close(false) : setFocusIndex(0))}
      >
        {label}
      </button>
      <ul
        id={menuId}
        role="menu"
        aria-labelledby={buttonId}
        className="nav-menu__list"
        hidden={!open}
        onKeyDown={onMenuKeyDown}
      >
        {items.map((item, index) => (
          <li role="none" key={item.label}>
            {'to' in item ? (
              <Link to={item.to} {...itemProps(index)}>
                {item.label}
              </Link>
            ) : (
              item.render(itemProps(index))
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
