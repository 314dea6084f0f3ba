// @vitest-environment jsdom
/**
 * Her vault's usage figure changes once per photo sent, not once per chunk (issue 27): every
 * reader of the vault's state (the gate, each tool, the controls) draws again on each change, so a
 * 4 MB photo used to redraw them four times. The real vault store against the in-memory server.
 */
import { describe, expect, it, vi } from 'vitest';
import { FILE_CHUNK_BYTES } from '@core/vault/file-chunks';
import { vaultState } from '~/lib/vault/vault-state';
import { openVault, openVaultWith, setUpVaultTests } from '~/lib/vault/vault-test-support';

vi.mock('~/lib/receipts', () => ({ requestReceipt: async () => undefined }));
const { forgetFiles, keepFile } = await import('./attachment-files');

const vault = setUpVaultTests();

describe('sending a photo', () => {
  it('notes her vault’s usage once for the whole file (four chunks), with what the server then holds', async () => {
    await openVaultWith(vault.server);
    const file = new File([new Uint8Array(4 * FILE_CHUNK_BYTES)], 'door.jpg', { type: 'image/jpeg' });
    let notified = 0;
    const stop = vaultState.listen(() => {
      notified += 1;
    });
    try {
      const attachment = await keepFile({ id: crypto.randomUUID(), file, type: 'image/jpeg', kept: 'original', canMakeSmaller: false });
      expect(attachment.chunks).toBe(4);
      expect(vault.server.requests.filter((request) => request.method === 'PUT')).toHaveLength(4);
      expect(notified).toBe(1);
      const stored = [...vault.server.files.values()].flatMap((chunks) => [...chunks.values()]);
      expect(openVault().usage.fileBytes).toBe(stored.reduce((sum, chunk) => sum + chunk.length, 0));
    } finally {
      stop();
    }
  });

  it('counts the room a deleted photo freed at once, not at the next unlock', async () => {
    await openVaultWith(vault.server);
    const photo = (name: string) => new File([new Uint8Array(FILE_CHUNK_BYTES + 10)], name, { type: 'image/jpeg' });
    const first = await keepFile({ id: crypto.randomUUID(), file: photo('door.jpg'), type: 'image/jpeg', kept: 'original', canMakeSmaller: false });
    await keepFile({ id: crypto.randomUUID(), file: photo('phone.jpg'), type: 'image/jpeg', kept: 'original', canMakeSmaller: false });
    const heldBytes = () => [...vault.server.files.values()].flatMap((chunks) => [...chunks.values()]).reduce((sum, chunk) => sum + chunk.length, 0);
    const bothFiles = heldBytes();
    expect(openVault().usage.fileBytes).toBe(bothFiles);
    await forgetFiles([first]);
    expect(heldBytes()).toBeLessThan(bothFiles);
    expect(openVault().usage.fileBytes).toBe(heldBytes());
  });
});
