import { communityMessages } from '@core/content/validation';
import { useId, useRef, useState } from 'react';
import { PenLine } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { CreatePostForm } from './create-post-form';

/**
 * 'Share Your Story or Ask a Question': a toggle that shows the create-post form (SPEC.md §2).
 * The form is drawn the first time she opens it; once drawn it stays, hidden when closed, so
 * closing with the toggle keeps what she wrote.
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
        className="w-full whitespace-normal sm:w-auto sm:self-start"
      >
        <PenLine aria-hidden="true" />
        {communityMessages.toggleForm}
      </Button>
      {drawn ? <CreatePostForm id={formId} hidden={!open} onClose={closeForm} /> : null}
    </div>
  );
}
