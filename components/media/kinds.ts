import { cn } from '@/lib/cn';
import type { BadgeTone } from '@/components/ui/badge';
import type { DocumentSeries } from '@/components/ui/paper-page';

/** What a media card shows: a blog post, a press statement, a bulletin, a newsletter issue or a download. */
export type MediaKind = DocumentSeries;

/**
 * One colour per kind of item, on every page: the rule along the top of its card, the frame and tab
 * of a featured one, and the tone of its label, so that green reads as a post, rust as a press
 * statement, blue as a bulletin and grey as a newsletter issue wherever they meet (the home page and
 * News & Events mix them). A download is green: it never stands beside a post. Each colour carries
 * white text (the featured tab). Literal classes, for the stylesheet's scan.
 */
const kinds: Record<MediaKind, { edge: string; frame: string; fill: string; tone: BadgeTone }> = {
  post: { edge: 'border-brand-600', frame: 'outline-brand-600', fill: 'bg-brand-600', tone: 'green' },
  press: { edge: 'border-earth-700', frame: 'outline-earth-700', fill: 'bg-earth-700', tone: 'orange' },
  bulletin: { edge: 'border-sky-600', frame: 'outline-sky-600', fill: 'bg-sky-600', tone: 'blue' },
  newsletter: { edge: 'border-gray-500', frame: 'outline-gray-500', fill: 'bg-gray-500', tone: 'gray' },
  resource: { edge: 'border-brand-600', frame: 'outline-brand-600', fill: 'bg-brand-600', tone: 'green' },
};

/** The tone of a card's label (its category, or its kind where a list mixes kinds). */
export function kindTone(kind: MediaKind): BadgeTone {
  return kinds[kind].tone;
}

/**
 * The card's edge in its kind's colour: a rule along its top, drawn as the card's own top border so
 * that it follows the rounded corners; a featured card is framed all round in the same colour, the
 * rule its thicker top, so that frame and rule are one line, not a ring round a stripe. The frame is
 * an outline drawn inside the card's edge, so a featured card's picture and words stand exactly where
 * its neighbours' do.
 */
export function kindEdge(kind: MediaKind, featured = false): string {
  return cn('border-t-4', kinds[kind].edge, featured && ['outline-2 -outline-offset-2', kinds[kind].frame]);
}

/**
 * The tab hanging from a featured card's top rule, in the same colour: the mark stands on the frame,
 * not in the card's labels, so the titles of a row start on one line whichever card is featured.
 */
export function kindTab(kind: MediaKind): string {
  return cn(
    'absolute top-0 right-5 z-10 rounded-b-md px-2.5 pt-0.5 pb-1 text-xs font-semibold text-white',
    kinds[kind].fill,
  );
}
