'use client';

import { useState } from 'react';
import { useCurrentPath } from '@/components/ui/use-current-path';
import { Menu } from 'lucide';
import { CloseButton } from '@/components/ui/close-button';
import { Svg } from '@/components/ui/svg';
import type { Link, NavGroup } from '@/content/schema';
import { SmartLink } from '@/components/ui/smart-link';
import { buttonClasses } from '@/components/ui/button';
import { useEnhanced } from '@/components/ui/use-enhanced';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import { MenuLink } from './menu-link';

const triggerClasses =
  'inline-flex min-h-11 items-center gap-2 rounded-pill px-3 text-sm font-semibold text-brand-900 ring-1 ring-brand-900/15 hover:bg-brand-50 xl:hidden';

/** The mobile side drawer, a modal <dialog>; without JavaScript the trigger links to the footer's navigation. */
export function MobileMenu({
  groups,
  join,
  donate,
  portal,
}: {
  groups: NavGroup[];
  join: Link;
  donate: Link;
  /** The members' portal: in the top bar from 1024 px, only here below. */
  portal: Link;
}) {
  const enhanced = useEnhanced();
  const pathname = useCurrentPath();
  const [open, setOpen] = useState(false);
  const { close, dialogProps } = useModalDialog({ open, onClose: () => setOpen(false) });
  const trigger = (
    <>
      <Svg node={Menu} className="size-5" />
      {/* Below 360 px the word is spoken, not shown: the institute's name beside the logo keeps two lines. */}
      <span className="max-[359px]:sr-only">Menu</span>
    </>
  );

  if (!enhanced) {
    return (
      <a href="#footer-navigation" className={triggerClasses}>
        {trigger}
      </a>
    );
  }

  return (
    <>
      <button
        type="button"
        className={triggerClasses}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        {trigger}
      </button>
      <dialog
        {...dialogProps}
        aria-label="Site menu"
        className="m-0 ml-auto h-dvh max-h-none w-[min(22rem,88vw)] max-w-none overflow-hidden bg-white p-0 shadow-lift backdrop:bg-brand-950/60 xl:hidden"
      >
        <div className="flex h-full flex-col">
          {/* The portal's login stands in the title bar, so the pinned actions below keep to one row. */}
          <div className="flex items-center gap-2 border-b border-brand-900/10 py-2 pr-2 pl-4">
            <p className="mr-auto font-bold text-brand-900">Menu</p>
            <SmartLink
              href={portal.href}
              external={portal.external}
              onClick={close}
              className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
            >
              {portal.label}
            </SmartLink>
            <CloseButton label="Close menu" onClick={close} className="hover:bg-brand-50" />
          </div>
          {/* The links scroll between the fixed title bar and actions (min-h-0 lets the list shrink), with
              a shadow at their foot while more are below. */}
          <nav
            aria-label="Mobile"
            className="scroll-shadow-end min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 py-3"
          >
            <ul className="space-y-3">
              {groups.map((group) => (
                <li key={group.label}>
                  <MenuLink
                    link={group}
                    pathname={pathname}
                    section
                    onClick={close}
                    className="flex min-h-11 items-center font-bold"
                    marked="underline-offset-4"
                    unmarked="text-brand-900"
                  />
                  {group.children ? (
                    <ul className="border-l-2 border-brand-100 pl-3">
                      {group.children.map((child) => (
                        <li key={child.href}>
                          <MenuLink
                            link={child}
                            pathname={pathname}
                            onClick={close}
                            className="flex min-h-11 items-center hover:text-brand-800"
                            marked="font-semibold text-brand-800"
                            unmarked="text-ink"
                          />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          </nav>
          {/* One row where both fit; at 320 px each takes a row of its own. */}
          <div className="flex flex-wrap gap-2 border-t border-brand-900/10 p-3">
            <SmartLink href={join.href} onClick={close} className={buttonClasses('primary', 'md', 'grow')}>
              {join.label}
            </SmartLink>
            <SmartLink href={donate.href} onClick={close} className={buttonClasses('outline', 'md', 'grow')}>
              {donate.label}
            </SmartLink>
          </div>
        </div>
      </dialog>
    </>
  );
}
