import type { ReactNode } from 'react';
import { ArrowUpRight, BookOpen, Compass, GraduationCap, HandHeart, Heart, MessageCircle, Sparkles, Users } from 'lucide-react';
import {
  communityLinkUrls,
  founderChatbot,
  founderCommunity,
  founderEducation,
  founderGoal,
  founderIntro,
  founderMission,
  founderStory,
  type CommunityLink,
  type EducationCard,
} from '@core/content/founder';
import { localePath } from '@core/i18n';
import { siteConfig } from '@core/site-config';
import { ExternalLink } from '~/components/external-link';
import { PageContainer, PageHeader } from '~/components/page-header';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '~/components/ui/card';

const sectionHeading = 'text-2xl font-semibold tracking-tight text-balance sm:text-3xl';

const educationIcons: Record<EducationCard['id'], typeof Compass> = {
  framework: Compass,
  institute: GraduationCap,
  materials: BookOpen,
};

const communityIcons: Record<CommunityLink['id'], typeof Heart> = {
  founder: Heart,
  brand: Users,
  wealth: Sparkles,
};

function SectionIntro({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-[70ch] text-center">
      <h2 id={id} className={sectionHeading}>
        {title}
      </h2>
      {children ? <div className="mt-3 text-lg text-muted-foreground text-pretty">{children}</div> : null}
    </div>
  );
}

