'use client';

import { useEffect, useState } from 'react';
import { findBySlug, workingGroupSlug } from '@/lib/slug';
import { textLinkClasses } from '@/components/ui/text-link';

/**
 * Names the working group chosen on /members/chapters (?twg=slug), read after mount; the value is only
 * compared with the known slugs, never rendered itself.
 */
export function ChosenGroup({ groupNames, chaptersHref }: { groupNames: string[]; chaptersHref: string }) {
  const [chosen, setChosen] = useState<string | null>(null);

  useEffect(() => {
    const value = new URLSearchParams(window.location.search).get('twg');
    const match = findBySlug(
      groupNames.map((name) => ({ name })),
      value,
      workingGroupSlug,
    );
    setChosen(match?.name ?? null);
  }, [groupNames]);

  return (
    <div role="status" className="mt-6 rounded-card bg-white/10 px-5 py-4 text-brand-50 ring-1 ring-white/20">
      {chosen ? (
        <p>
          <span className="font-semibold text-white">You chose the {chosen} working group.</span> Join the institute
          below, then tell the membership office which group you want to take part in.
        </p>
      ) : (
        <p>
          Members can take part in any of our {groupNames.length} technical working groups.{' '}
          <a href={chaptersHref} className={textLinkClasses('light')}>
            Explore the working groups
          </a>
        </p>
      )}
    </div>
  );
}
