/**
 * The one formatter of the site's messages (docs/decisions/0036-texts-are-data.md): a text with
 * parameters or plurals is an ICU message string in its text module, e.g.
 * `'{count, plural, one {# entry} other {# entries}}'`, and this fills it in. It is its own module
 * (not core/i18n.ts, which nearly every island imports) so that only a page that formats a message
 * loads the library.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { locale } from './content/locale';

/** What a message's arguments may be: words, numbers (formatted in the language) or dates. */
export type MessageValues = Record<string, string | number | Date>;

const compiled = new Map<string, IntlMessageFormat>();

/**
 * A message with its `{arguments}` filled in, in this build's language unless `language` (a BCP 47
 * tag such as 'es-US', for the server's emails) names another. `<` is plain text, not a tag.
 * A message that is not valid ICU throws (the parity test parses every text first).
 */
export function formatMessage(message: string, values: MessageValues = {}, language: string = locale.intl): string {
  const key = `${language}\u0000${message}`;
  let format = compiled.get(key);
  if (!format) {
    format = new IntlMessageFormat(message, language, undefined, { ignoreTag: true });
    compiled.set(key, format);
  }
  return String(format.format(values));
}
