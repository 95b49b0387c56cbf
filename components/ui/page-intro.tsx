import type { ReactNode } from 'react';
import type { PageCopy } from '@/content/schema/pages';
import { pageCrumbs } from '@/lib/page-copy';
import { PageHeader } from './page-header';

type PageIntroProps = {
  /** The page's copy, its facts filled in. */
  copy: PageCopy;
  /** In place of the copy's intro, when the intro is more than its text. */
  intro?: ReactNode;
  image?: ReactNode;
  children?: ReactNode;
};

/** The heading band of a page, its title, label, intro and trail all from the page's copy. */
export function PageIntro({ copy, intro, image, children }: PageIntroProps) {
  return (
    <PageHeader
      title={copy.title}
      eyebrow={copy.eyebrow}
      crumbs={pageCrumbs(copy)}
      intro={intro ?? copy.intro}
      image={image}
    >
      {children}
    </PageHeader>
  );
}
