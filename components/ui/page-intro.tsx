import type { ReactNode } from 'react';
import type { PageCopy } from '@/content/schema/pages';
import { pageCrumbs } from '@/lib/page-copy';
import { PageHeader } from './page-header';

/** The heading of a page, its title, label, intro, trail, kind and figure all from the page's copy (facts filled in). */
export function PageIntro({
  copy,
  intro,
  aside,
  centred,
  children,
}: {
  copy: PageCopy;
  /** In place of the copy's intro, when the intro is more than its text. */
  intro?: ReactNode;
  aside?: ReactNode;
  centred?: boolean;
  children?: ReactNode;
}) {
  return (
    <PageHeader
      title={copy.title}
      eyebrow={copy.eyebrow}
      crumbs={pageCrumbs(copy)}
      intro={intro ?? copy.intro}
      kind={copy.header}
      image={copy.image}
      aside={aside}
      centred={centred}
    >
      {children}
    </PageHeader>
  );
}
