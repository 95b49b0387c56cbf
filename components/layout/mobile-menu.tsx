'use client';

import { useState } from 'react';
import { usePathname } from 'next/navigation';
import { Menu } from 'lucide';
import { CloseButton } from '@/components/ui/close-button';
import { Svg } from '@/components/ui/svg';
import type { Link, NavGroup } from '@/content/schema';
import { SmartLink } from '@/components/ui/smart-link';
import { buttonClasses } from '@/components/ui/button';
import { useEnhanced } from '@/components/ui/use-enhanced';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import { MenuLink } from './menu-link';

/** Below 360 px the word is spoken, not shown: the institute's name beside the logo keeps two lines. */
function MenuWord() {
  return <span className="max-[359px]:sr-only">Menu</span>;
}

const triggerClasses =
  'inline-flex min-h-11 items-center gap-2 rounded-pill px-3 text-sm font-semibold text-brand-900 ring-1 ring-brand-900/15 hover:bg-brand-50 xl:hidden';

/**
 * The mobile side drawer: a modal <dialog> (focus stays inside, Escape closes, focus returns to
 * the trigger). Without JavaScript the trigger is a link to the full navigation in the footer.
 */
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
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const { close, dialogProps } = useModalDialog({ open, onClose: () => setOpen(false) });

  if (!enhanced) {
    return (
      <a href="#footer-navigation" className={triggerClasses}>
        <Svg node={Menu} className="size-5" />
        <MenuWord />
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
        <Svg node={Menu} className="size-5" />
        <MenuWord />
      </button>
      <dialog
        {...dialogProps}
        aria-label="Site menu"
        className="m-0 ml-auto h-dvh max-h-none w-[min(22rem,88vw)] max-w-none overflow-hidden bg-white p-0 shadow-lift backdrop:bg-brand-950/60 xl:hidden"
      >
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between border-b border-brand-900/10 px-4 py-3">
            <p className="font-bold text-brand-900">Menu</p>
            <CloseButton label="Close menu" onClick={close} className="hover:bg-brand-50" />
          </div>
          {/* The links scroll between the fixed title bar and the fixed actions: min-h-0 lets the list shrink to what is left. */}
          <nav aria-label="Mobile" className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 py-4">
            <ul className="space-y-5">
              {groups.map((group) => (
                <li key={group.label}>
                  <MenuLink
                    link={group}
                    pathname={pathname}
                    section
                    onClick={close}
                    className="block py-1 font-bold"
                    marked="underline-offset-4"
                    unmarked="text-brand-900"
                  />
                  {group.children ? (
                    <ul className="mt-1 border-l-2 border-brand-100 pl-3">
                      {group.children.map((child) => (
                        <li key={child.href}>
                          <MenuLink
                            link={child}
                            pathname={pathname}
                            onClick={close}
                            className="block py-2 text-sm hover:text-brand-800"
                            marked="font-semibold text-brand-800"
                            unmarked="text-ink-muted"
                          />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          </nav>
          <div className="grid gap-2 border-t border-brand-900/10 p-4">
            <SmartLink href={join.href} onClick={close} className={buttonClasses('primary', 'md')}>
              {join.label}
            </SmartLink>
            <SmartLink href={donate.href} onClick={close} className={buttonClasses('outline', 'md')}>
              {donate.label}
            </SmartLink>
            <SmartLink
              href={portal.href}
              external={portal.external}
              onClick={close}
              className="inline-flex min-h-11 items-center justify-center text-sm font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
            >
              {portal.label}
            </SmartLink>
          </div>
        </div>
      </dialog>
    </>
  );
}
