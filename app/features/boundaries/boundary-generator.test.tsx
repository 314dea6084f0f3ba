// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BOUNDARY_MISSING_INFORMATION } from '@core/content/boundary-scripts-gate';
import { toolFieldMessages } from '@core/content/validation';
import { SITUATION_MAX_LENGTH } from '@core/contracts/tools';
import { boundaryGeneratorFormSchema } from '@core/contracts/vault';
import { sentenceForIssue } from '@core/message-codes';
import { openEntriesOf } from '~/lib/vault/vault-state';
import { openVault, openVaultWith, renderWithVaultProviders, setUpVaultTests } from '~/lib/vault/vault-test-support';
import { BoundaryGenerator } from './boundary-generator';

const RECORD_PATH = /^\/api\/vault\/records\/([0-9a-f-]{36})$/;

const vault = setUpVaultTests();

const writes = () => vault.server.requests.filter((request) => request.method !== 'GET');

async function renderGenerator() {
  await openVaultWith(vault.server, []);
  renderWithVaultProviders(<BoundaryGenerator />);
}

const behaviorField = () => screen.getByLabelText('What is happening?') as HTMLSelectElement;
const situationField = () => screen.getByLabelText('Describe the situation') as HTMLTextAreaElement;

describe('BoundaryGenerator', () => {
  it('with no behaviour and no situation, says what is missing under each field and in the toast, and writes nothing', async () => {
    await renderGenerator();
    fireEvent.click(screen.getByRole('button', { name: 'Generate Script' }));
    expect(await screen.findByText(BOUNDARY_MISSING_INFORMATION.title)).toBeTruthy();
    expect(screen.getByText(toolFieldMessages.behavior)).toBeTruthy();
    expect(behaviorField().getAttribute('aria-invalid')).toBe('true');
    expect(situationField().getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(behaviorField()));
    expect(screen.queryByRole('heading', { name: 'Your script' })).toBeNull();
  });

  it('a situation over the limit shows the saved script contract’s sentence, keeps every word and writes no script', async () => {
    await renderGenerator();
    fireEvent.change(behaviorField(), { target: { value: 'gaslighting' } });
    const tooLong = 'you said '.repeat(Math.ceil(SITUATION_MAX_LENGTH / 9) + 1);
    fireEvent.change(situationField(), { target: { value: tooLong } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate Script' }));
    // The words the vault's contract gives for a saved script's situation (core/contracts/tools.ts).
    const issue = boundaryGeneratorFormSchema.safeParse({ toxicBehavior: 'gaslighting', situation: tooLong, tone: 'firm' }).error!.issues[0]!;
    const said = sentenceForIssue({ toolFieldMessages }, issue);
    expect(said).toBe(`Please keep the situation under ${SITUATION_MAX_LENGTH.toLocaleString('en-US')} characters.`);
    expect(await screen.findByText(said!)).toBeTruthy();
    expect(situationField().value).toBe(tooLong);
    expect(situationField().getAttribute('aria-invalid')).toBe('true');
    // Not a missing-information case: no toast says so.
    expect(screen.queryByText(BOUNDARY_MISSING_INFORMATION.title)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Your script' })).toBeNull();
  });

  it('writes a script from her words, and says Saved only once her vault stored it', async () => {
    await renderGenerator();
    fireEvent.change(behaviorField(), { target: { value: 'gaslighting' } });
    fireEvent.change(situationField(), { target: { value: '  you told me I was overreacting  ' } });
    fireEvent.click(screen.getByLabelText(/^Exit/));
    fireEvent.click(screen.getByRole('button', { name: 'Generate Script' }));
    expect(await screen.findByRole('heading', { name: 'Your script' })).toBeTruthy();
    expect(writes()).toEqual([]);

    // The first save cannot reach the server: not said to be saved, the script stays to try again.
    vault.server.failNext('PUT', RECORD_PATH, 0);
    fireEvent.click(screen.getByRole('button', { name: 'Save Script' }));
    expect(await screen.findByText('Not Saved')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Saved' })).toBeNull();
    expect(openEntriesOf(openVault(), 'boundary-script')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Save Script' }));
    expect(await screen.findByText('Script Saved!')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Saved' }) as HTMLButtonElement).disabled).toBe(true);
    const put = writes().at(-1)!;
    expect(put.body).not.toMatch(/overreacting|gaslighting/i);
    expect(openEntriesOf(openVault(), 'boundary-script').map((entry) => entry.content)).toEqual([
      expect.objectContaining({ toxicBehavior: 'gaslighting', situation: 'you told me I was overreacting', tone: 'exit', isFavorite: false }),
    ]);
  });
});
