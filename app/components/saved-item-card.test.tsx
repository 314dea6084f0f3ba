// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithVaultProviders } from '~/lib/vault/vault-test-support';
import { VaultActionError } from '~/lib/vault/vault-store';
import { SavedItemCard, type SavedItemDeleteTexts } from './saved-item-card';

const deleteTexts: SavedItemDeleteTexts = {
  label: 'Delete',
  title: 'Delete this log?',
  description: 'Your log of Headache will be erased.',
  keep: 'Keep it',
  confirm: 'Delete log',
  deleting: 'Deleting...',
  notDeleted: { title: 'Not Deleted', description: 'It could not be deleted just now, so it is still saved.' },
  deleted: { title: 'Log Deleted', description: 'That log has been erased.' },
};

function renderCard(onDelete: () => Promise<unknown>, onDeleted = vi.fn()) {
  renderWithVaultProviders(
    <SavedItemCard title="Headache" aside={<p>Nov 25</p>} actions={(titleId) => <button aria-describedby={titleId}>Change</button>} deleteTexts={deleteTexts} onDelete={onDelete} onDeleted={onDeleted}>
      <p>Intensity: 6 out of 10</p>
    </SavedItemCard>,
  );
  return onDeleted;
}

afterEach(cleanup);

describe('SavedItemCard', () => {
  it('is an article named by its heading, with the tool’s actions and Delete both read with that name', () => {
    renderCard(async () => undefined);
    const card = screen.getByRole('article', { name: 'Headache' });
    expect(within(card).getByText('Intensity: 6 out of 10')).toBeTruthy();
    const titleId = within(card).getByRole('heading', { name: 'Headache' }).id;
    expect(within(card).getByRole('button', { name: 'Change' }).getAttribute('aria-describedby')).toBe(titleId);
    expect(within(card).getByRole('button', { name: 'Delete' }).getAttribute('aria-describedby')).toBe(titleId);
  });

  it('deletes only after she confirms, and says Deleted only once it is', async () => {
    let finish!: () => void;
    const onDelete = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onDeleted = renderCard(onDelete);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onDelete).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete log' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    // While it runs: the dialog stays, both answers wait, nothing says deleted.
    expect(await screen.findByRole('button', { name: 'Deleting...' })).toBeTruthy();
    expect(screen.queryByText('Log Deleted')).toBeNull();
    finish();
    expect(await screen.findByText('Log Deleted')).toBeTruthy();
    expect(onDeleted).toHaveBeenCalledTimes(1);
  });

  it('a failed delete says so (the vault’s own sentence when it has one) and leaves the item where it was', async () => {
    const onDeleted = renderCard(() => Promise.reject(new TypeError('Failed to fetch')));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete log' }));
    expect(await screen.findByText('Not Deleted')).toBeTruthy();
    expect(screen.getByText(deleteTexts.notDeleted.description)).toBeTruthy();
    expect(screen.queryByText('Log Deleted')).toBeNull();
    expect(onDeleted).not.toHaveBeenCalled();
    expect(screen.getByRole('article', { name: 'Headache' })).toBeTruthy();
  });

  it('shows the vault’s sentence when the vault refused', async () => {
    renderCard(() => Promise.reject(new VaultActionError('Your session ended on another device.')));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete log' }));
    expect(await screen.findByText('Your session ended on another device.')).toBeTruthy();
  });
});
