import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { SiteLink } from '../ui/site-link';
import { clearBrowserAccountState } from '../pages/account/sign-out';
import { usePrerenderedContent } from './prerendered';
import type { SessionUser } from './root-data';

/**
 * The signed-in person's menu (WAI-ARIA menu button): Enter, Space or Arrow Down opens it on
 * the first item, arrows and Home/End move, Escape closes it and returns focus to the button,
 * Tab or a click elsewhere closes it. Log out is a real form POST so it works before hydration.
 */
export function AccountMenu({ user }: { user: SessionUser }) {
  const location = useLocation();
  // Open for one location only: following any link closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const setOpen = (value: boolean) => setOpenAt(value ? location.key : null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const focusItem = (index: number) => {
    const all = items();
    if (all.length === 0) return;
    all[(index + all.length) % all.length]?.focus();
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpenAt(null);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const openAndFocus = (index: number) => {
    setOpen(true);
    // The items exist once React has rendered the open menu.
    requestAnimationFrame(() => focusItem(index));
  };

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAndFocus(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(-1);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  };

  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = items();
    const current = all.indexOf(document.activeElement as HTMLElement);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusItem(current + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusItem(current - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusItem(0);
        break;
      case 'End':
        event.preventDefault();
        focusItem(-1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  };

  const staff = user.role !== 'CUSTOMER';
  // The entries are the same for every customer (and every member of staff): prerendered once.
  const entries = usePrerenderedContent(accountMenuFragment(staff), () => <AccountMenuItems staff={staff} />);
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || '?';

  return (
    <div className="account-menu" ref={wrapperRef}>
      <button
        ref={buttonRef}
        type="button"
        className="account-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
        onKeyDown={onButtonKey}
      >
        <span className="account-menu__avatar" aria-hidden="true">
          {initials}
        </span>
        <span className="account-menu__name">My account</span>
        <svg className="account-menu__chevron" viewBox="0 0 12 8" width="12" height="8" aria-hidden="true">
          <path d="m1 1.5 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
      <div className="account-menu__panel" hidden={!open}>
        <p className="account-menu__who">
          {user.firstName} {user.lastName}
          <span>{user.email}</span>
        </p>
        <ul ref={menuRef} id={menuId} role="menu" aria-label="My account" onKeyDown={onMenuKey} {...entries} />
      </div>
    </div>
  );
}

/** The key of the account menu's prerendered entries (prerender.server.tsx). */
export function accountMenuFragment(staff: boolean): string {
  return `account-menu:${staff ? 'staff' : 'customer'}`;
}

/** The account menu's entries: the support desk for staff only. */
export function AccountMenuItems({ staff }: { staff: boolean }) {
  return (
    <>
      <li role="none">
        <SiteLink role="menuitem" tabIndex={-1} to="/my-account">
          Account
        </SiteLink>
      </li>
      <li role="none">
        <SiteLink role="menuitem" tabIndex={-1} to="/my-trips">
          My Trips
        </SiteLink>
      </li>
      {staff && (
        <li role="none">
          <SiteLink role="menuitem" tabIndex={-1} to="/desk">
            Support desk
          </SiteLink>
        </li>
      )}
      <li role="none">
        <form role="none" method="post" action="/logout" onSubmit={clearBrowserAccountState}>
          <button role="menuitem" tabIndex={-1} type="submit">
            Log out
          </button>
        </form>
      </li>
      <li role="none">
        <SiteLink role="menuitem" tabIndex={-1} to="/my-account?delete=1" className="account-menu__danger">
          Delete account
        </SiteLink>
      </li>
    </>
  );
}
