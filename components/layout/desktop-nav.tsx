'use client';

import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useCurrentPath } from '@/components/ui/use-current-path';
import { ChevronDown } from 'lucide';
import { Svg } from '@/components/ui/svg';
import type { NavGroup } from '@/content/schema';
import { cn } from '@/lib/cn';
import { useEnhanced } from '@/components/ui/use-enhanced';
import { MenuLink } from './menu-link';

/**
 * A section's title links to its first page, the chevron beside it (and hovering) opens its dropdown;
 * before the script runs CSS opens it on hover and focus. Chevrons and the other site's link from 1280 px.
 */
export function DesktopNav({ groups }: { groups: NavGroup[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const enhanced = useEnhanced();
  const pathname = useCurrentPath();
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A dropdown opened by hovering stays open when its button is then clicked (the click pins it).
  const openedByHover = useRef(false);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  function openGroup(index: number | null, byHover = false) {
    clearTimeout(closeTimer.current);
    openedByHover.current = byHover;
    setOpen(index);
  }

  function toggleGroup(index: number) {
    if (open === index && !openedByHover.current) openGroup(null);
    else openGroup(index);
  }

  function closeSoon() {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(null), 150);
  }

  function onKeyDown(event: KeyboardEvent, index: number) {
    if (event.key === 'Escape' && open === index) {
      setOpen(null);
      buttons.current[index]?.focus();
    }
  }

  return (
    // Set from the logo, not spread between it and the buttons: on a slow line the bar is drawn as its
    // parts arrive, and a menu placed by what comes after it jumped sideways when the buttons came.
    <nav aria-label="Main" className="hidden lg:mr-auto lg:ml-4 lg:block xl:ml-10">
      <ul className="flex items-center gap-0.5 xl:gap-1">
        {groups.map((group, index) => {
          const panelId = `nav-panel-${index}`;
          const isOpen = open === index;
          return (
            <li
              key={group.label}
              className={cn('group relative', group.external && 'max-xl:hidden')}
              onPointerEnter={(event) =>
                event.pointerType === 'mouse' && group.children && open !== index && openGroup(index, true)
              }
              onPointerLeave={(event) => event.pointerType === 'mouse' && closeSoon()}
              onKeyDown={(event) => onKeyDown(event, index)}
              onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null) && isOpen) setOpen(null);
              }}
            >
              <div className="flex items-center">
                <MenuLink
                  link={group}
                  pathname={pathname}
                  section
                  className="rounded-md px-1.5 py-2 text-[0.92rem] font-semibold whitespace-nowrap hover:text-brand-700 xl:px-2.5"
                  marked="underline-offset-[0.6rem]"
                  unmarked="text-ink"
                />
                {group.children ? (
                  <button
                    type="button"
                    ref={(element) => {
                      buttons.current[index] = element;
                    }}
                    aria-expanded={isOpen}
                    aria-controls={panelId}
                    onClick={() => toggleGroup(index)}
                    className="-ml-1 hidden size-7 items-center justify-center rounded-md text-ink-muted hover:bg-brand-50 hover:text-brand-700 xl:inline-flex"
                  >
                    <Svg node={ChevronDown} className={cn('size-4 transition-transform', isOpen && 'rotate-180')} />
                    <span className="sr-only">{`${group.label} menu`}</span>
                  </button>
                ) : null}
              </div>
              {group.children ? (
                <div
                  id={panelId}
                  className={cn(
                    'absolute top-full left-0 z-40 pt-2',
                    isOpen ? 'block' : 'hidden',
                    !enhanced && 'group-focus-within:block group-hover:block',
                  )}
                >
                  <ul className="w-64 rounded-card bg-white p-2 shadow-lift ring-1 ring-brand-900/10">
                    {group.children.map((child) => (
                      <li key={child.href}>
                        <MenuLink
                          link={child}
                          pathname={pathname}
                          onClick={() => setOpen(null)}
                          className="block rounded-lg px-3 py-2.5 text-sm font-medium hover:bg-brand-50 hover:text-brand-800"
                          marked="bg-brand-50 text-brand-800"
                          unmarked="text-ink"
                        />
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