/** The founder page (/about): who we are, why we exist, where we are going, where to find us. */
export function FounderPage() {
  return (
    <PageContainer>
      <PageHeader eyebrow={founderIntro.eyebrow} title={founderIntro.title}>
        <p>{founderIntro.lead}</p>
      </PageHeader>
      <div className="mx-auto mt-6 flex max-w-md flex-col items-stretch gap-3 sm:max-w-none sm:flex-row sm:justify-center">
        <Button asChild className="whitespace-normal text-center">
          <ExternalLink href={siteConfig.founder.socialUrl} data-testid="founder-social-link">
            {founderIntro.socialLinkLabel}
            <ArrowUpRight aria-hidden="true" />
          </ExternalLink>
        </Button>
        <Button asChild variant="outline" className="whitespace-normal text-center">
          <ExternalLink href={siteConfig.external.chatbotUrl} data-testid="founder-chatbot-link">
            <MessageCircle aria-hidden="true" />
            {founderIntro.chatbotLinkLabel}
          </ExternalLink>
        </Button>
      </div>
      <p className="mt-3 text-center text-sm text-muted-foreground">{founderIntro.linksNote}</p>

      <div className="mt-14 space-y-16 sm:mt-16 sm:space-y-20">
        <section aria-labelledby="founder-story" className="mx-auto max-w-[70ch]">
          <h2 id="founder-story" className={`${sectionHeading} text-center`}>
            {founderStory.title}
          </h2>
          <div className="mt-6 space-y-5 text-lg leading-relaxed text-foreground/90">
            {founderStory.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </section>

        <section
          aria-labelledby="founder-mission"
          className="mx-auto max-w-4xl rounded-2xl bg-primary px-5 py-10 text-primary-foreground shadow-sm sm:px-10"
        >
          <div className="mx-auto max-w-[65ch] text-center">
            <HandHeart aria-hidden="true" className="mx-auto size-9 opacity-90" />
            <h2 id="founder-mission" className={`${sectionHeading} mt-3`}>
              {founderMission.title}
            </h2>
            <p className="mt-4 text-xl leading-relaxed text-pretty">{founderMission.statement}</p>
          </div>
          <ul className="mx-auto mt-8 grid max-w-3xl gap-3 sm:grid-cols-2">
            {founderMission.points.map((point) => (
              <li key={point} className="rounded-xl bg-primary-foreground/10 p-4 leading-relaxed">
                {point}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="founder-goal">
          <SectionIntro id="founder-goal" title={founderGoal.title}>
            <p>{founderGoal.intro}</p>
          </SectionIntro>
          <ul className="mx-auto mt-8 grid max-w-5xl grid-cols-1 gap-3 min-[480px]:grid-cols-2 sm:gap-4 lg:grid-cols-5">
            {founderGoal.figures.map((goal) => (
              <li key={goal.id} data-goal={goal.id} className="rounded-xl border border-border bg-card p-5 text-card-foreground shadow-sm">
                <p className="text-3xl font-semibold tracking-tight text-primary tabular-nums">{goal.figure}</p>
                <p className="mt-1 text-muted-foreground">{goal.label}</p>
              </li>
            ))}
          </ul>
          <p className="mx-auto mt-6 max-w-[70ch] text-center text-muted-foreground">{founderGoal.closing}</p>
        </section>

        <section aria-labelledby="founder-education">
          <SectionIntro id="founder-education" title={founderEducation.title}>
            <p>{founderEducation.intro}</p>
          </SectionIntro>
          <ul className="mx-auto mt-8 grid max-w-5xl gap-4 md:grid-cols-3">
            {founderEducation.cards.map((card) => {
              const Icon = educationIcons[card.id];
              return (
                <li key={card.id} className="flex">
                  <Card className="w-full">
                    <CardHeader>
                      <span className="flex size-11 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
                        <Icon aria-hidden="true" className="size-5" />
                      </span>
                      <CardTitle className="mt-2">{card.title}</CardTitle>
                    </CardHeader>
                    <CardContent>
                      <p className="leading-relaxed text-muted-foreground">{card.body}</p>
                    </CardContent>
                  </Card>
                </li>
              );
            })}
          </ul>
          <p className="mt-6 text-center">
            <a href={localePath('/resources')} className="font-medium text-primary underline underline-offset-4 hover:decoration-2">
              {founderEducation.resourcesLink}
            </a>
          </p>
        </section>

        <section aria-labelledby="founder-chatbot" className="mx-auto max-w-3xl">
          <Card className="gap-5 border-primary/25 p-6 sm:p-8">
            <div className="flex items-start gap-4">
              <span className="hidden size-12 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground sm:flex">
                <MessageCircle aria-hidden="true" className="size-6" />
              </span>
              <div>
                <h2 id="founder-chatbot" className={sectionHeading}>
                  {founderChatbot.title}
                </h2>
                <p className="mt-3 text-lg leading-relaxed text-muted-foreground">{founderChatbot.intro}</p>
              </div>
            </div>
            <ul className="list-disc space-y-2 ps-6 leading-relaxed marker:text-primary">
              {founderChatbot.facts.map((fact) => (
                <li key={fact} className="ps-1">
                  {fact}
                </li>
              ))}
            </ul>
            <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
              <Button asChild size="lg">
                <ExternalLink href={siteConfig.external.chatbotUrl} data-testid="chatbot-start-link">
                  {founderChatbot.startLabel}
                  <ArrowUpRight aria-hidden="true" />
                </ExternalLink>
              </Button>
              <Button asChild variant="outline" size="lg">
                <a href={localePath('/crisis-support')}>{founderChatbot.crisisLabel}</a>
              </Button>
            </div>
            <p className="text-sm text-muted-foreground">{founderChatbot.startNote}</p>
          </Card>
        </section>

        <section aria-labelledby="founder-community">
          <SectionIntro id="founder-community" title={founderCommunity.title}>
            <p>{founderCommunity.intro}</p>
          </SectionIntro>
          <ul className="mx-auto mt-8 grid max-w-5xl gap-4 md:grid-cols-3">
            {founderCommunity.links.map((link) => {
              const Icon = communityIcons[link.id];
              return (
                <li key={link.id} className="flex">
                  <Card className="w-full">
                    <CardHeader>
                      <span className="flex size-11 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
                        <Icon aria-hidden="true" className="size-5" />
                      </span>
                      <CardTitle className="mt-2">{link.title}</CardTitle>
                    </CardHeader>
                    <CardContent>
                      <p className="leading-relaxed text-muted-foreground">{link.body}</p>
                    </CardContent>
                    <CardFooter>
                      <ExternalLink
                        href={communityLinkUrls[link.id]}
                        data-testid={`community-link-${link.id}`}
                        className="inline-block py-2.5 font-medium text-primary underline underline-offset-4 hover:decoration-2"
                      >
                        {link.linkLabel}
                        <ArrowUpRight aria-hidden="true" className="ms-1 inline size-4 align-[-0.125em]" />
                      </ExternalLink>
                    </CardFooter>
                  </Card>
                </li>
              );
            })}
          </ul>
          <p className="mx-auto mt-6 max-w-[70ch] text-center text-sm text-muted-foreground">{founderCommunity.safetyNote}</p>
        </section>
      </div>
    </PageContainer>
  );
}
