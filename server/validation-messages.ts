/**
 * Sentences for the validation problems a contract gives no message of its own: a number where
 * text belongs, a field that is not an object, an unknown option... zod's own texts ("Invalid
 * input: expected string, received number") are for programmers; every API error must be a
 * sentence a person can act on (DESIGN.md "API"). A contract's own message always wins: this is
 * zod's global error map, used only when a schema sets none.
 */
import { z } from 'zod';

type Issue = {
  code?: string;
  path?: PropertyKey[];
  expected?: unknown;
  origin?: unknown;
  format?: unknown;
};

/** `preferredDateTime` → "preferred date time"; `answers.3.option` → "option of item 4 of answers". */
export function fieldLabel(path: readonly PropertyKey[] = []): string {
  const words = (key: PropertyKey) =>
    typeof key === 'number'
      ? `item ${key + 1}`
      : String(key)
          .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
          .replace(/[_-]+/g, ' ')
          .toLowerCase()
          .trim();
  const parts = path.map(words).filter((part) => part !== '');
  if (parts.length === 0) return 'the details';
  return `“${[...parts].reverse().join(' of ')}”`;
}

const expectedAs: Record<string, string> = {
  string: 'as text',
  number: 'as a number',
  int: 'as a whole number',
  boolean: 'as true or false',
  array: 'as a list',
  object: 'as a JSON object',
  date: 'as a date',
  bigint: 'as a number',
};

/** The sentence for one validation issue that has no message of its own. */
export function sentenceFor(issue: Issue): string {
  const field = fieldLabel(issue.path);
  switch (issue.code) {
    case 'invalid_type': {
      const as = expectedAs[String(issue.expected)];
      if (issue.expected === 'never' || issue.expected === 'undefined') return `Please leave out ${field}: it is not used here.`;
      return as ? `Please send ${field} ${as}.` : `Please check ${field}: it is not the right kind of value.`;
    }
    case 'invalid_value':
    case 'invalid_union':
      return `Please choose one of the allowed values for ${field}.`;
    case 'too_big':
      return issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint'
        ? `Please send a smaller number for ${field}.`
        : `Please shorten ${field}.`;
    case 'too_small':
      return issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint'
        ? `Please send a larger number for ${field}.`
        : `Please fill in ${field}.`;
    case 'invalid_format':
      return issue.format === 'email' ? 'Please enter a valid email address.' : `Please check the format of ${field}.`;
    case 'unrecognized_keys':
      return `Please send only the fields ${field === 'the details' ? 'this form uses' : `${field} uses`}.`;
    case 'not_multiple_of':
      return `Please send a whole number for ${field}.`;
    default:
      return `Please check ${field}.`;
  }
}

let installed = false;

/** Makes sentenceFor zod's global fallback message (idempotent). */
export function installValidationMessages(): void {
  if (installed) return;
  installed = true;
  z.config({ customError: (issue) => sentenceFor(issue as Issue) });
}
