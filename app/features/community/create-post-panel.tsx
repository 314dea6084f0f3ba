import { lazy, Suspense, useId, useRef, useState } from 'react';
import { PenLine } from 'lucide-react';
import { communityMessages } from '@core/contracts/community';
import { Button } from '~/components/ui/button';

const loadForm = () => import('./create-post-form');
const preloadForm = () => void loadForm().catch(() => undefined);
const CreatePostForm = lazy(() => loadForm().then((module) => ({ default: module.CreatePostForm })));

/**
 * 'Share Your Story or Ask a Question': a toggle that shows the create-post form (SPEC.md §2).
 * The form (react-hook-form, its fields and the request contract) is fetched when she reaches
 * for the toggle and drawn the first time she opens it, so the page hydrates without it
 * (docs/decisions/0013); once drawn it stays, hidden when closed, so closing with the toggle
 * keeps what she wrote.
 */
export function CreatePostPanel() {
  const [open, setOpen] = useState(false);
  const [drawn, setDrawn] = useState(false);
  const formId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  const toggle = () => {
    setDrawn(true);
    setOpen((value) => !value);
  };
  const closeForm = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <div className="flex flex-col gap-4">
      <Button
        ref={toggleRef}
        size="lg"
        aria-expanded={open}
        aria-controls={drawn ? formId : undefined}
        onClick={toggle}
        onPointerEnter={preloadForm}
        onFocus={preloadForm}
        className="w-full whitespace-normal sm:w-auto sm:self-start"
      >
        <PenLine aria-hidden="true" />
        {communityMessages.toggleForm}
      </Button>
      {drawn ? (
        <Suspense
          fallback={
            open ? (
              <p role="status" className="rounded-2xl border border-border bg-card p-5 text-muted-foreground shadow-sm sm:p-6">
                Loading the form...
              </p>
            ) : null
          }
        >
          <CreatePostForm id={formId} hidden={!open} onClose={closeForm} />
        </Suspense>
      ) : null}
    </div>
  );
}
