import type { FormEvent, RefObject } from 'react';
import { Button } from '~/components/ui/button';
import { Card, CardDescription, CardTitle } from '~/components/ui/card';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { toast } from '~/hooks/use-toast';
import { infoProblem, type PersonalInfo } from './assessment-flow';

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
      toast({ variant: 'destructive', title: 'Missing Information', description: 'Please provide your name and email to continue.' });
      const firstEmpty = info.name.trim() === '' ? 'assessment-name' : 'assessment-email';
      document.getElementById(firstEmpty)?.focus();
      return;
    }
    if (problem === 'invalid-email') {
      toast({ variant: 'destructive', title: 'Please check your email', description: 'Please enter a valid email address, like name@example.com.' });
      document.getElementById('assessment-email')?.focus();
      return;
    }
    onContinue();
  };

  return (
    <Card className="gap-6 p-5 sm:p-8">
      <div className="space-y-2">
        <CardTitle as="h2" ref={headingRef} id="assessment-step-heading" tabIndex={-1} className="outline-none">
          A little about you
        </CardTitle>
        <CardDescription>
          We use these only to save your results and to reach you if you ask us to. We never share them.
        </CardDescription>
      </div>
      <form noValidate onSubmit={submit} className="space-y-5" aria-labelledby="assessment-step-heading">
        <div className="space-y-2">
          <Label htmlFor="assessment-name" required>
            Name
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
          <p id="assessment-name-hint" className="text-sm text-muted-foreground">A first name or a nickname is fine.</p>
        </div>
        <div className="space-y-2">
          <Label htmlFor="assessment-email" required>
            Email
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
            Phone <span className="font-normal text-muted-foreground">(optional)</span>
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
          <Button type="submit">Continue</Button>
          <Button variant="outline" onClick={onBack}>
            Back to intro
          </Button>
        </div>
      </form>
    </Card>
  );
}
