import type { FeatureCard } from '@/content/types';
import { cn } from '@/lib/cn';
import { Icon } from './icon';
import { Reveal } from '@/components/motion/reveal';

/** A grid of icon cards (mission objectives, benefits, strategies). */
export function FeatureGrid({ items, columns = 3, className }: { items: FeatureCard[]; columns?: 2 | 3 | 4 | 5; className?: string }) {
  const cols = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 lg:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4', 5: 'sm:grid-cols-2 lg:grid-cols-5' }[columns];
  return (
    <ul className={cn('grid gap-5', cols, className)}>
      {items.map((item, index) => (
        <li key={item.title}>
          <Reveal delay={index * 0.06} className="h-full">
            <div className="h-full rounded-card bg-white p-6 shadow-card ring-1 ring-brand-900/5">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon name={item.icon} />
              </span>
              <h3 className="mt-4 text-lg font-bold text-brand-900">{item.title}</h3>
              <p className="mt-2 text-sm text-ink-muted">{item.description}</p>
            </div>
          </Reveal>
        </li>
      ))}
    </ul>
  );
}
