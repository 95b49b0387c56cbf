import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { copyMetadata } from '@/lib/page-copy';
import { plainPages } from '@/lib/routes';
import { PageBody } from '@/components/blocks/page-body';
import { CtaBand } from '@/components/ui/cta-band';
import { PageIntro } from '@/components/ui/page-intro';

/** Every page of content/pages.ts with a `body`, drawn from its blocks; the site's other routes win. */
type Props = { params: Promise<{ path: string[] }> };

export const dynamicParams = false;

export function generateStaticParams(): { path: string[] }[] {
  return plainPages().map((page) => ({ path: page.path.split('/').slice(1) }));
}

async function pageOf({ params }: Props) {
  const path = `/${(await params).path.join('/')}`;
  return plainPages().find((page) => page.path === path) ?? notFound();
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return copyMetadata(await pageOf(props));
}

export default async function PlainPage(props: Props) {
  const copy = await pageOf(props);
  return (
    <>
      <PageIntro copy={copy} />
      <PageBody blocks={copy.body} />
      {copy.cta ? <CtaBand {...copy.cta} /> : null}
    </>
  );
}
