import { Calendar, Clock, Eye, Heart } from 'lucide';
import type { BlogPost } from '@/content/schema';
import { Picture } from '@/components/ui/picture';
import { Container } from '@/components/ui/section';
import { IconText } from '@/components/ui/icon-text';
import { BackLink } from '@/components/ui/back-link';
import { formatNumber } from '@/lib/format';
import { formatLongDate } from '@/lib/dates';

/** The body of a blog post page: image, byline, full text, tags and the way back to the list. */
export function BlogArticle({ post }: { post: BlogPost }) {
  return (
    <Container className="py-12 sm:py-16">
      <article className="mx-auto max-w-3xl">
        <div className="overflow-hidden rounded-card bg-brand-50 shadow-card [&_img]:h-auto [&_img]:w-full">
          <Picture {...post.image} sizes="(min-width: 800px) 48rem, 92vw" priority />
        </div>
        <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-2 border-b border-brand-900/10 pb-6 text-sm text-ink-muted">
          <p>
            By <span className="font-semibold text-ink">{post.author}</span>, {post.authorRole}
          </p>
          <IconText as="p" icon={Calendar}>
            <time dateTime={post.date}>{formatLongDate(post.date)}</time>
          </IconText>
          <IconText as="p" icon={Clock}>
            {post.readTime}
          </IconText>
          <IconText as="p" icon={Eye}>
            {formatNumber(post.views)} views
          </IconText>
          <IconText as="p" icon={Heart}>
            {formatNumber(post.likes)} likes
          </IconText>
        </div>
        <div className="mt-8 max-w-prose space-y-5 text-lg leading-relaxed text-pretty text-ink">
          {post.content.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
        <div className="mt-10 border-t border-brand-900/10 pt-6">
          <h2 className="text-sm font-semibold tracking-wider text-earth-700 uppercase">Tags</h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {post.tags.map((tag) => (
              <li key={tag} className="rounded-pill bg-gray-100 px-3 py-1 text-sm font-medium text-gray-700">
                #{tag}
              </li>
            ))}
          </ul>
        </div>
        <BackLink link={{ label: 'Back to all blog posts', href: '/blogs' }} className="mt-10" />
      </article>
    </Container>
  );
}
