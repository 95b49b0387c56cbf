import type { FeatureCard } from '@/content/schema';
import { StaticFeatureGrid, type FeatureColumns } from './feature-tiles';
import { Reveal } from '@/components/motion/reveal';

/** A grid of icon cards (mission objectives, benefits, strategies) that fade in as they scroll into view. */
export function FeatureGrid(props: { items: FeatureCard[]; columns: FeatureColumns }) {
  return (
    <StaticFeatureGrid
      {...props}
      wrap={(tile, index) => (
        <Reveal delay={index * 0.06} className="h-full">
          {tile}
        </Reveal>
      )}
    />
  );
}
