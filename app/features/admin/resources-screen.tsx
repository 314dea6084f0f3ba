import { useId, useState } from 'react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { type ResourceInput, resourceInputSchema } from '@core/contracts/admin';
import { resourceTypes, type ResourceType } from '@core/constants';
import { LOCALES, type Locale } from '@core/i18n';
import type { Resource } from '@core/contracts/resources';
import { ConfirmDialog } from '~/components/confirm-dialog';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '~/components/ui/dialog';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { NativeSelect } from '~/components/ui/native-select';
import { Textarea } from '~/components/ui/textarea';
import { toast } from '~/hooks/use-toast';
import { useContractForm } from '~/lib/use-contract-form';
import { errorSentence, useAdminResources, useDeleteResource, useSaveResource } from './api/admin-api';
import { Detail, EmptyState, LoadState, SCREEN_HEADING_ID, ScreenHeader } from './console-parts';
import { commonMessages } from '@core/content/validation';
import { adminMessages } from '@core/content/api-messages';

/** The words of the form's problems (its contract answers codes, docs/decisions/0037). */
const formMessages = { commonMessages, adminMessages };

const typeLabels: Record<ResourceType, string> = {
  download: 'Download (a file)',
  coaching: 'Coaching (opens booking)',
  other: 'Link (a page)',
};

/** The console stays English; each resource says which resources page lists it. */
const languageNames: Record<Locale, string> = { en: 'English', es: 'Spanish' };
const languagePages: Record<Locale, string> = { en: '/resources', es: '/es/resources' };

