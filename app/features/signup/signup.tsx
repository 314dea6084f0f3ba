import { signupMessages } from '@core/content/signup';
import { useEffect, useRef, useState } from 'react';
import { signupPageTexts } from '@core/content/signup';
import { toSignupRequest, type SignupFormValues } from '@core/contracts/signup';
import { PageHeader } from '~/components/page-header';
import { toast } from '~/hooks/use-toast';
import { SignupForm } from './signup-form';
import { SignupWelcome } from './signup-welcome';
import { useSignup } from './use-signup';

/**
 * /signup (SPEC.md §2, §4): the form, then, once the server has accepted her signup (200, the same
 * answer whether or not the email had signed up before), the welcome screen. On failure a
 * 'Signup Failed' toast carries the server's sentence and her values stay in the form.
 */
export function Signup() {
  const [welcomeName, setWelcomeName] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  const mutation = useSignup({
    onSuccess: () => {
      toast({ title: signupMessages.successTitle, description: signupMessages.successDescription });
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: signupMessages.failedTitle, description: error.message || signupMessages.failedFallback });
    },
  });

  useEffect(() => {
    if (welcomeName !== null) headingRef.current?.focus();
  }, [welcomeName]);

  const send = async (values: SignupFormValues): Promise<boolean> => {
    const request = toSignupRequest(values);
    try {
      await mutation.mutateAsync(request);
    } catch {
      return false; // Told by the toast; the form keeps her values.
    }
    setWelcomeName(request.firstName);
    return true;
  };

  if (welcomeName !== null) return <SignupWelcome firstName={welcomeName} headingRef={headingRef} />;

  return (
    <div className="space-y-10">
      <PageHeader eyebrow={signupPageTexts.eyebrow} title={signupPageTexts.title}>
        <p>{signupPageTexts.intro}</p>
      </PageHeader>
      <div className="mx-auto max-w-2xl rounded-xl border border-border bg-card p-5 shadow-sm sm:p-8">
        <SignupForm pending={mutation.isPending} onSend={send} />
      </div>
    </div>
  );
}
