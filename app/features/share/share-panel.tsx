import { useEffect, useId, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { locale } from '@core/content/locale';
import { attachmentTexts } from '@core/content/attachments';
import { shareMessages, shareTexts as texts } from '@core/content/share';
import { shareFieldMessages } from '@core/content/validation';
import { SHARE_EXPIRY_DAYS, type ShareChoices, type ShareExpiryDays, type ShareList, type ShareSource, shareChoicesSchema } from '@core/contracts/share';
import { localePath } from '@core/i18n';
import { formatMessage } from '@core/message-format';
import type { ShareLanguage } from '@core/share/share-bundle';
import { spokenCode } from '@core/share/share-code';
import { RecordChoice } from '~/components/record-choice';
import { Button } from '~/components/ui/button';
import { Checkbox } from '~/components/ui/checkbox';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { statusOf } from '~/lib/api';
import { readableSize } from '~/lib/readable-size';
import { useContractForm } from '~/lib/use-contract-form';
import { useVaultEntries } from '~/lib/vault/use-vault';
import { deleteRecord, saveRecord } from '~/lib/vault/vault-store';
import { stopShareLink } from './share-client';
import { type MadeShare, ShareFileUnreadableError, ShareTooLargeError, makeShareLink } from './share-make';
import { useShareOffer } from './share-sources';

const SHARES_KEY = ['/api/shares'] as const;
/** While the panel is open and the tab seen, her list asks again this often, so "Opened" shows without a reload. */
export const SHARES_REFRESH_MS = 30_000;

/** The words of the form's problems (its contract answers codes, docs/decisions/0037). */
const formMessages = { shareFieldMessages };

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString(locale.intl, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

const sourceTexts = (source: ShareSource) => (source === 'journal' ? texts.journal : source === 'exit-plan' ? texts.exitPlan : texts.symptoms);

/** Why a link was not made, in words she can act on. */
function notMadeSentence(error: unknown): string {
  const status = statusOf(error);
  if (error instanceof ShareFileUnreadableError) return `${texts.notMade}. ${formatMessage(texts.filesUnreadable, { name: error.fileName || attachmentTexts.noName })}`;
  if (status === 413 || error instanceof ShareTooLargeError) return `${texts.notMade}. ${shareMessages.tooLarge}`;
  if (status === 409) return `${texts.notMade}. ${shareMessages.linkTaken}`;
  return `${texts.notMade}. ${texts.failed}`;
}

/**
 * "Share with your advocate" (docs/decisions/0034), behind her vault's gate on the journal, the
 * exit plan and the symptom tracker (each island composes it with its `source`): she picks what
 * to share, how long the link lives, once only or not, and a spoken code (on by default); the
 * link is shown once. Below, all her live links with what each holds, until when, opened or
 * not (asked again while she looks), and "Stop sharing".
 */
export function SharePanel({ source }: { source: ShareSource }) {
  const ids = useId();
  const queryClient = useQueryClient();
  const offer = useShareOffer(source);
  const words = sourceTexts(source);
  const remembered = useVaultEntries('share-link');
  const [made, setMade] = useState<MadeShare | null>(null);
  const [status, setStatus] = useState('');
  const madeRef = useRef<HTMLParagraphElement>(null);
  const { control, register, handleSubmit, watch } = useContractForm(shareChoicesSchema, formMessages, {
    defaultValues: { chosen: [], expiresInDays: '7', onceOnly: false, withCode: true, withCalendar: false, withFiles: true },
    shouldFocusError: true,
  });
  const withCode = watch('withCode');
  const files = offer.filesOf(watch('chosen'));

  // "Opened" changes on her advocate's side: asked again when she comes back to the tab and, while
  // the tab is seen, every SHARES_REFRESH_MS (never while hidden: TanStack Query pauses the interval).
  const links = useQuery<ShareList>({
    queryKey: SHARES_KEY,
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: SHARES_REFRESH_MS,
    refetchIntervalInBackground: false,
  });

  // A link the server no longer lists (stopped elsewhere, expired, destroyed) leaves her vault too,
  // once a list fetched after it was made says so.
  useEffect(() => {
    if (!links.data) return;
    const live = new Set(links.data.links.map((link) => link.linkId));
    for (const entry of remembered) {
      if (!live.has(entry.content.linkId) && Date.parse(entry.content.madeAt) < links.dataUpdatedAt - 1000)
        void deleteRecord(entry.recordId).catch(() => undefined);
    }
  }, [links.data, links.dataUpdatedAt, remembered]);

  const make = useMutation({
    mutationFn: async (choices: ShareChoices) => {
      const parts = offer.parts(choices.chosen, { withCalendar: choices.withCalendar, withFiles: choices.withFiles });
      const share = await makeShareLink({
        parts,
        expiresInDays: Number(choices.expiresInDays) as ShareExpiryDays,
        onceOnly: choices.onceOnly,
        withCode: choices.withCode,
        language: locale.code as ShareLanguage,
        pageUrl: `${window.location.origin}${localePath('/shared')}`,
      });
      try {
        await saveRecord({
          kind: 'share-link',
          linkId: share.linkId,
          source,
          records: choices.chosen.length,
          ...(parts.files?.length ? { files: parts.files.length } : {}),
          hasCode: choices.withCode,
          madeAt: new Date().toISOString(),
        });
      } catch (reason) {
        // Her list could not remember it: take the link back, so nothing is shared that she cannot see.
        await stopShareLink(share.linkId).catch(() => undefined);
        throw reason;
      }
      return share;
    },
    onSuccess: (share) => {
      setMade(share);
      setStatus('');
      void queryClient.invalidateQueries({ queryKey: SHARES_KEY });
      window.setTimeout(() => madeRef.current?.focus(), 0);
    },
    onError: (error) => setStatus(notMadeSentence(error)),
  });

  const stop = useMutation({
    mutationFn: async (linkId: string) => {
      await stopShareLink(linkId);
      const entry = remembered.find((item) => item.content.linkId === linkId);
      if (entry) await deleteRecord(entry.recordId).catch(() => undefined);
    },
    onSuccess: (_result, linkId) => {
      setStatus(texts.stopped);
      if (made?.linkId === linkId) setMade(null);
      void queryClient.invalidateQueries({ queryKey: SHARES_KEY });
    },
    onError: () => setStatus(texts.stopFailed),
  });

  const onValid = (choices: ShareChoices) => {
    if (make.isPending) return;
    setMade(null);
    make.mutate(choices);
  };

  const copy = async () => {
    if (!made) return;
    try {
      await navigator.clipboard.writeText(made.url);
      setStatus(texts.copied);
    } catch {
      // The field stays selected for her to copy by hand.
    }
  };

  const whatOf = (linkId: string) => remembered.find((entry) => entry.content.linkId === linkId)?.content;
  const whatSentence = (linkId: string) => {
    const what = whatOf(linkId);
    const records = formatMessage((what ? sourceTexts(what.source) : texts.journal).listItem, { count: what?.records ?? '?' });
    return what?.files ? `${records}, ${formatMessage(texts.listFiles, { count: what.files })}` : records;
  };

  return (
    <section aria-labelledby={`${ids}-title`} className="space-y-4">
      <h2 id={`${ids}-title`} className="text-xl font-semibold">
        {texts.title}
      </h2>
      <p className="text-sm text-muted-foreground text-pretty">{texts.intro}</p>
      {offer.items.length === 0 ? (
        <p>{words.none}</p>
      ) : (
        <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)} className="flex flex-col gap-4" aria-busy={make.isPending || undefined}>
          <Controller
            control={control}
            name="chosen"
            render={({ field, fieldState }) => (
              <RecordChoice
                legend={words.chooseLegend}
                hint={words.chooseHint}
                items={offer.items}
                chosen={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
                firstRef={field.ref}
              />
            )}
          />
          {source === 'journal' ? (
            <div className="py-1 text-sm">
              <label className="flex min-h-11 items-center gap-3 font-medium">
                <Checkbox aria-describedby={`${ids}-calendar-hint`} {...register('withCalendar')} />
                {texts.calendarLabel}
              </label>
              <p id={`${ids}-calendar-hint`} className="ps-8 text-muted-foreground">
                {texts.calendarHint}
              </p>
            </div>
          ) : null}
          {files.count > 0 ? (
            <div className="py-1 text-sm">
              <label className="flex min-h-11 items-center gap-3 font-medium">
                <Checkbox aria-describedby={`${ids}-files-hint`} {...register('withFiles')} />
                {texts.filesLabel}
              </label>
              <p id={`${ids}-files-hint`} className="ps-8 text-muted-foreground" data-testid="share-files-hint">
                {formatMessage(texts.filesHint, { count: files.count, size: readableSize(files.bytes, locale.intl) })}
              </p>
            </div>
          ) : null}
          <fieldset className="space-y-1">
            <legend className="text-sm font-medium">{texts.lifetimeLegend}</legend>
            <div className="flex flex-wrap gap-x-6">
              {SHARE_EXPIRY_DAYS.map((option) => (
                <label key={option} className="flex min-h-11 items-center gap-2 text-sm">
                  <input type="radio" className="size-4 accent-primary" value={String(option)} {...register('expiresInDays')} />
                  {option === 1 ? texts.lifetimeOneDay : formatMessage(texts.lifetimeOption, { days: option })}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="py-1 text-sm">
            <label className="flex min-h-11 items-center gap-3 font-medium">
              <Checkbox aria-describedby={`${ids}-code-hint`} {...register('withCode')} />
              {texts.codeLabel}
            </label>
            <p id={`${ids}-code-hint`} className="ps-8 text-muted-foreground">
              {withCode ? texts.codeHint : texts.noCodeWarning}
            </p>
          </div>
          <div className="py-1 text-sm">
            <label className="flex min-h-11 items-center gap-3 font-medium">
              <Checkbox aria-describedby={`${ids}-once-hint`} {...register('onceOnly')} />
              {texts.onceOnly}
            </label>
            <p id={`${ids}-once-hint`} className="ps-8 text-muted-foreground">
              {texts.onceOnlyHint}
            </p>
          </div>
          <Button type="submit" className="self-stretch sm:self-start" disabled={make.isPending}>
            {make.isPending ? texts.making : texts.make}
          </Button>
        </form>
      )}

      {made ? (
        <div className="space-y-3 rounded-md border border-border bg-card p-4" data-testid="share-made">
          <p ref={madeRef} tabIndex={-1} className="font-medium outline-none">
            {texts.made}
          </p>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${ids}-link`}>{texts.linkLabel}</Label>
            <Input id={`${ids}-link`} readOnly value={made.url} onFocus={(event) => event.currentTarget.select()} />
          </div>
          <Button type="button" variant="outline" className="self-stretch sm:self-start" onClick={() => void copy()}>
            {texts.copy}
          </Button>
          {made.code ? <p className="font-medium">{formatMessage(texts.codeIs, { code: spokenCode(made.code) })}</p> : null}
        </div>
      ) : null}

      <p role="status" className="text-sm font-medium">
        {status}
      </p>

      <h3 className="text-lg font-semibold">{texts.listTitle}</h3>
      {links.data && links.data.links.length > 0 ? (
        <ul className="space-y-3">
          {links.data.links.map((link) => {
            const what = whatOf(link.linkId);
            return (
              <li
                key={link.linkId}
                className="flex flex-col gap-2 rounded-md border border-border p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
                data-testid="share-link"
              >
                <div>
                  <p className="font-medium">{whatSentence(link.linkId)}</p>
                  <p className="text-muted-foreground">
                    {formatMessage(texts.until, { date: dateTime(link.expiresAt) })}
                    {link.onceOnly ? ` · ${texts.onceOnlyBadge}` : ''}
                    {what?.hasCode ? ` · ${texts.withCode}` : ''} · {link.opened ? texts.opened : texts.notOpened}
                  </p>
                </div>
                <Button type="button" variant="outline" disabled={stop.isPending} onClick={() => stop.mutate(link.linkId)}>
                  {texts.stop}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm">{links.isPending ? '' : texts.listEmpty}</p>
      )}
      <p className="text-sm text-muted-foreground">{texts.lockNote}</p>
    </section>
  );
}
