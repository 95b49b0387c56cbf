import { cn } from '@/lib/cn';
import type { BadgeTone } from '@/components/ui/badge';
import type { DocumentSeries } from '@/components/ui/paper-page';

export type MediaKind = DocumentSeries;

/**
 * One colour per kind, on every page (the home page and News & Events mix them): green a post (and a
 * download, which never stands beside one), rust a press statement, blue a bulletin, plum a newsletter
 * issue. Each carries white text (the featured tab). Literal classes, for the stylesheet's scan.
 */
const kinds: Record<MediaKind, { edge: string; frame: string; fill: string; tone: BadgeTone }> = {
  post: { edge: '[--edge:theme(colors.brand.600)]', frame: 'outline-brand-600', fill: 'bg-brand-600', tone: 'green' },
  press: { edge: '[--edge:theme(colors.earth.700)]', frame: 'outline-earth-700', fill: 'bg-earth-700', tone: 'orange' },
  bulletin: { edge: '[--edge:theme(colors.sky.600)]', frame: 'outline-sky-600', fill: 'bg-sky-600', tone: 'blue' },
  newsletter: { edge: '[--edge:theme(colors.plum.600)]', frame: 'outline-plum-600', fill: 'bg-plum-600', tone: 'plum' },
  resource: {
    edge: '[--edge:theme(colors.brand.600)]',
    frame: 'outline-brand-600',
    fill: 'bg-brand-600',
    tone: 'green',
  },
};

export function kindTone(kind: MediaKind): BadgeTone {
  return kinds[kind].tone;
}

/**
 * The card's top rule in its kind's colour (globals.css, `edge-rule`); a featured card is framed all round
 * by an outline inside its edge, so its contents stand exactly where its neighbours' do.
 */
export function kindEdge(kind: MediaKind, featured = false): string {
  return cn('edge-rule', kinds[kind].edge, featured && ['outline-2 -outline-offset-2', kinds[kind].frame]);
}

/** The tab hanging from a featured card's top rule: on the frame, so a row's titles start on one line. */
export function kindTab(kind: MediaKind): string {
  return cn(
    'absolute top-0 right-5 z-10 rounded-b-md px-2.5 pt-0.5 pb-1 text-xs font-semibold text-white',
    kinds[kind].fill,
  );
}
