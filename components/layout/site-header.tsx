import { donateLink, joinLink, portalLoginLink } from '@/content/navigation';
import { search } from '@/content/search';
import { mainNavigation } from '@/lib/navigation';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/section';
import { SearchButton } from '@/components/search/search-button';
import { DesktopNav } from './desktop-nav';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { TopBar } from './top-bar';

export function SiteHeader() {
  return (
    // From 1024 px the top bar scrolls away with the page and the bar of menus stays: 80 px pinned, not 124.
    <header className="sticky top-0 z-30 bg-white shadow-sm lg:-top-11 print:static">
      <TopBar />
      <Container className="flex h-16 items-center justify-between gap-4 lg:h-20">
        <Logo />
        <DesktopNav groups={mainNavigation} />
        <div className="flex items-center gap-2">
          <SearchButton label={search.button} />
          {/* On tablets, where there is no top bar; from 1024 px the top bar's Apply Now is the way in. */}
          <div className="hidden sm:block lg:hidden">
            <ButtonLink href={joinLink.href} size="sm" className="whitespace-nowrap">
              {joinLink.label}
            </ButtonLink>
          </div>
          <MobileMenu groups={mainNavigation} join={joinLink} donate={donateLink} portal={portalLoginLink} />
        </div>
      </Container>
    </header>
  );
}
