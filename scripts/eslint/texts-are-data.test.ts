/**
 * The lint rule of ADR 0036 is live: the site's own ESLint config, run on a planted text module
 * with logic in it, fails on each piece of logic; on a clean one, and on a real English text
 * module, it passes. (A rule that is not wired to the text modules' paths would pass everything.)
 */
import { readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url).pathname;
const eslint = new ESLint({ cwd: root });
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

async function textRuleErrors(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'texts/no-logic').map((message) => `${message.line}: ${message.messageId}`);
}

describe('texts/no-logic (text modules hold no functions)', () => {
  it('fails a Spanish twin under locales/ on each function, arrow, class and import of logic', async () => {
    const errors = await textRuleErrors(fixture('with-logic.ts'), 'locales/es/core/planted.ts');
    expect(errors).toEqual(['5: importLogic', '6: importLogic', '9: logic', '14: logic', '18: logic']);
  });

  it('fails a real twin under locales/es, and the English module itself', async () => {
    expect(await textRuleErrors(fixture('with-logic.ts'), 'locales/es/core/content/affirmations-gate.ts')).toHaveLength(5);
    const english = readFileSync(`${root}core/content/affirmations-gate.ts`, 'utf8');
    expect(await textRuleErrors(english, 'core/content/affirmations-gate.ts')).toEqual([]);
    const planted = `${english}\nexport const dayOf = (day: number) => \`Day \${day}\`;\n`;
    expect(await textRuleErrors(planted, 'core/content/affirmations-gate.ts')).toEqual([`${planted.split('\n').length - 1}: logic`]);
  });

  it('passes typed texts with ICU messages, type imports and facts modules', async () => {
    expect(await textRuleErrors(fixture('clean.ts'), 'locales/es/core/planted.ts')).toEqual([]);
  });

  it('leaves logic modules alone', async () => {
    expect(await textRuleErrors(fixture('with-logic.ts'), 'core/planted-logic.ts')).toEqual([]);
  });
});
