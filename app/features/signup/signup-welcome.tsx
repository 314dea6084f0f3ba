import type { ReactNode, RefObject } from 'react';
import { ClipboardList, HeartHandshake, LifeBuoy, Sparkles } from 'lucide-react';
import { signupWelcomeTexts as texts } from '@core/content/signup';
import { localePath } from '@core/i18n';
import { Button } from '~/components/ui/button';
import { formatMessage } from '@core/message-format';

/**
 * The screen after signing up (SPEC.md §2): next steps and buttons to /assessment and /tools.
 * It replaces the form for good; its heading takes focus so a screen reader hears the welcome.
 */
export function SignupWelcome({ firstName, headingRef }: { firstName: string; headingRef: RefObject<HTMLHeadingElement | null> }) {
  return (
    <section aria-labelledby="signup-welcome-heading" className="mx-auto max-w-2xl space-y-8 text-center">
      <div className="space-y-4">
        <span aria-hidden="true" className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-secondary text-primary">
          <HeartHandshake className="size-7" />
        </span>
        <h1
          ref={headingRef}
          id="signup-welcome-heading"
          tabIndex={-1}
          className="text-3xl font-semibold tracking-tight text-balance outline-none sm:text-4xl"
        >
          {firstName ? formatMessage(texts.welcomeNamed, { firstName }) : texts.welcome}
        </h1>
        <p className="text-lg text-muted-foreground text-pretty">{texts.intro}</p>
      </div>

      <div className="rounded-xl border border-border bg-card p-5 text-start shadow-sm sm:p-8">
        <h2 className="text-xl font-semibold leading-snug">{texts.nextSteps}</h2>
        <ol className="mt-5 space-y-5">
          <NextStep icon={<ClipboardList className="size-5" />} title={texts.assessmentTitle}>
            {texts.assessmentText}
          </NextStep>
          <NextStep icon={<Sparkles className="size-5" />} title={texts.toolsTitle}>
            {texts.toolsText}
          </NextStep>
          <NextStep icon={<LifeBuoy className="size-5" />} title={texts.helpTitle}>
            {texts.helpText}
          </NextStep>
        </ol>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg">
            <a href={localePath('/assessment')}>{texts.assessmentButton}</a>
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href={localePath('/tools')}>{texts.toolsButton}</a>
          </Button>
        </div>
      </div>
    </section>
  );
}

function NextStep({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span aria-hidden="true" className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
        {icon}
      </span>
      <div>
        <h3 className="font-semibold leading-snug">{title}</h3>
        <p className="mt-1 text-muted-foreground">{children}</p>
      </div>
    </li>
  );
}
