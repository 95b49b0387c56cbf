import { Mail } from 'lucide';
import type { SecretariatStaff } from '@/content/schema';
import { mailto } from '@/lib/format';
import { Badge } from '@/components/ui/badge';
import { Picture } from '@/components/ui/picture';
import { Svg } from '@/components/ui/svg';
import { Card } from '@/components/ui/card';
import { Monogram } from './monogram';

/** The secretariat team: name, position, department, what they do and how to email them. */
export function StaffGrid({ staff }: { staff: readonly SecretariatStaff[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {staff.map((person, index) => (
        <Card as="li" key={person.email} className="flex flex-col items-center text-center">
          {person.image ? (
            <Picture
              src={person.image.src}
              alt={person.image.alt}
              sizes="160px"
              priority={index === 0} // in view on arrival: the page's largest paint
              className="size-40 rounded-full object-cover ring-4 ring-brand-50"
            />
          ) : (
            <Monogram name={person.name} index={index} className="size-40 rounded-2xl text-5xl" />
          )}
          <h3 className="mt-5 text-xl font-bold text-brand-900">{person.name}</h3>
          <p className="mt-1 font-medium text-ink">{person.position}</p>
          <Badge tone="blue" className="mt-3">
            {person.department}
          </Badge>
          <p className="mt-4 flex-1 text-sm text-ink-muted">{person.description}</p>
          <a
            href={mailto(person.email, `Enquiry for the ${person.position}`)}
            className="mt-5 inline-flex min-h-11 items-center gap-2 font-semibold break-all text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline"
          >
            <Svg node={Mail} className="size-4 shrink-0" />
            {person.email}
          </a>
        </Card>
      ))}
    </ul>
  );
}
