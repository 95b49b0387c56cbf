import { Rss } from 'lucide';
import { Svg } from '@/components/ui/svg';
import { feedChannel, feedPath, feedTypes, type FeedKey } from '@/lib/feeds';
import { textLinkClasses } from '@/components/ui/text-link';

/**
 * The visible way to a list's feed, in the page's heading band: plain links to the feed files, so
 * they work without JavaScript and can be copied into any feed reader.
 */
export function FeedSubscribe({ feed }: { feed: FeedKey }) {
  const { title } = feedChannel(feed);
  return (
    <p className="mt-6 flex flex-wrap items-center gap-x-5 text-sm" data-pagefind-ignore>
      <a
        href={feedPath(feed, 'rss')}
        type={feedTypes.rss}
        className={textLinkClasses('light', 'inline-flex min-h-11 items-center gap-2')}
      >
        <Svg node={Rss} className="size-4 shrink-0 text-earth-300" />
        Subscribe by feed
        <span className="sr-only">: {title} (RSS)</span>
      </a>
      <a
        href={feedPath(feed, 'atom')}
        type={feedTypes.atom}
        className="inline-flex min-h-11 items-center text-brand-100 underline underline-offset-4 hover:text-white"
      >
        Atom feed<span className="sr-only">: {title}</span>
      </a>
    </p>
  );
}
