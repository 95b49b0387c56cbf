import { blogPosts } from '@/content/blogs';
import { BlogList } from '@/components/media/media-lists';
import { PageIntro } from '@/components/ui/page-intro';
import { Section } from '@/components/ui/section';
import { pages } from '@/content/pages';
import { FeedSubscribe } from '@/components/media/feed-subscribe';
import { withFeedLinks } from '@/lib/feeds';
import { copyMetadata } from '@/lib/page-copy';

const copy = pages.blogs;

export const metadata = withFeedLinks(copyMetadata(copy), 'blogs');

export default function BlogsPage() {
  return (
    <>
      <PageIntro copy={copy}>
        <FeedSubscribe feed="blogs" />
      </PageIntro>
      <Section>
        <BlogList posts={blogPosts} />
      </Section>
    </>
  );
}
