import { Link } from 'react-router';
import { hotlines } from '@core/constants';
import { siteConfig } from '@core/site-config';
import { PageContainer } from '~/components/page-header';
import { Button } from '~/components/ui/button';
import { useBooking } from '~/features/booking/booking-context';
import { metaFor } from '~/lib/seo';

export const meta = () => metaFor('/');

const paths = [
  { title: 'Take the self-assessment', text: 'Thirty-five private questions to help you name what you have been living.', to: '/assessment' },
  { title: 'Use the healing tools', text: 'A 30-day affirmation journey and a boundary-script generator, kept private.', to: '/tools' },
  { title: 'Find support now', text: 'Hotlines you can call or text any time, and help with a safety plan.', to: '/crisis-support' },
] as const;

export default function HomePage() {
  const { openBooking } = useBooking();
  return (
    <>
      <section className="px-4 pb-16 pt-16 sm:px-6 sm:pt-24">
        <div className="mx-auto max-w-3xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">{siteConfig.tagline}</p>
          <h1 className="mt-3 text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
            You didn’t imagine it. You deserve to heal.
          </h1>
          <p className="mt-6 text-lg text-muted-foreground text-pretty">
            {siteConfig.productName} is a sisterhood for women recovering from emotionally abusive and violent relationships:
            healing trauma, breaking cycles and building sovereignty, at your own pace and in private.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/assessment">Take the free assessment</Link>
            </Button>
            <Button size="lg" variant="outline" onClick={() => openBooking('consultation')}>
              Book a free consultation
            </Button>
          </div>
        </div>
      </section>
      <PageContainer>
        <h2 className="sr-only">Where to start</h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {paths.map((item) => (
            <li key={item.to} className="rounded-2xl border border-border bg-card/90 p-6 text-card-foreground shadow-sm">
              <h3 className="text-lg font-semibold">
                <Link to={item.to} className="underline-offset-4 hover:underline">
                  {item.title}
                </Link>
              </h3>
              <p className="mt-2 text-muted-foreground">{item.text}</p>
            </li>
          ))}
        </ul>
        <aside
          aria-labelledby="home-help-now"
          className="mt-10 rounded-2xl border border-border bg-secondary p-6 text-secondary-foreground"
        >
          <h2 id="home-help-now" className="text-lg font-semibold">
            If you are in danger right now
          </h2>
          <p className="mt-2">
            Call <a className="font-semibold underline underline-offset-4" href={hotlines.emergency.href}>911</a>. The National
            Domestic Violence Hotline is free and open day and night:{' '}
            <a className="font-semibold underline underline-offset-4" href={hotlines.domesticViolence.href}>
              {hotlines.domesticViolence.display}
            </a>
            , or{' '}
            <a className="font-semibold underline underline-offset-4" href={hotlines.domesticViolenceText.href}>
              text START to 88788
            </a>
            .
          </p>
        </aside>
      </PageContainer>
    </>
  );
}
