import { type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react';
import { sharedPageTexts as texts } from '@core/content/share';
import { formatMessage } from '@core/message-format';
import type { ShareBundle } from '@core/share/share-bundle';
import type { ShareFragment } from '@core/share/share-keys';
import { Button } from '~/components/ui/button';
import { DrawnLater } from '~/components/drawn-later';
import { lazyPart } from '~/components/lazy-part';
import { type ShareAsk, takeEarlyAsk } from './share-ask';
import { type OpenSharedFile, type SharedFile, linkInFragment, openShareLink, sharedFilesOf } from './share-client';
import { type PackCheck, checkSharedRecords } from './shared-check';
import { dateTime, day } from './share-dates';

/** Records drawn with the page's first frame; the rest, and the calendar, a moment later (DrawnLater). */
const FIRST_RECORDS = 5;
const fieldNames = ['place', 'whatHappened', 'witnesses', 'injuries', 'actionsTaken'] as const;
/** The exit plan's and symptom logs' parts, fetched only when a link carries them. */
const SharedExitPlan = lazyPart(() => import('./shared-parts').then((module) => module.SharedExitPlan));
const SharedSymptoms = lazyPart(() => import('./shared-parts').then((module) => module.SharedSymptoms));
/** The spoken code's form (the form hook and its messages), fetched only when a link has a code. */
const SharedCodeForm = lazyPart(() => import('./shared-code-form').then((module) => module.SharedCodeForm));

type State =
  | { step: 'reading' }
  | { step: 'no-link' }
  | { step: 'code'; link: ShareFragment; opening: boolean }
  | { step: 'opening' }
  | { step: 'cannot-open'; link: ShareFragment }
  | { step: 'unreadable' }
  | { step: 'failed'; link: ShareFragment }
  | { step: 'open'; bundle: ShareBundle; openFile: OpenSharedFile };

export type SharedViewProps = {
  /** Makes and saves the record pack PDF of these records and their files (the journal's pack code, composed by the page); answers its file name. */
  downloadPack: (bundle: ShareBundle, openFile: OpenSharedFile) => Promise<string>;
  /** A record's photos and files (the journal's list, composed by the page), when the link carries some. */
  files?: (files: readonly SharedFile[], open: OpenSharedFile) => ReactNode;
  /** The incident calendar of the shared records (the journal's calendar, composed by the page), when the link carries it. */
  calendar?: (bundle: ShareBundle) => ReactNode;
};

/**
 * The advocate's page (docs/decisions/0034): reads the link after `#` (never sent), asks for the
 * spoken code when the link has one, opens the bundle here, and shows her records with their
 * history and receipts, the record pack and the check. Every way it cannot open is one calm
 * sentence.
 */
export function SharedView({ downloadPack, calendar, files }: SharedViewProps) {
  const [state, setState] = useState<State>({ step: 'reading' });
  // Each link read from the address is a new code form (nothing typed for another link stays).
  const [linksRead, setLinksRead] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);

  const open = async (link: ShareFragment, typed?: string, asked?: Promise<ShareAsk>) => {
    try {
      const outcome = await openShareLink(link.secret, typed, asked);
      if (outcome.outcome === 'opened') setState({ step: 'open', bundle: outcome.bundle, openFile: outcome.openFile });
      else if (outcome.outcome === 'cannot-open') setState({ step: 'cannot-open', link });
      else setState({ step: 'unreadable' });
    } catch {
      setState({ step: 'failed', link });
    }
  };

  useEffect(() => {
    const read = () => {
      const link = linkInFragment(window.location.hash);
      setLinksRead((count) => count + 1);
      if (!link) setState({ step: 'no-link' });
      else if (link.hasCode) setState({ step: 'code', link, opening: false });
      else {
        setState({ step: 'opening' });
        // The page's own script asked for this link as it started (./share-ask.ts): take that answer.
        void open(link, undefined, takeEarlyAsk(window.location.hash));
      }
    };
    read();
    // A link pasted into the address bar of this page changes only the fragment: open that one.
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);

  useEffect(() => {
    if (state.step === 'open') headingRef.current?.focus();
    else if (state.step === 'cannot-open' || state.step === 'unreadable' || state.step === 'failed') messageRef.current?.focus();
  }, [state.step]);

  const onCode = (code: string) => {
    if (state.step !== 'code' && state.step !== 'cannot-open' && state.step !== 'failed') return;
    if (state.step === 'code' && state.opening) return;
    const link = state.link;
    setState({ step: 'code', link, opening: true });
    void open(link, code);
  };

  const message = (text: string) => (
    <p ref={messageRef} tabIndex={-1} role="alert" className="text-lg font-medium outline-none">
      {text}
    </p>
  );

  /**
   * The code form, under `said` when there is something to say: always second in the same
   * <div>, so what she typed stays when a wrong code says the link cannot be opened. Nothing stands
   * in for it while its code loads (a moment; the page's intro above says what the page is for).
   */
  const codeStep = (opening: boolean, said?: ReactNode) => (
    <div className="space-y-6">
      {said ?? null}
      <Suspense fallback={null}>
        <SharedCodeForm key={linksRead} opening={opening} onCode={onCode} />
      </Suspense>
    </div>
  );

  switch (state.step) {
    case 'reading':
      return null;
    case 'no-link':
      return message(texts.noLink);
    case 'opening':
      return (
        <p role="status" className="text-muted-foreground">
          {texts.opening}
        </p>
      );
    case 'code':
      return codeStep(state.opening);
    case 'cannot-open':
      return codeStep(false, message(texts.cannotOpen));
    case 'failed':
      return state.link.hasCode ? (
        codeStep(false, message(texts.openFailed))
      ) : (
        <div className="space-y-6">
          {message(texts.openFailed)}
          <Button type="button" variant="outline" onClick={() => void open(state.link)}>
            {texts.open}
          </Button>
        </div>
      );
    case 'unreadable':
      return message(texts.couldNotRead);
    case 'open':
      return <SharedRecords bundle={state.bundle} openFile={state.openFile} headingRef={headingRef} downloadPack={downloadPack} calendar={calendar} files={files} />;
  }
}

function SharedRecords({
  bundle,
  openFile,
  headingRef,
  downloadPack,
  calendar,
  files,
}: { bundle: ShareBundle; openFile: OpenSharedFile; headingRef: React.RefObject<HTMLHeadingElement | null> } & SharedViewProps) {
  const ids = useId();
  const [packStatus, setPackStatus] = useState('');
  const [making, setMaking] = useState(false);
  const [check, setCheck] = useState<PackCheck | 'checking' | null>(null);

  const download = async () => {
    if (making) return;
    setMaking(true);
    setPackStatus(texts.downloading);
    try {
      setPackStatus(formatMessage(texts.downloaded, { fileName: await downloadPack(bundle, openFile) }));
    } catch {
      setPackStatus(texts.downloadFailed);
    } finally {
      setMaking(false);
    }
  };

  const runCheck = async () => {
    setCheck('checking');
    setCheck(await checkSharedRecords(bundle, openFile));
  };

  const recordItem = (record: ShareBundle['records'][number], index: number) => {
    const latest = record.versions.at(-1)!.content;
    const shownFiles = sharedFilesOf(bundle, index);
    const happened = `${day(latest.happenedDate)}${latest.happenedTime ? `, ${latest.happenedTime}` : ''}`;
    return (
      <li key={index} className="space-y-3 rounded-md border border-border bg-card p-4" aria-labelledby={`${ids}-record-${index}`}>
        <h3 id={`${ids}-record-${index}`} className="text-lg font-semibold">
          {formatMessage(texts.recordHeading, { number: index + 1, happened })}
        </h3>
        <dl className="space-y-2 text-sm">
          {fieldNames.map((field) => (
            <div key={field}>
              <dt className="font-medium">{texts.fields[field]}</dt>
              <dd className="whitespace-pre-wrap">{latest[field] || texts.notGiven}</dd>
            </div>
          ))}
        </dl>
        {files && shownFiles.length > 0 ? files(shownFiles, openFile) : null}
        <h4 className="font-semibold">{texts.historyTitle}</h4>
        <p className="text-sm">{formatMessage(texts.versions, { count: record.versions.length })}</p>
        <ol className="space-y-2 text-sm">
          {record.versions.map((version, at) => (
            <li key={at} className="border-s-2 border-border ps-3">
              <p className="font-medium">{formatMessage(texts.versionHeading, { number: at + 1, date: dateTime(version.savedAt) })}</p>
              <p className="text-muted-foreground">
                {version.receipt ? formatMessage(texts.receiptSigned, { date: dateTime(version.receipt.signedAt) }) : texts.receiptNone}
              </p>
              <p className="whitespace-pre-wrap">{version.content.whatHappened}</p>
            </li>
          ))}
        </ol>
      </li>
    );
  };

  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
          {formatMessage(texts.madeOn, { date: dateTime(bundle.madeAt) })}
        </h2>
        {bundle.records.length > 0 ? (
          <>
            <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
              <Button type="button" onClick={() => void download()} disabled={making}>
                {making ? texts.downloading : texts.download}
              </Button>
              <Button type="button" variant="outline" onClick={() => void runCheck()} disabled={check === 'checking'}>
                {check === 'checking' ? texts.checking : texts.check}
              </Button>
            </div>
            <p className="text-sm text-muted-foreground">{texts.checkIntro}</p>
            <p role="status" className="text-sm font-medium">
              {packStatus}
            </p>
            <p role="status" className="text-sm font-medium" data-testid="share-check">
              {check === null || check === 'checking'
                ? ''
                : check === 'unavailable'
                  ? texts.checkUnavailable
                  : check.changed === 0 && check.unsigned === 0 && check.files.failed === 0 && check.files.unsigned === 0
                    ? check.files.total === 0
                      ? texts.checkAllGood
                      : texts.checkAllGoodFiles
                    : [formatMessage(texts.checkSome, { checked: check.checked, changed: check.changed, unsigned: check.unsigned, total: check.total }), ...(check.files.total > 0 ? [formatMessage(texts.checkFiles, check.files)] : [])].join(' ')}
            </p>
          </>
        ) : null}
      </div>
      <ol className="space-y-6">
        {bundle.records.slice(0, FIRST_RECORDS).map(recordItem)}
        {bundle.records.length > FIRST_RECORDS ? <DrawnLater>{bundle.records.slice(FIRST_RECORDS).map((record, at) => recordItem(record, FIRST_RECORDS + at))}</DrawnLater> : null}
      </ol>
      {bundle.calendar && bundle.records.length > 0 && calendar ? (
        <DrawnLater>
          <div className="rounded-md border border-border bg-card p-4">{calendar(bundle)}</div>
        </DrawnLater>
      ) : null}
      {bundle.exitPlan || (bundle.symptoms && bundle.symptoms.length > 0) ? (
        <Suspense fallback={<p role="status">{texts.opening}</p>}>
          {bundle.exitPlan ? <SharedExitPlan plan={bundle.exitPlan} /> : null}
          {bundle.symptoms && bundle.symptoms.length > 0 ? <SharedSymptoms logs={bundle.symptoms} /> : null}
        </Suspense>
      ) : null}
    </div>
  );
}
