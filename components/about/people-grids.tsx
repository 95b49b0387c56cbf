import type { ReactNode } from 'react';
import { Mail } from 'lucide';
import type { CouncilMember, SecretariatStaff } from '@/content/schema';
import { cn } from '@/lib/cn';
import { mailto } from '@/lib/format';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Svg } from '@/components/ui/svg';
import { Portrait } from './monogram';

/**
 * One person: portrait, name, an optional line under it and a badge, then what `children` add. On a
 * phone the portrait stands beside the name, so names keep the full width instead of breaking over
 * lines in a squeezed two-column grid; from 640 px a photograph stands large on top of the card.
 * Without one, the initials stay small beside the name at every width: a 160 px tile of initials
 * would make a face of a placeholder. The card grows its portrait by itself once a photo is added.
 */
function PersonCard({
  person,
  index,
  subtitle,
  badge,
  priority,
  children,
}: {
  person: { name: string; image?: { src: string; alt: string } };
  index: number;
  subtitle?: string;
  badge: string;
  /** In view on arrival: the page's largest paint. */
  priority: boolean;
  children?: ReactNode;
}) {
  const photo = Boolean(person.image);
  return (
    <Card
      as="li"
      flush
      className={cn(
        'grid items-center gap-x-4 p-4',
        photo
          ? 'grid-cols-[5rem_minmax(0,1fr)] sm:flex sm:flex-col sm:p-6 sm:text-center'
          : 'grid-cols-[4rem_minmax(0,1fr)] sm:p-5',
      )}
    >
      {/* The photo's own box: a <picture> grid item would shrink beside a long name. */}
      <div
        className={cn(
          children ? 'row-span-2 self-start' : 'shrink-0',
          children && photo && 'sm:row-span-1 sm:self-auto',
        )}
      >
        <Portrait
          person={person}
          index={index}
          size={photo ? 'size-20 sm:size-32 lg:size-40' : 'size-16'}
          monogramText="text-xl"
          sizes="(min-width: 1024px) 160px, (min-width: 640px) 128px, 80px"
          priority={priority}
        />
      </div>
      <div className={cn('min-w-0', photo && 'sm:mt-4 sm:flex sm:flex-col sm:items-center')}>
        <h3 className="font-bold text-balance text-brand-900 sm:text-lg">{person.name}</h3>
        {subtitle ? <p className="mt-0.5 text-sm font-medium text-ink sm:mt-1 sm:text-base">{subtitle}</p> : null}
        <Badge tone="green" className="mt-1.5 sm:mt-2">
          {badge}
        </Badge>
      </div>
      {children}
    </Card>
  );
}

/** The council: photo (or monogram), name and position only. Keyed by name: ids repeat in the data. */
export function CouncilGrid({ members }: { members: readonly CouncilMember[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 sm:gap-5 md:grid-cols-3 lg:grid-cols-4">
      {members.map((member, index) => (
        <PersonCard key={member.name} person={member} index={index} badge={member.position} priority={index < 2} />
      ))}
    </ul>
  );
}

/** The secretariat team: name, position, department, what they do and how to email them. */
export function StaffGrid({ staff }: { staff: readonly SecretariatStaff[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {staff.map((person, index) => (
        <PersonCard
          key={person.email}
          person={person}
          index={index}
          subtitle={person.position}
          badge={person.department}
          priority={index === 0}
        >
          <p className="col-span-2 mt-4 flex-1 text-sm text-ink-muted">{person.description}</p>
          <a
            href={mailto(person.email, `Enquiry for the ${person.position}`)}
            className="col-span-2 mt-3 inline-flex min-h-11 items-center gap-2 font-semibold break-all text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline sm:mt-5"
          >
            <Svg node={Mail} className="size-4 shrink-0" />
            {person.email}
          </a>
        </PersonCard>
      ))}
    </ul>
  );
}
