import type { ReactNode } from 'react';
import { Mail } from 'lucide';
import type { CouncilMember, SecretariatStaff } from '@/content/schema';
import { cn } from '@/lib/cn';
import { mailto } from '@/lib/format';
import { initialsOf } from '@/lib/initials';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Picture } from '@/components/ui/picture';
import { Svg } from '@/components/ui/svg';

// Tones of the brand palette, taken in turn so that neighbours differ.
const monogramTones = [
  'bg-brand-800 text-brand-50 [--line:#168050]',
  'bg-earth-100 text-brand-900 [--line:#e9bd5f]',
  'bg-brand-100 text-brand-900 [--line:#7dd6a6]',
  'bg-brand-950 text-earth-200 [--line:#125136]',
];

/** A person without a portrait photo: their initials in a tile of the palette, over a few contour lines. */
function Monogram({ name, index }: { name: string; index: number }) {
  return (
    <span
      aria-hidden="true"
      data-monogram
      className={cn(
        'relative isolate inline-flex items-center justify-center overflow-hidden font-extrabold tracking-tight select-none',
        monogramTones[index % monogramTones.length],
        'size-16 rounded-2xl text-xl',
      )}
    >
      <svg viewBox="0 0 100 100" className="absolute inset-0 -z-10 size-full" fill="none" stroke="var(--line)">
        <path d="M-10 78c20-14 38-16 56-8s36 8 64-10" strokeWidth="1.5" />
        <path d="M-10 90c22-12 42-13 60-5s34 7 60-8" strokeWidth="1.5" />
        <path d="M-10 66c18-16 34-19 52-11s38 9 68-12" strokeWidth="1" />
        <circle cx="80" cy="22" r="9" strokeWidth="1.5" />
      </svg>
      {initialsOf(name)}
    </span>
  );
}

/**
 * One person: portrait, name, an optional line and a badge, then `children`. A photograph stands large
 * on top from 640 px; initials stay small beside the name, as a 160 px tile would make a face of them.
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
  const photo = person.image;
  return (
    <Card
      as="li"
      flush
      className={cn(
        'grid items-center gap-x-4 p-4',
        photo
          ? 'grid-cols-[5rem_minmax(0,1fr)] sm:flex sm:flex-col sm:p-6 sm:text-center'
          : 'grid-cols-[4rem_minmax(0,1fr)] sm:p-5',
        // Cards of a row share their height: the text's row takes what is left, so every card's name and
        // text start level and its email ends at the foot, whatever the length of its text.
        children && 'grid-rows-[auto_auto_1fr_auto]',
      )}
    >
      {/* The photo's own box: a <picture> grid item would shrink beside a long name. */}
      <div
        className={cn(
          children ? 'row-span-2 self-start' : 'shrink-0',
          children && photo && 'sm:row-span-1 sm:self-auto',
        )}
      >
        {photo ? (
          <Picture
            src={photo.src}
            alt={photo.alt}
            sizes="(min-width: 1024px) 160px, (min-width: 640px) 128px, 80px"
            priority={priority}
            className={cn('size-20 sm:size-32 lg:size-40', 'rounded-full object-cover ring-4 ring-brand-50')}
          />
        ) : (
          <Monogram name={person.name} index={index} />
        )}
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
          <p className="col-span-2 mt-4 self-start text-sm text-ink-muted">{person.description}</p>
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
