import type { IconName } from '@/content/schema';
import { slugify } from '@/lib/slug';
import { Icon } from '@/components/ui/icon';
import { Card } from '@/components/ui/card';

export interface Statement {
  title: string;
  text: string;
  icon: IconName;
}

/** Side-by-side statements such as mission and vision. */
export function StatementCards({ items }: { items: Statement[] }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {items.map((item) => (
        <Card as="section" key={item.title} aria-labelledby={`${slugify(item.title)}-heading`} flush className="p-8">
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white">
            <Icon name={item.icon} />
          </span>
          <h2 id={`${slugify(item.title)}-heading`} className="mt-4 text-2xl font-bold text-brand-900">
            {item.title}
          </h2>
          <p className="mt-3 text-lg text-ink-muted">{item.text}</p>
        </Card>
      ))}
    </div>
  );
}
