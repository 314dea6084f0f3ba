// @vitest-environment jsdom
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RecordChoice, type RecordChoiceItem } from './record-choice';

afterEach(cleanup);

function Harness({ items, error }: { items: RecordChoiceItem[]; error?: string }) {
  const [chosen, setChosen] = useState<string[]>([]);
  return (
    <>
      <RecordChoice legend="Records to share" hint="Untick any to leave out." items={items} chosen={chosen} onChange={setChosen} error={error} />
      <output data-testid="chosen">{chosen.join(',')}</output>
    </>
  );
}

/** As the share panel holds it: the choice is a form field through react-hook-form's Controller. */
function FormHarness({ items }: { items: RecordChoiceItem[] }) {
  const { control, watch } = useForm<{ chosen: string[] }>({ defaultValues: { chosen: [] } });
  return (
    <>
      <Controller
        control={control}
        name="chosen"
        render={({ field }) => <RecordChoice legend="Records to share" hint="Untick any to leave out." items={items} chosen={field.value} onChange={field.onChange} firstRef={field.ref} />}
      />
      <output data-testid="chosen">{watch('chosen').join(',')}</output>
    </>
  );
}

const a = { id: 'a', title: '2 October 2026', detail: 'He shouted.' };
const b = { id: 'b', title: '19 November 2026', detail: 'He broke the phone.' };
const c = { id: 'c', title: '20 November 2026' };

describe('choosing records (one component for the record pack and the share link)', () => {
  it('ticks every record at first; she unticks one to leave it out', () => {
    render(<Harness items={[a, b]} />);
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([true, true]);
    fireEvent.click(screen.getByRole('checkbox', { name: /19 November 2026/ }));
    expect(screen.getByTestId('chosen').textContent).toBe('a');
    expect(screen.getByRole('group', { name: 'Records to share' })).toBeTruthy();
  });

  it('a record saved meanwhile joins ticked, one left out stays out, and a deleted one leaves the choice', () => {
    const { rerender } = render(<Harness items={[a, b]} />);
    fireEvent.click(screen.getByRole('checkbox', { name: /2 October 2026/ }));
    rerender(<Harness items={[a, b, c]} />);
    expect(screen.getByTestId('chosen').textContent).toBe('b,c');
    rerender(<Harness items={[a, c]} />);
    expect(screen.getByTestId('chosen').textContent).toBe('c');
  });

  it('ticks every record at first when the choice is a form field too', async () => {
    render(<FormHarness items={[a, b]} />);
    await waitFor(() => expect(screen.getByTestId('chosen').textContent).toBe('a,b'));
    expect(screen.getAllByRole('checkbox').map((box) => (box as HTMLInputElement).checked)).toEqual([true, true]);
  });

  it('shows a problem beside the boxes, and the group is described by it', () => {
    render(<Harness items={[a]} error="Please choose at least one to share." />);
    const group = screen.getByRole('group', { name: 'Records to share' });
    const describedBy = group.getAttribute('aria-describedby')!.split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toEqual(['Untick any to leave out.', 'Please choose at least one to share.']);
  });
});
