import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { locale } from '@core/content/locale';
import { shareTexts as texts } from '@core/content/share';
import { DEFAULT_SHARE_EXPIRY_DAYS, SHARE_EXPIRY_DAYS, type ShareExpiryDays, type ShareList } from '@core/contracts/share';
import { localePath } from '@core/i18n';
import { formatMessage } from '@core/message-format';
import type { ShareLanguage, ShareRecord } from '@core/share/share-bundle';
import { spokenCode } from '@core/share/share-keys';
import { Button } from '~/components/ui/button';
import { Checkbox } from '~/components/ui/checkbox';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { useVaultEntries } from '~/lib/vault/use-vault';
import { deleteRecord, saveRecord } from '~/lib/vault/vault-store';
import { type MadeShare, makeShareLink, stopShareLink } from './share-client';

const SHARES_KEY = ['/api/shares'] as const;

const day = (iso: string) =>
  new Date(iso).toLocaleDateString(locale.intl, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
const dateTime = (iso: string) =>
  new Date(iso).toLocaleString(locale.intl, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/** Her records of what happened, as a share carries them (every version, every receipt, when first stored). */
function useShareableRecords() {
  const entries = useVaultEntries('journal-entry');
  return useMemo(
    () =>
      entries
        .filter((entry) => entry.content.incident)
        .map((entry) => ({
          recordId: entry.recordId,
          record: {
            storedAt: entry.createdAt,
            versions: entry.content.incident!.versions,
          } satisfies ShareRecord,
          latest: entry.content.incident!.versions.at(-1)!.content,
        })),
    [entries],
  );
}

/**
 * "Share with your advocate" (docs/decisions/0034), behind her vault's gate: she picks records,
 * how long the link lives, once only or not, and a spoken code (on by default); the link is
 * shown once. Below, her live links with what each holds, until when, opened or not, and "Stop
 * sharing".
 */
export function SharePanel() {
  const ids = useId();
  const queryClient = useQueryClient();
  const records = useShareableRecords();
  const remembered = useVaultEntries('share-link');
  const [leftOut, setLeftOut] = useState<Set<string>>(new Set());
  const [days, setDays] = useState<ShareExpiryDays>(DEFAULT_SHARE_EXPIRY_DAYS);
  const [onceOnly, setOnceOnly] = useState(false);
  const [withCode, setWithCode] = useState(true);
  const [error, setError] = useState('');
  const [made, setMade] = useState<MadeShare | null>(null);
  const [status, setStatus] = useState('');
  const firstBoxRef = useRef<HTMLInputElement>(null);
  const madeRef = useRef<HTMLParagraphElement>(null);

  const links = useQuery<ShareList>({ queryKey: SHARES_KEY });

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
    mutationFn: async (chosen: ShareRecord[]) => {
      const share = await makeShareLink({
        records: chosen,
        expiresInDays: days,
        onceOnly,
        withCode,
        language: locale.code as ShareLanguage,
        pageUrl: `${window.location.origin}${localePath('/shared')}`,
      });
      try {
        await saveRecord({
          kind: 'share-link',
          linkId: share.linkId,
          source: 'journal',
          records: chosen.length,
          hasCode: withCode,
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
    onError: () => setStatus(`${texts.notMade}. ${texts.failed}`),
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (make.isPending) return;
    const chosen = records.filter((item) => !leftOut.has(item.recordId)).map((item) => item.record);
    if (chosen.length === 0) {
      setError(texts.chooseOne);
      firstBoxRef.current?.focus();
      return;
    }
    setError('');
    setMade(null);
    make.mutate(chosen);
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

  return (
    <section aria-labelledby={`${ids}-title`} className="space-y-4">
      <h2 id={`${ids}-title`} className="text-xl font-semibold">
        {texts.title}
      </h2>
      <p className="text-sm text-muted-foreground text-pretty">{texts.intro}</p>
      {records.length === 0 ? (
        <p>{texts.none}</p>
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-busy={make.isPending || undefined}>
          <fieldset className="space-y-1" aria-describedby={error ? `${ids}-choose-hint ${ids}-error` : `${ids}-choose-hint`}>
            <legend className="text-sm font-medium">{texts.chooseLegend}</legend>
            <p id={`${ids}-choose-hint`} className="text-sm text-muted-foreground">
              {texts.chooseHint}
            </p>
            {records.map((item, index) => (
              <label key={item.recordId} className="flex min-h-11 items-start gap-3 py-1 text-sm">
                <Checkbox
                  ref={index === 0 ? firstBoxRef : undefined}
                  className="mt-0.5"
                  checked={!leftOut.has(item.recordId)}
                  onChange={(event) =>
                    setLeftOut((set) => {
                      const next = new Set(set);
                      if (event.target.checked) next.delete(item.recordId);
                      else next.add(item.recordId);
                      return next;
                    })
                  }
                />
                <span>
                  <span className="font-medium">{day(`${item.latest.happenedDate}T12:00:00`)}</span>
                  <span className="block text-muted-foreground">
                    {item.latest.whatHappened.length > 80 ? `${item.latest.whatHappened.slice(0, 80)}...` : item.latest.whatHappened}
                  </span>
                </span>
              </label>
            ))}
            {error ? (
              <p id={`${ids}-error`} className="text-sm font-medium text-destructive">
                {error}
              </p>
            ) : null}
          </fieldset>
          <fieldset className="space-y-1">
            <legend className="text-sm font-medium">{texts.lifetimeLegend}</legend>
            <div className="flex flex-wrap gap-x-6">
              {SHARE_EXPIRY_DAYS.map((option) => (
                <label key={option} className="flex min-h-11 items-center gap-2 text-sm">
                  <input type="radio" name={`${ids}-days`} className="size-4 accent-primary" checked={days === option} onChange={() => setDays(option)} />
                  {option === 1 ? texts.lifetimeOneDay : formatMessage(texts.lifetimeOption, { days: option })}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="py-1 text-sm">
            <label className="flex min-h-11 items-center gap-3 font-medium">
              <Checkbox checked={withCode} aria-describedby={`${ids}-code-hint`} onChange={(event) => setWithCode(event.target.checked)} />
              {texts.codeLabel}
            </label>
            <p id={`${ids}-code-hint`} className="ps-8 text-muted-foreground">
              {withCode ? texts.codeHint : texts.noCodeWarning}
            </p>
          </div>
          <div className="py-1 text-sm">
            <label className="flex min-h-11 items-center gap-3 font-medium">
              <Checkbox checked={onceOnly} aria-describedby={`${ids}-once-hint`} onChange={(event) => setOnceOnly(event.target.checked)} />
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
                  <p className="font-medium">{formatMessage(texts.listItem, { count: what?.records ?? '?' })}</p>
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
