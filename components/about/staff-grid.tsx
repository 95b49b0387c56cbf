import { Mail } from 'lucide';
import type { SecretariatStaff } from '@/content/schema';
import { mailto } from '@/lib/format';
import { Badge } from '@/components/ui/badge';
import { Svg } from '@/components/ui/svg';
import { Card } from '@/components/ui/card';
import { Portrait } from './monogram';

/**
 * The secretariat team: name, position, department, what they do and how to email them. On a phone
 * each person's portrait stands beside their name, as the council's do; from 768 px a card each.
 */
export function StaffGrid({ staff }: { staff: readonly SecretariatStaff[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {staff.map((person, index) => (
        <Card
          as="li"
          key={person.email}
          className="grid grid-cols-[5rem_minmax(0,1fr)] items-center gap-x-4 p-4 sm:p-6 md:flex md:flex-col md:text-center"
        >
          <div className="row-span-2 self-start md:row-span-1 md:self-auto">
            <Portrait
              person={person}
              index={index}
              size="size-20 md:size-40"
              monogramText="text-2xl md:text-5xl"
              sizes="(min-width: 768px) 160px, 80px"
              priority={index === 0} // in view on arrival: the page's largest paint
            />
          </div>
          <div className="md:mt-5 md:flex md:flex-col md:items-center">
            <h3 className="font-bold text-balance text-brand-900 md:text-xl">{person.name}</h3>
            <p className="mt-0.5 text-sm font-medium text-ink md:mt-1 md:text-base">{person.position}</p>
            <Badge tone="green" className="mt-2 md:mt-3">
              {person.department}
            </Badge>
          </div>
          <p className="col-span-2 mt-4 flex-1 text-sm text-ink-muted">{person.description}</p>
          <a
            href={mailto(person.email, `Enquiry for the ${person.position}`)}
            className="col-span-2 mt-3 inline-flex min-h-11 items-center gap-2 font-semibold break-all text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline md:mt-5"
          >
            <Svg node={Mail} className="size-4 shrink-0" />
            {person.email}
          </a>
        </Card>
      ))}
    </ul>
  );
}
