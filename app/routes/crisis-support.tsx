import { hotlines } from '@core/constants';
import { HotlineList } from '~/components/hotline-list';
import { PageContainer, PageHeader } from '~/components/page-header';
import { metaFor } from '~/lib/seo';

export const meta = () => metaFor('/crisis-support');

export default function CrisisSupportPage() {
  return (
    <PageContainer>
      <div
        role="region"
        aria-labelledby="emergency-banner"
        className="mx-auto mb-10 max-w-3xl rounded-2xl border-2 border-destructive bg-card p-5 text-center"
      >
        <h2 id="emergency-banner" className="text-xl font-semibold">
          In immediate danger? Call{' '}
          <a href={hotlines.emergency.href} className="text-destructive underline underline-offset-4">
            911
          </a>
          .
        </h2>
        <p className="mt-2 text-muted-foreground">If it is not safe to talk, many areas accept a text to 911.</p>
      </div>
      <PageHeader eyebrow="Crisis Support" title="You Are Not Alone">
        <p>These lines are free and confidential. You can call or text at any hour, and you do not have to give your name.</p>
      </PageHeader>
      <section aria-labelledby="hotlines" className="mx-auto mt-10 max-w-3xl">
        <h2 id="hotlines" className="mb-4 text-2xl font-semibold">
          Hotlines
        </h2>
        <HotlineList />
      </section>
      <section aria-labelledby="leaving-quickly" className="mx-auto mt-10 max-w-3xl rounded-2xl bg-secondary p-6 text-secondary-foreground">
        <h2 id="leaving-quickly" className="text-xl font-semibold">
          Leaving this site quickly
        </h2>
        <p className="mt-2">
          Press the Esc key, press Shift three times, or use the “Exit this page” button at the top to leave at once. It opens a
          weather page and replaces this page in your tab, so the Back button does not return here.
        </p>
        <p className="mt-2">
          It cannot erase your browsing history. If someone may check your device, use a private or incognito window, or a
          device they cannot reach, such as a friend’s phone or a library computer.
        </p>
      </section>
    </PageContainer>
  );
}
