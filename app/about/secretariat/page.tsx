import { secretariatMission, secretariatStaff } from '@/content/secretariat';
import { site } from '@/content/site';
import { mailto } from '@/lib/format';
import { pageMetadata } from '@/lib/seo';
import { ContactCards } from '@/components/about/contact-cards';
import { MissionBlock } from '@/components/about/mission-block';
import { StaffGrid } from '@/components/about/staff-grid';
import { CtaBand } from '@/components/ui/cta-band';
import { PageHeader } from '@/components/ui/page-header';
import { Container, Section } from '@/components/ui/section';

const path = '/about/secretariat';
const crumbs = [
  { label: 'About Us', href: '/about/background' },
  { label: 'Secretariat', href: path },
];

export const metadata = pageMetadata({
  title: 'Secretariat',
  description:
    'Meet the secretariat team that runs the institute day to day, and find out how to email, call or visit our Nairobi office.',
  path,
});

export default function SecretariatPage() {
  const { contacts } = site;
  return (
    <>
      <PageHeader
        title="Our Secretariat"
        crumbs={crumbs}
        intro="The team that serves members and the public every working day."
      />
      <Section id="team" eyebrow="Our team" title="Meet the secretariat">
        <StaffGrid staff={secretariatStaff} />
      </Section>
      <div className="pb-14 sm:pb-20">
        <Container>
          <MissionBlock id="secretariat-mission" title="Our mission" text={secretariatMission} />
        </Container>
      </div>
      <Section id="contact" tone="tint" eyebrow="Get in touch" title="Contact the secretariat">
        <ContactCards
          cards={[
            {
              title: 'Email us',
              icon: 'mail',
              lines: [contacts.secretariatEmail, 'We reply within two working days.'],
              action: {
                label: 'Send an email',
                href: mailto(contacts.secretariatEmail, 'Enquiry for the secretariat'),
              },
            },
            {
              title: 'Call us',
              icon: 'phone',
              lines: [contacts.phone, contacts.hours],
              action: { label: `Call ${contacts.phone}`, href: contacts.phoneHref },
            },
            {
              title: 'Visit us',
              icon: 'map-pin',
              lines: [contacts.address.street, `${contacts.address.poBox}, ${contacts.address.city}`],
              action: { label: 'Get Directions', href: '/about/background#visit' },
            },
          ]}
        />
      </Section>
      <CtaBand
        title="Ready to join the institute?"
        text="The secretariat will guide you from application to approval. Start today."
        actions={[
          { label: 'Become a Member', href: '/members/join' },
          { label: 'View Fees & Subscriptions', href: '/members/fees' },
        ]}
      />
    </>
  );
}
