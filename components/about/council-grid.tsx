import type { CouncilMember } from '@/content/schema';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Portrait } from './monogram';

/**
 * The council: photo (or monogram), name and position only. Keyed by name: ids repeat in the data.
 * On phones each member is one row (photo beside name and position), so names and positions keep
 * the full width instead of breaking over lines in a squeezed two-column grid.
 */
export function CouncilGrid({ members }: { members: readonly CouncilMember[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 sm:gap-5 md:grid-cols-3 lg:grid-cols-4">
      {members.map((member, index) => (
        <Card
          as="li"
          key={member.name}
          className="flex items-center gap-4 p-4 sm:flex-col sm:gap-0 sm:p-5 sm:text-center"
        >
          {/* The photo's own box: a <picture> flex item would shrink beside a long name. */}
          <div className="shrink-0">
            <Portrait
              person={member}
              index={index}
              size="size-20 sm:size-32 lg:size-40"
              monogramText="text-2xl sm:text-4xl lg:text-5xl"
              sizes="(min-width: 1024px) 160px, (min-width: 640px) 128px, 80px"
              // The first row is in view on arrival: its photos are the page's largest paint.
              priority={index < 2}
            />
          </div>
          <div className="min-w-0 sm:flex sm:flex-col sm:items-center">
            <h3 className="font-bold text-balance text-brand-900 sm:mt-4">{member.name}</h3>
            <Badge tone="green" className="mt-1.5 sm:mt-2">
              {member.position}
            </Badge>
          </div>
        </Card>
      ))}
    </ul>
  );
}
