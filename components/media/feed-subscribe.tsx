import { Rss } from 'lucide';
import { mediaLists } from '@/content/list-words';
import { Svg } from '@/components/ui/svg';
import { fillText } from '@/lib/fill-text';
import { feedChannel, feedPath, feedTypes, type FeedKey } from '@/lib/feeds';
import { textLinkClasses } from '@/components/ui/text-link';

/** A list's feed in the page's heading band: plain links to its two files, for any feed reader. */
export function FeedSubscribe({ feed }: { feed: FeedKey }) {
  const { title } = feedChannel(feed);
  const words = mediaLists.feed;
  const link = textLinkClasses('light', 'inline-flex min-h-11 items-center');
  return (
    <p className="mt-6 flex flex-wrap items-center gap-x-4 text-sm text-brand-100" data-pagefind-ignore>
      <span className="inline-flex items-center gap-2">
        <Svg node={Rss} className="size-4 shrink-0 text-earth-300" />
        {words.lead}
      </span>
      {(['rss', 'atom'] as const).map((format) => (
        <a key={format} href={feedPath(feed, format)} type={feedTypes[format]} className={link}>
          {words[format]}
          <span className="sr-only"> {fillText(words.of, { title })}</span>
        </a>
      ))}
    </p>
  );
}
