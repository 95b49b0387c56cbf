import type { CouncilMember } from '@/content/types';
import { Badge } from '@/components/ui/badge';
import { Picture } from '@/components/ui/picture';

/** The council: photo, name and position only (SPEC 2). Keyed by name: ids repeat in the data. */
export function CouncilGrid({ members }: { members: readonly CouncilMember[] }) {
  return (
    <ul className="grid grid-cols-2 gap-5 md:grid-cols-3 lg:grid-cols-4">
      {members.map((member, index) => (
        <li
          key={member.name}
          className="flex flex-col items-center rounded-card bg-white p-5 text-center shadow-card ring-1 ring-brand-900/5"
        >
          <Picture
            src={member.image.src}
            alt={member.image.alt}
            sizes="(min-width: 1024px) 160px, 128px"
            // The first row is in view on arrival: its photos are the page's largest paint.
            priority={index < 2}
            className="size-32 rounded-full object-cover ring-4 ring-brand-50 lg:size-40"
          />
          <h3 className="mt-4 font-bold text-balance text-brand-900">{member.name}</h3>
          <Badge tone="green" className="mt-2">
            {member.position}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
