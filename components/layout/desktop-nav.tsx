'use client';

import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { usePathname } from 'next/navigation';
import { ArrowUpRight, ChevronDown } from 'lucide';
import { Svg } from '@/components/ui/svg';
import type { NavGroup } from '@/content/schema';
import { clsx } from 'clsx';
import { SmartLink } from '@/components/ui/smart-link';
import { useEnhanced } from '@/components/ui/use-enhanced';
import { isInGroup, isWithin } from '@/lib/current-page';
import { currentSectionClasses } from './current-section';

/**
 * Header navigation. A top-level title is a link to its group's first page; the chevron button
 * beside it opens the dropdown by click, tap or keyboard, and hovering opens it too. Before the
 * script runs (or without it) CSS opens a dropdown on hover and keyboard focus.
 */
export function DesktopNav({ groups }: { groups: NavGroup[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const enhanced = useEnhanced();
  // The section the page is in is marked, in the exported HTML too (each page is rendered at its path).
  const pathname = usePathname();
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
    <nav aria-label="Main" className="hidden xl:block">
      <ul className="flex items-center gap-0.5 xl:gap-1">
        {groups.map((group, index) => {
          const panelId = `nav-panel-${index}`;
          const isOpen = open === index;
          return (
            <li
              key={group.label}
              className="group relative"
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
                <SmartLink
                  href={group.href}
                  external={group.external}
                  aria-current={pathname === group.href ? 'page' : undefined}
                  className={clsx(
                    'rounded-md px-1.5 py-2 text-[0.92rem] font-semibold whitespace-nowrap hover:text-brand-700 xl:px-2.5',
                    isInGroup(pathname, group) ? [currentSectionClasses, 'underline-offset-[0.6rem]'] : 'text-ink',
                  )}
                >
                  {group.label}
                  {/* Another site, opened in a new tab: the arrow says so before the click. */}
                  {group.external ? <Svg node={ArrowUpRight} className="ml-0.5 inline size-3.5 align-[-1px]" /> : null}
                </SmartLink>
                {group.children ? (
                  <button
                    type="button"
                    ref={(element) => {
                      buttons.current[index] = element;
                    }}
                    aria-expanded={isOpen}
                    aria-controls={panelId}
                    onClick={() => toggleGroup(index)}
                    className="-ml-1 inline-flex size-7 items-center justify-center rounded-md text-ink-muted hover:bg-brand-50 hover:text-brand-700"
                  >
                    <Svg node={ChevronDown} className={clsx('size-4 transition-transform', isOpen && 'rotate-180')} />
                    <span className="sr-only">{`${group.label} menu`}</span>
                  </button>
                ) : null}
              </div>
              {group.children ? (
                <div
                  id={panelId}
                  className={clsx(
                    'absolute top-full left-0 z-40 pt-2',
                    isOpen ? 'block' : 'hidden',
                    !enhanced && 'group-focus-within:block group-hover:block',
                  )}
                >
                  <ul className="w-64 rounded-card bg-white p-2 shadow-lift ring-1 ring-brand-900/10">
                    {group.children.map((child) => (
                      <li key={child.href}>
                        <SmartLink
                          href={child.href}
                          onClick={() => setOpen(null)}
                          aria-current={pathname === child.href ? 'page' : undefined}
                          className={clsx(
                            'block rounded-lg px-3 py-2.5 text-sm font-medium hover:bg-brand-50 hover:text-brand-800',
                            isWithin(pathname, child.href) ? 'bg-brand-50 text-brand-800' : 'text-ink',
                          )}
                        >
                          {child.label}
                        </SmartLink>
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
