import type { ReactNode } from 'react';
import type { PageCopy } from '@/content/schema/pages';
import { pageCrumbs } from '@/lib/page-copy';
import { PageHeader } from './page-header';

type PageIntroProps = {
  /** The page's copy, its facts filled in. */
  copy: PageCopy;
  /** In place of the copy's intro, when the intro is more than its text. */
  intro?: ReactNode;
  children?: ReactNode;
  /** A feature header's panel beside the text, where a picture would be. */
  aside?: ReactNode;
  /** An article header's text in the middle column, above a body there. */
  centred?: boolean;
};

/** The heading of a page, its title, label, intro, trail, kind and figure all from the page's copy. */
export function PageIntro({ copy, intro, aside, centred, children }: PageIntroProps) {
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
