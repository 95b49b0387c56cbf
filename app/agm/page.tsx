import { agm } from '@/content/agm';
import { pages } from '@/content/pages';
import { site } from '@/content/site';
import { AgmHeroDetails } from '@/components/agm/agm-hero-details';
import { PhotoGrid } from '@/components/media/photo-grid';
import { JsonLd } from '@/components/ui/json-ld';
import { PageIntro } from '@/components/ui/page-intro';
import { UntilOver } from '@/components/time/until-over';
import { Section } from '@/components/ui/section';
import { agmFacts } from '@/lib/agm';
import { copyMetadata, fillCopy } from '@/lib/page-copy';
import { signupForm } from '@/lib/signups';
import { agmCard } from '@/lib/social-cards';
import { agmEventJsonLd } from '@/lib/structured-data-media';

const copy = fillCopy(pages.agm, agmFacts(agm));

export const metadata = copyMetadata(copy, agmCard(agm));

export default function AgmPage() {
  return (
    <>
      <PageIntro
        copy={{ ...copy, eyebrow: agm.title }}
        intro={
          <UntilOver lastDay={agm.date} over={agm.description}>
            {agm.invitation}
          </UntilOver>
        }
      >
        <AgmHeroDetails
          agm={agm}
          secretariatEmail={site.contacts.secretariatEmail}
          next={{ title: copy.texts.nextTitle, text: copy.texts.nextText }}
          signup={signupForm(site.signups, 'footer')}
        />
      </PageIntro>
      <Section id="photos" {...copy.sections.photos}>
        <PhotoGrid photos={agm.photos} label={copy.texts.viewer} variant="mosaic" />
      </Section>
      <JsonLd data={agmEventJsonLd(agm)} />
    </>
  );
}
