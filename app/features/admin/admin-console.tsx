import { useEffect, useRef, useState } from 'react';
import { LogOut, MailWarning, ShieldAlert } from 'lucide-react';
import type { AdminSession } from '@core/contracts/admin';
import { Button } from '~/components/ui/button';
import { toast } from '~/hooks/use-toast';
import { useHydrated } from '~/hooks/use-hydrated';
import { cn } from '~/lib/utils';
import { useAdminSession, useSignOut } from './api/admin-api';
import { AdminSignIn } from './admin-sign-in';
import { AssessmentsScreen } from './assessments-screen';
import { BookingsScreen } from './bookings-screen';
import { CommunityScreen } from './community-screen';
import { SCREEN_HEADING_ID } from './console-parts';
import { MessagesScreen } from './messages-screen';
import { PrivacyScreen } from './privacy-screen';
import { ResourcesScreen } from './resources-screen';
import { SecurityScreen } from './security-screen';
import { SignupsScreen } from './signups-screen';
import { TodayScreen } from './today-screen';
import { type ConsoleView, consoleHref, consoleViewLabels, consoleViews, followConsoleLink, useConsoleParams } from './use-console-params';

const screens: Record<ConsoleView, () => React.JSX.Element> = {
  today: TodayScreen,
  bookings: BookingsScreen,
  messages: MessagesScreen,
  signups: SignupsScreen,
  community: CommunityScreen,
  resources: ResourcesScreen,
  assessments: AssessmentsScreen,
  privacy: PrivacyScreen,
  security: SecurityScreen,
};

function ConsoleScreens({
  email,
  emailDelivery,
  mustEnrol,
}: {
  email: string;
  emailDelivery: AdminSession['emailDelivery'];
  /** Production asks every admin for two-step sign-in: until it is on, only the Security screen (docs/decisions/0018). */
  mustEnrol: boolean;
}) {
  const { view: addressView } = useConsoleParams();
  const signOut = useSignOut();
  // Held on Security from a forced enrolment until she moves on, so the recovery codes shown once stay on screen.
  const [pinned, setPinned] = useState(mustEnrol);
  const view: ConsoleView = mustEnrol || pinned ? 'security' : addressView;
  const Screen = screens[view];
  const firstView = useRef(true);

  // Moving to another screen puts focus on its heading, as a new page would.
  useEffect(() => {
    if (firstView.current) {
      firstView.current = false;
      return;
    }
    document.getElementById(SCREEN_HEADING_ID)?.focus();
  }, [view]);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="min-w-0 break-all text-sm text-muted-foreground">
          Signed in as <span className="font-medium text-foreground">{email}</span>
        </p>
        <Button
          variant="outline"
          size="sm"
          disabled={signOut.isPending}
          onClick={() => signOut.mutate(undefined, { onSuccess: () => toast({ title: 'Signed out', description: 'Your session has ended on this device.' }) })}
        >
          <LogOut aria-hidden="true" />
          Sign out
        </Button>
      </div>
      {emailDelivery === 'outbox' ? (
        <p className="flex items-start gap-2 rounded-lg border border-border bg-card p-4 text-pretty">
          <MailWarning aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <span>
            Emails are in the outbox, not sent: this server has no mail settings (see the README), so each email is saved as a file in its outbox
            folder. Nobody receives them from there.
          </span>
        </p>
      ) : null}
      {mustEnrol ? (
        <p role="status" className="flex items-start gap-2 rounded-lg border border-primary/50 bg-card p-4 text-pretty">
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <span>
            Before anything else, please turn on two-step sign-in below. The console asks every admin for it, so a password alone can never open it.
            The rest of the console opens as soon as it is on.
          </span>
        </p>
      ) : (
      <nav aria-label="Console sections">
        <ul className="flex flex-wrap gap-2">
          {consoleViews.map((item) => (
            <li key={item}>
              <a
                href={consoleHref(item)}
                onClick={(event) => {
                  setPinned(false);
                  followConsoleLink(event);
                }}
                aria-current={item === view ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium transition-colors',
                  item === view ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-card text-foreground hover:bg-secondary',
                )}
              >
                {consoleViewLabels[item]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      )}
      <Screen />
    </div>
  );
}

/**
 * /admin: the sign-in form, or the console. It is drawn in the browser only (the prerendered
 * page is an empty frame), and talks to /api/admin/*.
 */
export function AdminConsole() {
  const hydrated = useHydrated();
  const session = useAdminSession();

  let body: React.JSX.Element;
  if (!hydrated || session.isPending) {
    body = (
      <div className="py-12 text-center text-muted-foreground">
        <p role="status">Loading the console…</p>
      </div>
    );
  } else if (session.isError) {
    body = (
      <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 py-12 text-center">
        <p>We could not reach the server just now. Please check your connection and try again.</p>
        <Button variant="outline" onClick={() => void session.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (session.data) {
    body = <ConsoleScreens email={session.data.email} emailDelivery={session.data.emailDelivery} mustEnrol={session.data.mustEnrolSecondFactor} />;
  } else {
    body = <AdminSignIn />;
  }

  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-1">
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">For the team</p>
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">Console</h1>
      </header>
      {body}
    </div>
  );
}
