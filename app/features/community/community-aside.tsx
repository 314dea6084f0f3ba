import { Hash, ShieldCheck } from 'lucide-react';
import { communityPageHeader, communityPageText, communityTopics } from '@core/content/community';
import { localePath } from '@core/i18n';

/** 'Before you post' (how to stay safe here) and the six common topics. */
export function CommunityAside() {
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="community-safety" className="rounded-2xl border border-border bg-secondary p-5 text-secondary-foreground sm:p-6">
        <h2 id="community-safety" className="flex items-center gap-2 text-lg font-semibold">
          <ShieldCheck aria-hidden="true" className="size-5 shrink-0" />
          {communityPageText.safetyTitle}
        </h2>
        <ul className="mt-3 list-disc space-y-2 ps-5">
          {communityPageText.safetyPoints.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <p className="mt-3">
          <a href={localePath('/crisis-support')} className="font-medium underline underline-offset-4">
            {communityPageHeader.crisisLink}
          </a>
        </p>
      </section>
      <section aria-labelledby="community-topics" className="rounded-2xl border border-border bg-card p-5 text-card-foreground shadow-sm sm:p-6">
        <h2 id="community-topics" className="text-lg font-semibold">
          {communityPageText.topicsHeading}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{communityPageText.topicsNote}</p>
        <ul className="mt-4 flex flex-col gap-2">
          {communityTopics.map((topic) => (
            <li key={topic} className="flex items-center gap-2">
              <Hash aria-hidden="true" className="size-4 shrink-0 text-primary" />
              <span>{topic}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
