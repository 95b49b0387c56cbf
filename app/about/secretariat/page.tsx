import { pages } from '@/content/pages';
import { secretariatMission, secretariatStaff } from '@/content/secretariat';
import { copyMetadata } from '@/lib/page-copy';
import { MissionBlock } from '@/components/about/mission-block';
import { StaffGrid } from '@/components/about/people-grids';
import { Card } from '@/components/ui/card';
import { CtaBand } from '@/components/ui/cta-band';
import { Icon } from '@/components/ui/icon';
import { PageIntro } from '@/components/ui/page-intro';
import { Container, Section } from '@/components/ui/section';
import { TextLink } from '@/components/ui/text-link';

const copy = pages.secretariat;

export const metadata = copyMetadata(copy);

export default function SecretariatPage() {
  return (
    <>
      <PageIntro copy={copy} />
      <Section id="team" {...copy.sections.team}>
        <StaffGrid staff={secretariatStaff} />
      </Section>
      <div className="pb-14 sm:pb-20">
        <Container>
          <MissionBlock id="secretariat-mission" title={copy.texts.mission} text={secretariatMission} />
        </Container>
      </div>
      <Section id="contact" tone="tint" {...copy.sections.contact}>
        <ul className="grid gap-5 md:grid-cols-3">
          {copy.contactCards.map((card) => (
            <Card as="li" key={card.title} className="text-center">
              <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <Icon name={card.icon} />
              </span>
              <h3 className="mt-4 text-lg font-bold text-brand-900">{card.title}</h3>
              {card.lines.map((line) => (
                <p key={line} className="mt-1 text-sm text-ink-muted">
                  {line}
                </p>
              ))}
              <TextLink href={card.action.href} standalone className="mt-4">
                {card.action.label}
              </TextLink>
            </Card>
          ))}
        </ul>
      </Section>
      <CtaBand {...copy.cta} />
    </>
  );
}
