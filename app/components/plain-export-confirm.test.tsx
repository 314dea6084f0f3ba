// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { plainExportTexts } from '@core/content/plain-export';
import { plainExportTexts as plainExportTextsEs } from '../../locales/es/core/content/plain-export';
import { PrintablePlan } from '~/features/exit-plan/printable-plan';

const downloadPlanPdf = vi.fn(async () => 'plan.pdf');
vi.mock(import('~/features/exit-plan/plan-pdf'), () => ({ downloadPlanPdf }) as never);

afterEach(() => {
  cleanup();
  downloadPlanPdf.mockClear();
});

const makeButton = () => screen.getByRole('button', { name: /printable plan|PDF/i });

describe('the warning before a plain file downloads', () => {
  it('says the file will sit readable in her downloads; "Not now" comes first, has the focus and downloads nothing', async () => {
    render(<PrintablePlan steps={new Map()} notes={new Map()} />);
    makeButton().focus();
    fireEvent.click(makeButton());
    const dialog = await screen.findByRole('alertdialog', { name: plainExportTexts.title });
    expect(dialog.textContent).toContain(plainExportTexts.description);
    const buttons = [...dialog.querySelectorAll('button')].map((button) => button.textContent);
    expect(buttons).toEqual([plainExportTexts.cancel, plainExportTexts.confirm]);
    expect(document.activeElement?.textContent).toBe(plainExportTexts.cancel);

    fireEvent.click(screen.getByRole('button', { name: plainExportTexts.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(downloadPlanPdf).not.toHaveBeenCalled();
    // Focus goes back to the button she pressed.
    await waitFor(() => expect(document.activeElement).toBe(makeButton()));
  });

  it('Escape downloads nothing either; "Download it" downloads once', async () => {
    render(<PrintablePlan steps={new Map()} notes={new Map()} />);
    fireEvent.click(makeButton());
    fireEvent.keyDown(await screen.findByRole('alertdialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(downloadPlanPdf).not.toHaveBeenCalled();

    fireEvent.click(makeButton());
    fireEvent.click(await screen.findByRole('button', { name: plainExportTexts.confirm }));
    await waitFor(() => expect(downloadPlanPdf).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('has every sentence in Spanish too', () => {
    for (const key of Object.keys(plainExportTexts) as Array<keyof typeof plainExportTexts>) {
      expect(plainExportTextsEs[key]).toBeTruthy();
      expect(plainExportTextsEs[key]).not.toBe(plainExportTexts[key]);
    }
  });
});
