import type { FeatureCard } from '@/content/types';
import { FeatureTile, featureGridClasses, type FeatureColumns } from './feature-tiles';
import { Reveal } from '@/components/motion/reveal';

/** A grid of icon cards (mission objectives, benefits, strategies) that fade in as they scroll into view. */
export function FeatureGrid({
  items,
  columns = 3,
  className,
}: {
  items: FeatureCard[];
  columns?: FeatureColumns;
  className?: string;
}) {
  return (
    <ul className={featureGridClasses(columns, className)}>
      {items.map((item, index) => (
        <li key={item.title}>
          <Reveal delay={index * 0.06} className="h-full">
            <FeatureTile item={item} />
          </Reveal>
        </li>
      ))}
    </ul>
  );
}
