/**
 * The texts that became ICU messages with plurals or choices (ADR 0036) read, in both languages,
 * exactly as the functions they replaced did.
 */
import { describe, expect, it } from 'vitest';
import * as directoryEs from '../../locales/es/core/content/business-directory';
import * as communityEs from '../../locales/es/core/content/community';
import * as vaultControlsEs from '../../locales/es/core/content/vault-controls';
import * as vaultEs from '../../locales/es/core/content/vault';
import { formatMessage, type MessageValues } from '../message-format';
import * as directoryEn from './business-directory';
import * as communityEn from './community';
import * as vaultControlsEn from './vault-controls';
import * as vaultEn from './vault';

const en = (message: string, values: MessageValues) => formatMessage(message, values, 'en-US');
const es = (message: string, values: MessageValues) => formatMessage(message, values, 'es-US');

describe('counts', () => {
  it('says one entry or many that could not be read', () => {
    expect(en(vaultEn.vaultTexts.unreadable, { count: 1 })).toBe('One entry could not be read. It may have been damaged. Everything else is here.');
    expect(en(vaultEn.vaultTexts.unreadable, { count: 3 })).toBe('3 entries could not be read. They may have been damaged. Everything else is here.');
    expect(es(vaultEs.vaultTexts.unreadable, { count: 1 })).toBe('No se pudo leer una entrada. Puede que esté dañada. Todo lo demás está aquí.');
    expect(es(vaultEs.vaultTexts.unreadable, { count: 3 })).toBe('No se pudieron leer 3 entradas. Puede que estén dañadas. Todo lo demás está aquí.');
    const change = (language: typeof en, texts: typeof vaultControlsEn.changePassphraseTexts | typeof vaultControlsEs.changePassphraseTexts, count: number) =>
      language(texts.unreadable, { count });
    expect(change(en, vaultControlsEn.changePassphraseTexts, 1)).toBe('One entry could not be read with any passphrase and will be removed.');
    expect(change(en, vaultControlsEn.changePassphraseTexts, 2)).toBe('2 entries could not be read with any passphrase and will be removed.');
    expect(change(es, vaultControlsEs.changePassphraseTexts, 1)).toBe('Una entrada no se pudo leer con ninguna frase de acceso y se eliminará.');
    expect(change(es, vaultControlsEs.changePassphraseTexts, 2)).toBe('2 entradas no se pudieron leer con ninguna frase de acceso y se eliminarán.');
  });

  it('writes a post’s likes and replies with the language’s digits and plural', () => {
    expect(en(communityEn.postCardTexts.likes, { count: 1 })).toBe('1 like');
    expect(en(communityEn.postCardTexts.likes, { count: 1234 })).toBe('1,234 likes');
    expect(en(communityEn.postCardTexts.replies, { count: 1 })).toBe('1 reply');
    expect(es(communityEs.postCardTexts.likes, { count: 1 })).toBe('1 me gusta');
    expect(es(communityEs.postCardTexts.likes, { count: 1234 })).toBe('1,234 me gusta');
    expect(es(communityEs.postCardTexts.replies, { count: 1 })).toBe('1 respuesta');
    expect(es(communityEs.postCardTexts.replies, { count: 0 })).toBe('0 respuestas');
  });
});

describe('the business directory’s “nothing matches”', () => {
  const noMatch = (language: typeof en, message: string, query: string, category: string | null) =>
    language(message, { searched: query ? 'yes' : 'no', query, filtered: category ? 'yes' : 'no', category: category ?? '' });

  it('names her search and the category only when there are some', () => {
    const english = directoryEn.directorySearchTexts.noMatch;
    expect(noMatch(en, english, 'yoga', 'Legal')).toBe('No listing mentions “yoga” in Legal. Try another word or category.');
    expect(noMatch(en, english, 'yoga', null)).toBe('No listing mentions “yoga”. Try another word or category.');
    expect(noMatch(en, english, '', 'Legal')).toBe('There are no listings in Legal. Try another word or category.');
    const spanish = directoryEs.directorySearchTexts.noMatch;
    expect(noMatch(es, spanish, 'yoga', 'Legal')).toBe('Ningún negocio menciona «yoga» en Legal. Prueba con otra palabra o categoría.');
    expect(noMatch(es, spanish, '', null)).toBe('No hay negocios. Prueba con otra palabra o categoría.');
  });

  it('keeps her words as she typed them, braces and apostrophes included', () => {
    expect(noMatch(en, directoryEn.directorySearchTexts.noMatch, "{it's}", null)).toBe('No listing mentions “{it\'s}”. Try another word or category.');
  });
});
