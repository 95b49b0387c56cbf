import { blogPosts } from '@/content/blogs';
import { BlogList } from '@/components/media/media-lists';
import { JsonLd } from '@/components/ui/json-ld';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { FeedSubscribe } from '@/components/media/feed-subscribe';
import { withFeedLinks } from '@/lib/feeds';
import { pageMetadata } from '@/lib/seo';
import { breadcrumbJsonLd } from '@/lib/structured-data';

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
      <PageHero
        title="Blogs"
        eyebrow="Media Center"
        breadcrumbs={crumbs}
        intro="Insights and field notes from our members on the environmental questions that matter in Kenya. Search by topic or tag, or browse by category."
      >
        <FeedSubscribe feed="blogs" />
      </PageHero>
      <Section>
        <BlogList posts={blogPosts} />
      </Section>
      <JsonLd data={breadcrumbJsonLd(crumbs)} />
    </>
  );
}
