import { communityCategoryLabels } from '@core/content/community';
import { communityMessages, commonMessages, communityFieldMessages } from '@core/content/validation';
import type { FormEvent } from 'react';
import { ShieldCheck } from 'lucide-react';
import { communityCategories } from '@core/constants';
import { COMMUNITY_CONTENT_MAX_LENGTH, COMMUNITY_NAME_MAX_LENGTH, COMMUNITY_TITLE_MAX_LENGTH, communityPostFormSchema, emptyCommunityPostForm, hasMissingCommunityField } from '@core/contracts/community';
import { communityPageText, createPostTexts as texts } from '@core/content/community';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { NativeSelect } from '~/components/ui/native-select';
import { Switch } from '~/components/ui/switch';
import { Textarea } from '~/components/ui/textarea';
import { toast } from '~/hooks/use-toast';
import { useContractForm } from '~/lib/use-contract-form';
import { useCreateCommunityPost } from './api/use-create-community-post';

/** The words of the form's problems (its contract answers codes, docs/decisions/0037). */
const formMessages = { commonMessages, communityFieldMessages };

type CreatePostFormProps = {
  id: string;
  hidden: boolean;
  /** Called after Cancel, or once a post went through: the form is cleared and the panel closes it. */
  onClose: () => void;
};

/**
 * The create-post form (SPEC.md §2, §4, §5), drawn the first time she opens it
 * (create-post-panel.tsx). A post is stored awaiting review, and the toast says so (DESIGN.md).
 * Closing with the toggle keeps what she wrote (the panel only hides the form); Cancel clears it.
 */
export function CreatePostForm({ id: formId, hidden, onClose }: CreatePostFormProps) {
  const {
    register,
    handleSubmit,
    getValues,
    clearErrors,
    trigger,
    reset,
    watch,
    formState: { errors },
  } = useContractForm(communityPostFormSchema, formMessages, { defaultValues: emptyCommunityPostForm });
  const isAnonymous = watch('isAnonymous');

  const close = () => {
    reset(emptyCommunityPostForm);
    mutation.reset();
    onClose();
  };

  const mutation = useCreateCommunityPost({
    onSuccess: (request) => {
      toast({
        title: communityMessages.createdTitle,
        description: request.isAnonymous ? communityMessages.createdAnonymousDescription : communityMessages.createdNamedDescription,
      });
      close();
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: communityMessages.failedTitle, description: error.message || communityMessages.failedDescription });
    },
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    clearErrors();
    if (hasMissingCommunityField(getValues())) {
      toast({ title: communityMessages.missingTitle, description: communityMessages.missingDescription });
      // Mark only the blank title or content, so she can see which.
      await trigger(['title', 'content'], { shouldFocus: true });
      return;
    }
    await handleSubmit((request) => mutation.mutate(request))(event);
  };

  const pending = mutation.isPending;

  return (
    <form
      id={formId}
      hidden={hidden}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${formId}-heading`}
      aria-busy={pending || undefined}
      className="flex flex-col gap-5 rounded-2xl border border-border bg-card p-5 text-card-foreground shadow-sm sm:p-6"
    >
      <div>
        <h2 id={`${formId}-heading`} className="text-xl font-semibold">
          {texts.heading}
        </h2>
        <p className="mt-1 text-muted-foreground">{communityPageText.formIntro}</p>
      </div>

      <p className="flex items-start gap-3 rounded-lg bg-secondary p-4 text-secondary-foreground">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <span>{communityPageText.safetyPoints[0]}</span>
      </p>

      <FormField label={texts.category} error={errors.category?.message}>
        {(props) => (
          <NativeSelect {...props} {...register('category')} className="sm:max-w-xs">
            {communityCategories.map((category) => (
              <option key={category} value={category}>
                {communityCategoryLabels[category]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>

      <FormField label={texts.title} required error={errors.title?.message}>
        {(props) => <Input {...props} {...register('title')} maxLength={COMMUNITY_TITLE_MAX_LENGTH} autoComplete="off" required />}
      </FormField>

      <FormField label={texts.content} required error={errors.content?.message}>
        {(props) => <Textarea {...props} {...register('content')} rows={6} maxLength={COMMUNITY_CONTENT_MAX_LENGTH} required />}
      </FormField>

      <div className="flex flex-col gap-2">
        <label className="flex min-h-11 cursor-pointer items-center gap-3 self-start">
          <Switch {...register('isAnonymous')} aria-describedby={`${formId}-anonymous-status`} />
          <span className="font-medium">{texts.anonymous}</span>
        </label>
        <p id={`${formId}-anonymous-status`} className="text-sm text-muted-foreground">
          <strong className="font-semibold text-foreground">
            {isAnonymous ? communityMessages.postingAnonymously : communityMessages.postingWithName}
          </strong>
          {'. '}
          {isAnonymous ? communityPageText.anonymousExplained : communityPageText.namedExplained}
        </p>
      </div>

      {isAnonymous ? null : (
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label={texts.name} required error={errors.authorName?.message}>
            {(props) => (
              <Input {...props} {...register('authorName')} maxLength={COMMUNITY_NAME_MAX_LENGTH} autoComplete="given-name" required />
            )}
          </FormField>
          <FormField label={texts.email} required error={errors.authorEmail?.message} hint={texts.emailHint}>
            {(props) => (
              <Input
                {...props}
                {...register('authorEmail')}
                type="email"
                inputMode="email"
                autoComplete="email"
                spellCheck={false}
                maxLength={254}
                required
              />
            )}
          </FormField>
        </div>
      )}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={close} disabled={pending}>
          {texts.cancel}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? texts.pending : texts.submit}
        </Button>
      </div>
    </form>
  );
}
