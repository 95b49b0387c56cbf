import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { pages } from '@/content/pages';
import { site } from '@/content/site';
import { donateLink, homeCrumb } from '@/content/navigation';
import { mainNavigation } from '@/lib/navigation';
import type { Link, NavGroup } from '@/content/schema';
import { offlinePath, precachedPages, type SavedPage } from '@/lib/offline';
import { PaymentDetails } from '@/components/giving/payment-details';
import { SavedPages } from '@/components/offline/saved-pages';
import { Container } from '@/components/ui/section';
import { Card } from '@/components/ui/card';

/** What the offline worker shows for a page neither reachable nor saved: in no sitemap, index or search. */
const copy = pages.offline;
const { texts } = copy;

export const metadata: Metadata = {
  title: copy.title,
  description: copy.description,
  robots: { index: false, follow: false },
};

const titleSuffix = ` | ${site.shortName}`;

/** The pages saved with the worker, named as in the menus: shown until the device's own list is read. */
function pagesSavedAtInstall(): SavedPage[] {
  const groups: NavGroup[] = mainNavigation;
  const links: Link[] = [...groups.flatMap((group) => group.children ?? [group]), donateLink];
  return precachedPages
    .filter((path) => path !== offlinePath)
    .map((path) => ({
      path,
      title: path === '/' ? texts.home : (links.find((link) => link.href === path)?.label ?? path),
    }));
}

function Part({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className={className}>
      <h2 id={`${id}-heading`} className="mb-5 text-2xl font-bold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

const { contacts, payments } = site;
const contactLines = [
  { label: texts.phone, value: contacts.phone, href: contacts.phoneHref },
  { label: texts.email, value: contacts.email, href: `mailto:${contacts.email}` },
];

export default function OfflinePage() {
  return (
    // Paying and calling work without a connection, so they come first. The footer's newsletter field
    // steps aside here (data-no-signup, app/globals.css).
    <Container className="py-14 sm:py-20" data-pagefind-ignore="all" data-no-signup="">
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{copy.title}</h1>
      <p className="mt-4 max-w-2xl text-lg text-ink-muted">{copy.intro}</p>

      <div className="mt-12 grid gap-10 lg:grid-cols-2">
        <Part id="pay" title={texts.pay}>
          <PaymentDetails
            groups={[
              {
                title: texts.paybill,
                description: texts.paybillUse,
                details: [
                  { label: texts.paybillNumber, value: payments.paybill, prominent: true, copyable: true },
                  { label: texts.account, value: payments.paybillAccount },
                ],
              },
            ]}
          />
        </Part>
        <Part id="contact" title={texts.contact}>
          <Card as="dl" className="space-y-4">
            {contactLines.map(({ label, value, href }) => (
              <div key={label}>
                <dt className="text-sm font-medium text-ink-muted">{label}</dt>
                <dd className="mt-1 text-lg font-semibold">
                  <a href={href} className="text-brand-800 underline-offset-4 hover:underline">
                    {value}
                  </a>
                </dd>
              </div>
            ))}
            <div>
              <dt className="text-sm font-medium text-ink-muted">{texts.office}</dt>
              <dd className="mt-1">
                {contacts.address.street}, {contacts.address.city}
                <br />
                {contacts.address.poBox}
                <br />
                {contacts.hours}
              </dd>
            </div>
          </Card>
        </Part>
      </div>

      <Part id="saved" title={texts.saved} className="mt-12">
        <SavedPages initial={pagesSavedAtInstall()} titleSuffix={titleSuffix} homeLabel={homeCrumb.label} />
      </Part>
    </Container>
  );
}
