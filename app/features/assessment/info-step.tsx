import type { FormEvent, RefObject } from 'react';
import { Button } from '~/components/ui/button';
import { Card, CardDescription, CardTitle } from '~/components/ui/card';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { assessmentTexts } from '@core/content/assessment';
import { toast } from '~/hooks/use-toast';
import { infoProblem, type PersonalInfo } from './assessment-flow';

const texts = assessmentTexts.info;

type InfoStepProps = {
  headingRef: RefObject<HTMLHeadingElement | null>;
  info: PersonalInfo;
  onChange: (field: keyof PersonalInfo, value: string) => void;
  onBack: () => void;
  onContinue: () => void;
};

/** Name and email (required) and phone (optional), before the questions. */
export function InfoStep({ headingRef, info, onChange, onBack, onContinue }: InfoStepProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = infoProblem(info);
    if (problem === 'missing') {
      toast({ variant: 'destructive', title: texts.missingTitle, description: texts.missingDescription });
      const firstEmpty = info.name.trim() === '' ? 'assessment-name' : 'assessment-email';
      document.getElementById(firstEmpty)?.focus();
      return;
    }
    if (problem === 'invalid-email') {
      toast({ variant: 'destructive', title: texts.invalidEmailTitle, description: texts.invalidEmailDescription });
      document.getElementById('assessment-email')?.focus();
      return;
    }
    onContinue();
  };

  return (
    <Card className="gap-6 p-5 sm:p-8">
      <div className="space-y-2">
        <CardTitle as="h2" ref={headingRef} id="assessment-step-heading" tabIndex={-1} className="outline-none">
          {texts.heading}
        </CardTitle>
        <CardDescription>
          {texts.description}
        </CardDescription>
      </div>
      <form noValidate onSubmit={submit} className="space-y-5" aria-labelledby="assessment-step-heading">
        <div className="space-y-2">
          <Label htmlFor="assessment-name" required>
            {texts.name}
          </Label>
          <Input
            id="assessment-name"
            name="name"
            autoComplete="name"
            aria-describedby="assessment-name-hint"
            required
            value={info.name}
            onChange={(event) => onChange('name', event.target.value)}
          />
          <p id="assessment-name-hint" className="text-sm text-muted-foreground">{texts.nameHint}</p>
        </div>
        <div className="space-y-2">
          <Label htmlFor="assessment-email" required>
            {texts.email}
          </Label>
          <Input
            id="assessment-email"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            value={info.email}
            onChange={(event) => onChange('email', event.target.value)}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor="assessment-phone">
            {texts.phone} <span className="font-normal text-muted-foreground">{texts.optional}</span>
          </Label>
          <Input
            id="assessment-phone"
            name="phone"
            type="tel"
            autoComplete="tel"
            value={info.phone}
            onChange={(event) => onChange('phone', event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-3 pt-2 sm:flex-row">
          <Button type="submit">{texts.continue}</Button>
          <Button variant="outline" onClick={onBack}>
            {texts.back}
          </Button>
        </div>
      </form>
    </Card>
  );
}
