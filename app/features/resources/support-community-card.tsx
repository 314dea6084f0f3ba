import { Users } from 'lucide-react';
import { resourceMessages, supportCommunityTexts as texts } from '@core/content/resources';
import { siteConfig } from '@core/site-config';
import { ExternalLink } from '~/components/external-link';
import { Button } from '~/components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '~/components/ui/card';
import { toast } from '~/hooks/use-toast';

/**
 * The partner community (an island: the click shows a toast). The link itself opens it in a new
 * tab (a window opened later, from code, would be blocked); the click also shows 'Redirecting to
 * Community'.
 */
export function SupportCommunityCard() {
  return (
    <Card role="group" aria-labelledby="support-community" className="p-5 sm:p-6">
      <CardHeader className="flex-1 gap-3">
        <span className="flex size-11 items-center justify-center rounded-full bg-lavender text-primary">
          <Users aria-hidden="true" className="size-5" />
        </span>
        <CardTitle as="h2" id="support-community">
          {texts.title}
        </CardTitle>
        <CardDescription>{texts.description}</CardDescription>
      </CardHeader>
      <CardFooter>
        <Button asChild className="w-full sm:w-auto">
          <ExternalLink
            href={siteConfig.external.partnerCommunityUrl}
            data-testid="join-community-link"
            onClick={() =>
              toast({ title: resourceMessages.joinCommunityTitle, description: resourceMessages.joinCommunityDescription })
            }
          >
            {texts.joinLabel}
          </ExternalLink>
        </Button>
      </CardFooter>
    </Card>
  );
}
