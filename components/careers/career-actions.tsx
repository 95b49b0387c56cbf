import type { CareerAction } from '@/content/careers';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Card } from '@/components/ui/card';

/** Other ways to work with the institute, each with a button that joins or opens an email. */
export function CareerActions({ actions }: { actions: CareerAction[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {actions.map((action) => (
        <Card as="li" key={action.label} className="flex flex-col">
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Icon name={action.icon} />
          </span>
          <h3 className="mt-4 text-lg font-bold text-brand-900">{action.title}</h3>
          <p className="mt-2 flex-1 text-sm text-ink-muted">{action.description}</p>
          <ButtonLink href={action.href} variant="outline" className="mt-5">
            {action.label}
          </ButtonLink>
        </Card>
      ))}
    </ul>
  );
}
