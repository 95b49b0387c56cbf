import { ChevronDown } from 'lucide';
import type { WorkingGroup } from '@/content/schema';
import { actions } from '@/content/navigation';
import { slugify } from '@/lib/slug';
import { Svg } from '@/components/ui/svg';
import { ButtonLink } from '@/components/ui/button';
import { cardClasses } from '@/components/ui/card';
import { CheckList } from './check-list';

/**
 * The working groups as an exclusive accordion of native <details> sharing one name, the first open:
 * no script, and without support for the shared name each still opens and closes on its own.
 */
export function WorkingGroupAccordion({ groups, joinHref }: { groups: readonly WorkingGroup[]; joinHref: string }) {
  return (
    <div className="space-y-3">
      {groups.map((group, index) => {
        const slug = slugify(group.name);
        return (
          <details
            key={group.name}
            name="twg"
            open={index === 0}
            className={cardClasses({ flush: true }, 'group open:ring-2 open:ring-brand-600')}
          >
            <summary className="flex min-h-14 cursor-pointer list-none items-center gap-4 rounded-card px-6 py-4 [&::-webkit-details-marker]:hidden">
              <span
                aria-hidden="true"
                className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-800"
              >
                {index + 1}
              </span>
              <h3 className="flex-1 text-lg font-bold text-brand-900">{group.name}</h3>
              <Svg
                node={ChevronDown}
                className="size-5 shrink-0 text-brand-800 transition-transform group-open:rotate-180"
              />
            </summary>
            <div className="grid gap-8 border-t border-brand-900/10 px-6 py-6 md:grid-cols-2">
              <div className="md:col-span-2">
                <h4 className="font-semibold text-earth-700">Objectives</h4>
                <p className="mt-2 max-w-prose text-ink-muted">{group.text}</p>
              </div>
              <div>
                <h4 className="font-semibold text-earth-700">Key responsibilities</h4>
                <CheckList items={group.responsibility} className="mt-3 text-sm" />
              </div>
              <div>
                <h4 className="font-semibold text-earth-700">Ideal membership</h4>
                <CheckList items={group.membership} className="mt-3 text-sm" />
              </div>
              <div className="md:col-span-2">
                <ButtonLink href={`${joinHref}?twg=${slug}`}>
                  {actions.joinGroup.label}
                  <span className="sr-only"> the {group.name} working group</span>
                </ButtonLink>
              </div>
            </div>
          </details>
        );
      })}
    </div>
  );
}
