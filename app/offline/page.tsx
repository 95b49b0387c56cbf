import type { Metadata } from 'next';
import { pages } from '@/content/pages';
import { site } from '@/content/site';
import { donateLink } from '@/content/navigation';
import { mainNavigation } from '@/lib/navigation';
import type { Link, NavGroup } from '@/content/schema';
import { offlinePath, precachedPages, type SavedPage } from '@/lib/offline';
import { PaymentDetails } from '@/components/giving/payment-details';
import { SavedPages } from '@/components/offline/saved-pages';
import { Container } from '@/components/ui/section';
import { Card } from '@/components/ui/card';

/**
 * The page the offline worker shows for a page that is neither reachable nor saved. It is not a
 * route of the site: not in the sitemap, not indexed by search engines or the site search.
 */
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

const { contacts, payments } = site;

export default function OfflinePage() {
  return (
    // Paying and calling work without a connection, so they come first, then the saved pages. The
    // footer's newsletter field steps aside here (app/globals.css): signing up needs the connection
    // this visitor does not have.
    <Container className="py-14 sm:py-20" data-pagefind-ignore="all" data-no-signup="">
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{copy.title}</h1>
      <p className="mt-4 max-w-2xl text-lg text-ink-muted">{copy.intro}</p>

      <div className="mt-12 grid gap-10 lg:grid-cols-2">
        <section aria-labelledby="pay-heading">
          <h2 id="pay-heading" className="mb-5 text-2xl font-bold text-brand-900">
            {texts.pay}
          </h2>
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
        </section>
        <section aria-labelledby="contact-heading">
          <h2 id="contact-heading" className="mb-5 text-2xl font-bold text-brand-900">
            {texts.contact}
          </h2>
          <Card as="dl" className="space-y-4">
            <div>
              <dt className="text-sm font-medium text-ink-muted">{texts.phone}</dt>
              <dd className="mt-1 text-lg font-semibold">
                <a href={contacts.phoneHref} className="text-brand-800 underline-offset-4 hover:underline">
                  {contacts.phone}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-sm font-medium text-ink-muted">{texts.email}</dt>
              <dd className="mt-1 text-lg font-semibold">
                <a href={`mailto:${contacts.email}`} className="text-brand-800 underline-offset-4 hover:underline">
                  {contacts.email}
                </a>
              </dd>
            </div>
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
        </section>
      </div>

      <section aria-labelledby="saved-heading" className="mt-12">
        <h2 id="saved-heading" className="mb-5 text-2xl font-bold text-brand-900">
          {texts.saved}
        </h2>
        <SavedPages initial={pagesSavedAtInstall()} titleSuffix={titleSuffix} />
      </section>
    </Container>
  );
}
