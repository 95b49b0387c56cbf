import { Calendar, Clock } from 'lucide';
import type { BlogPost, PageCopy } from '@/content/schema';
import type { NewsItem } from '@/lib/news';
import { NewsList } from '@/components/news/news-list';
import { Picture } from '@/components/ui/picture';
import { Container, Section } from '@/components/ui/section';
import { IconText } from '@/components/ui/icon-text';
import { BackLink } from '@/components/ui/back-link';
import { TextWithLinks } from '@/components/ui/text-with-links';
import { formatLongDate } from '@/lib/dates';
import { dateSort } from '@/lib/search-order';

/**
 * The body of a blog post page, then the posts to read next. Its view and like counts stay in content:
 * a count that never changes on a static page reads as a boast, not a fact.
 */
export function BlogArticle({ post, copy, related }: { post: BlogPost; copy: PageCopy; related: NewsItem[] }) {
  const texts = copy.texts ?? {};
  const back = copy.links?.back;
  const more = copy.sections?.related;
  return (
    <>
      <Container className="py-12 sm:py-16">
        <article className="mx-auto max-w-3xl" data-pagefind-sort={dateSort(post.date)}>
          {/* A stand-in drawing above the text is filler: until its photograph comes, the post opens on its byline. */}
          {post.image.standIn ? null : (
            <div className="mb-6 overflow-hidden rounded-card bg-brand-50 shadow-card [&_img]:h-auto [&_img]:w-full">
              <Picture {...post.image} sizes="(min-width: 800px) 48rem, 92vw" priority />
            </div>
          )}
          <div className="border-b border-brand-900/10 pb-6 text-sm text-ink-muted">
            <p>
              {texts.by} <span className="font-semibold text-ink">{post.author}</span>, {post.authorRole}
            </p>
            <div className="mt-2 flex flex-wrap items-center gap-x-5 gap-y-2">
              <IconText as="p" icon={Calendar}>
                <time dateTime={post.date}>{formatLongDate(post.date)}</time>
              </IconText>
              <IconText as="p" icon={Clock}>
                {post.readTime}
              </IconText>
            </div>
          </div>
          <div className="mt-8 max-w-prose space-y-5 text-lg leading-relaxed text-pretty text-ink">
            {post.content.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>
                <TextWithLinks text={paragraph} links={post.links ?? {}} />
              </p>
            ))}
          </div>
          <div className="mt-10 border-t border-brand-900/10 pt-6">
            <h2 className="font-sans text-sm font-semibold tracking-wider text-earth-700 uppercase">{texts.tags}</h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {post.tags.map((tag) => (
                <li key={tag} className="rounded-pill bg-gray-100 px-3 py-1 text-sm font-medium text-gray-700">
                  #{tag}
                </li>
              ))}
            </ul>
          </div>
          {back ? <BackLink link={back} className="mt-10" /> : null}
        </article>
      </Container>
      {related.length > 0 && more ? (
        <Section id="more-posts" tone="tint" {...more}>
          <NewsList items={related} byCategory />
        </Section>
      ) : null}
    </>
  );
}
