import type { IconName } from '@/content/schema';
import { Icon } from '@/components/ui/icon';
import { Card } from '@/components/ui/card';
import { TextLink } from '@/components/ui/text-link';

export interface ContactCard {
  title: string;
  icon: IconName;
  lines: string[];
  action: { label: string; href: string };
}

/** Ways to reach the office: each card with its details and one action. */
export function ContactCards({ cards }: { cards: ContactCard[] }) {
  return (
    <ul className="grid gap-5 md:grid-cols-3">
      {cards.map((card) => (
        <Card as="li" key={card.title} className="text-center">
          <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <Icon name={card.icon} />
          </span>
          <h3 className="mt-4 text-lg font-bold text-brand-900">{card.title}</h3>
          {card.lines.map((line) => (
            <p key={line} className="mt-1 text-sm text-ink-muted">
              {line}
            </p>
          ))}
          <TextLink href={card.action.href} standalone className="mt-4">
            {card.action.label}
          </TextLink>
        </Card>
      ))}
    </ul>
  );
}