function ResourceForm({ resource, onDone }: { resource: Resource | undefined; onDone: () => void }) {
  const baseId = useId();
  const save = useSaveResource();
  const {
    register,
    handleSubmit,
    watch,
    setFocus,
    formState: { errors },
  } = useContractForm(resourceInputSchema, formMessages, {
    defaultValues: {
      title: resource?.title ?? '',
      description: resource?.description ?? '',
      type: resource?.type ?? 'download',
      url: resource?.url ?? '',
      language: resource?.language ?? 'en',
    },
  });
  const type = watch('type');

  const onValid = (input: ResourceInput) =>
    save.mutate(
      { id: resource?.id, input },
      {
        onSuccess: () => {
          toast({ title: resource ? 'Resource saved' : 'Resource added', description: 'The resources page shows it now.' });
          onDone();
        },
        onError: (error) => toast({ variant: 'destructive', title: 'Not saved', description: errorSentence(error, 'We could not save this resource. Please try again.') }),
      },
    );

  const field = (name: 'title' | 'description' | 'url') => {
    const message = errors[name]?.message;
    return {
      id: `${baseId}-${name}`,
      errorId: `${baseId}-${name}-error`,
      error: message ? (
        <p id={`${baseId}-${name}-error`} className="text-sm font-medium text-destructive">
          {message}
        </p>
      ) : null,
      aria: { 'aria-invalid': message ? true : undefined, 'aria-describedby': message ? `${baseId}-${name}-error` : undefined },
    };
  };
  const title = field('title');
  const description = field('description');
  const url = field('url');
  const typeId = `${baseId}-type`;
  const languageId = `${baseId}-language`;

  return (
    <form
      noValidate
      aria-busy={save.isPending || undefined}
      onSubmit={handleSubmit(onValid, (fieldErrors) => setFocus(fieldErrors.title ? 'title' : fieldErrors.description ? 'description' : 'url'))}
      className="mt-4 flex flex-col gap-4"
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={title.id}>Title</Label>
        {title.error}
        <Input id={title.id} required maxLength={200} {...title.aria} {...register('title')} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={description.id}>Description</Label>
        {description.error}
        <Textarea id={description.id} required maxLength={1000} rows={3} {...description.aria} {...register('description')} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={languageId}>Language</Label>
        <p id={`${languageId}-hint`} className="text-sm text-muted-foreground">
          Which resources page lists it. Write the title and description in that language.
        </p>
        <NativeSelect id={languageId} aria-describedby={`${languageId}-hint`} {...register('language')}>
          {LOCALES.map((value) => (
            <option key={value} value={value}>
              {languageNames[value]} ({languagePages[value]})
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={typeId}>Kind</Label>
        <NativeSelect id={typeId} {...register('type')}>
          {resourceTypes.map((value) => (
            <option key={value} value={value}>
              {typeLabels[value]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={url.id}>Address</Label>
        <p id={`${url.id}-hint`} className="text-sm text-muted-foreground">
          {type === 'coaching'
            ? 'Not needed: a coaching resource opens the booking form.'
            : 'A path on this site, such as /books/guide.pdf, or an address starting with https://.'}
        </p>
        {url.error}
        <Input
          id={url.id}
          inputMode="url"
          autoCapitalize="none"
          spellCheck={false}
          disabled={type === 'coaching'}
          maxLength={500}
          aria-invalid={url.aria['aria-invalid']}
          aria-describedby={[`${url.id}-hint`, url.aria['aria-describedby']].filter(Boolean).join(' ')}
          {...register('url')}
        />
      </div>
      <DialogFooter>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : resource ? 'Save changes' : 'Add resource'}
        </Button>
      </DialogFooter>
    </form>
  );
}

function ResourceCard({ resource, onEdit }: { resource: Resource; onEdit: () => void }) {
  const remove = useDeleteResource();
  const [confirming, setConfirming] = useState(false);
  return (
    <Card role="article" aria-labelledby={`resource-${resource.id}`} className="gap-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={`resource-${resource.id}`} className="text-lg font-semibold leading-snug">
          {resource.title}
        </h3>
        <div className="flex flex-wrap gap-2">
          <Badge variant="outline">{typeLabels[resource.type].split(' (')[0]}</Badge>
          <Badge variant="outline" data-resource-language={resource.language}>
            {languageNames[resource.language]}
          </Badge>
        </div>
      </div>
      <p className="text-muted-foreground text-pretty">{resource.description}</p>
      <dl className="flex flex-col gap-1.5">
        <Detail term="Listed on">{languagePages[resource.language]}</Detail>
        {resource.url ? <Detail term="Address"><span className="break-all">{resource.url}</span></Detail> : null}
        <Detail term="Downloads">{resource.downloadCount}</Detail>
      </dl>
      <div className="flex flex-wrap gap-2 pt-1">
        <Button size="sm" variant="outline" onClick={onEdit}>
          <Pencil aria-hidden="true" />
          Edit<span className="sr-only"> “{resource.title}”</span>
        </Button>
        <Button size="sm" variant="outline" disabled={remove.isPending} onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden="true" />
          Delete<span className="sr-only"> “{resource.title}”</span>
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={<>Delete “{resource.title}”?</>}
        description="It leaves the resources page at once, with its download count. This cannot be undone."
        cancel="Keep it"
        confirm="Delete"
        destructive
        onConfirm={() =>
          remove.mutate(resource.id, {
            onSuccess: () => toast({ title: 'Resource deleted', description: 'It no longer shows on the resources page.' }),
            onError: (error) => toast({ variant: 'destructive', title: 'Not deleted', description: errorSentence(error, 'We could not delete this resource. Please try again.') }),
          })
        }
      />
    </Card>
  );
}

/** The resources page's library: add, edit, delete, and how often each was opened. */
export function ResourcesScreen() {
  const query = useAdminResources();
  const [editing, setEditing] = useState<{ resource: Resource | undefined } | null>(null);
  return (
    <section aria-labelledby={SCREEN_HEADING_ID} className="flex flex-col gap-5">
      <ScreenHeader
        title="Resources"
        description="What the English and Spanish resources pages list, each in its order, with how many times each was downloaded or opened."
        actions={
          <Button onClick={() => setEditing({ resource: undefined })}>
            <Plus aria-hidden="true" />
            Add a resource
          </Button>
        }
      />
      <LoadState isPending={query.isPending} isError={query.isError} onRetry={() => void query.refetch()} what="the resources">
        {query.data && query.data.length === 0 ? (
          <EmptyState>The library is empty, so the resources page shows its three fallback guides. Add a resource to list your own.</EmptyState>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {query.data?.map((resource) => (
              <li key={resource.id}>
                <ResourceCard resource={resource} onEdit={() => setEditing({ resource })} />
              </li>
            ))}
          </ul>
        )}
      </LoadState>
      <Dialog open={editing !== null} onOpenChange={(open) => (open ? undefined : setEditing(null))}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{editing?.resource ? 'Edit resource' : 'Add a resource'}</DialogTitle>
            <DialogDescription>It shows on the resources page as soon as it is saved.</DialogDescription>
          </DialogHeader>
          {editing ? <ResourceForm key={editing.resource?.id ?? 'new'} resource={editing.resource} onDone={() => setEditing(null)} /> : null}
        </DialogContent>
      </Dialog>
    </section>
  );
}
