import type { CareerAction } from '@/content/schema';
import { careerActionHref } from '@/lib/careers';
import { ButtonLink } from '@/components/ui/button';
import { FeatureTile } from '@/components/ui/feature-tiles';

/** Other ways to work with the institute, each with a button that joins or opens an email. */
export function CareerActions({ actions }: { actions: CareerAction[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {actions.map((action) => (
        <FeatureTile as="li" key={action.label} item={action}>
          <ButtonLink href={careerActionHref(action)} variant="outline" className="mt-5">
            {action.label}
          </ButtonLink>
        </FeatureTile>
      ))}
    </ul>
  );
}
