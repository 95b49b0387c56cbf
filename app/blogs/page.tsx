import { blogPosts } from '@/content/blogs';
import { BlogList } from '@/components/media/media-lists';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import { FeedSubscribe } from '@/components/media/feed-subscribe';
import { withFeedLinks } from '@/lib/feeds';
import { pageMetadata } from '@/lib/seo';

const crumbs = [{ label: 'Blogs', href: '/blogs' }];

export const metadata = withFeedLinks(
  pageMetadata({
    title: 'Blogs',
    description:
      'Articles by Kenyan environmental practitioners on renewable energy, waste, impact assessment, conservation, climate adaptation and careers.',
    path: '/blogs',
  }),
  'blogs',
);

export default function BlogsPage() {
  return (
    <>
      <PageHeader
        title="Blogs"
        eyebrow="Media Center"
        crumbs={crumbs}
        intro="Insights and field notes from our members on the environmental questions that matter in Kenya. Search by topic or tag, or browse by category."
      >
        <FeedSubscribe feed="blogs" />
      </PageHeader>
      <Section>
        <BlogList posts={blogPosts} />
      </Section>
    </>
  );
}
