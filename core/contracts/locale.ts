/**
 * The language a request was made in (issue 20: her language follows her): 'en' or 'es', from
 * core/i18n.ts LOCALES; 'en' when a client does not say (every request made before there were two
 * languages). Anything else is refused with a sentence (400), never silently taken as English.
 */
import * as z from 'zod/mini';
import { LOCALES, type Locale } from '../i18n';
import './common';
import { codesOf, withParams } from './codes';

/** The code of a language this site does not speak; its words list the ones it does. */
export const localeMessage = withParams(codesOf('apiMessages', ['language']).language, { languages: LOCALES.join(', ') });

export const localeField = z._default(z.enum(LOCALES, { error: localeMessage }), 'en');

/** A stored language as a Locale ('en' for anything this build does not know). */
export function localeOf(value: string | null | undefined): Locale {
  return (LOCALES as readonly string[]).includes(value ?? '') ? (value as Locale) : 'en';
}
