/**
 * The one place the server picks a language's texts (docs/decisions/0037, 0045): her emails and
 * the calendar invitation, the access-code form's answers, and the words of the contracts' error
 * codes. Routes and the mailer ask `textsFor(locale)`; nothing else imports a language's module.
 *
 * A language is found from its line in core/languages.ts, never by name here: the default
 * language's texts are the English modules; every other line's are its folder's twins,
 * `locales/<code>/core/content/<module>.ts`, imported with the code in the path. The server is
 * bundled (docs/decisions/0040): esbuild turns each such import into the list of the files that
 * match it (`locales/<any>/core/content/emails.ts`), so a new language's folder is in the bundle
 * without a line here, and a line without its folder fails at start-up, naming the file.
 */
import * as englishApiMessages from '@core/content/api-messages';
import * as englishAssessment from '@core/content/assessment';
import * as englishEmails from '@core/content/emails';
import * as englishReflection from '@core/content/affirmations-gate';
import * as englishBooking from '@core/content/booking';
import * as englishBoundary from '@core/content/boundary-scripts-gate';
import * as englishSignup from '@core/content/signup';
import * as englishUpgrade from '@core/content/upgrade-access';
import * as englishValidation from '@core/content/validation';
import { localeOf } from '@core/contracts/locale';
import type { Translation } from '@core/i18n';
import { DEFAULT_LOCALE, LANGUAGES } from '@core/languages';
import type { MessageGroups } from '@core/message-codes';

type Twin<M> = { readonly [K in keyof M]: Translation<M[K]> };

/** The text modules the server speaks with, as a language's folder holds them. */
type ServerModules = {
  readonly apiMessages: Twin<typeof englishApiMessages>;
  readonly assessment: Pick<Twin<typeof englishAssessment>, 'assessmentAnswerMessages'>;
  readonly emails: Twin<typeof englishEmails>;
  readonly reflection: Pick<Twin<typeof englishReflection>, 'REFLECTION_REQUIRED'>;
  readonly booking: Pick<Twin<typeof englishBooking>, 'bookingFieldMessages'>;
  readonly boundary: Pick<Twin<typeof englishBoundary>, 'BOUNDARY_MISSING_INFORMATION'>;
  readonly signup: Pick<Twin<typeof englishSignup>, 'signupFieldMessages' | 'signupMessages'>;
  readonly upgrade: Pick<Twin<typeof englishUpgrade>, 'upgradeMessages'>;
  readonly validation: Twin<typeof englishValidation>;
};

/** What the server says in one language. */
export type ServerTexts = {
  /** Her emails and the calendar invitation (server/notify/messages.ts). */
  readonly emails: ServerModules['emails'];
  /** The access-code form's answers (server/routes/upgrade-access.ts). */
  readonly upgradeMessages: ServerModules['upgrade']['upgradeMessages'];
  /** The words of every code a contract gives, by the code's group (core/contracts/codes.ts). */
  readonly codes: MessageGroups;
  /** For numbers and dates in its words (Intl), from its language line. */
  readonly intl: string;
};

const english: ServerModules = {
  apiMessages: englishApiMessages,
  assessment: englishAssessment,
  emails: englishEmails,
  reflection: englishReflection,
  booking: englishBooking,
  boundary: englishBoundary,
  signup: englishSignup,
  upgrade: englishUpgrade,
  validation: englishValidation,
};

/**
 * A language's twins, from its folder. Each path is written out with only the code variable, so
 * the bundler includes exactly these modules of every language folder, and nothing else.
 */
async function twinsOf(code: string): Promise<ServerModules> {
  const [apiMessages, assessment, emails, reflection, booking, boundary, signup, upgrade, validation] = await Promise.all([
    import(/* @vite-ignore */ `../locales/${code}/core/content/api-messages.ts`),
    import(/* @vite-ignore */ `../locales/${code}/core/content/assessment.ts`),
    import(/* @vite-ignore */ `../locales/${code}/core/content/emails.ts`),
    import(/* @vite-ignore */ `../locales/${code}/core/content/affirmations-gate.ts`),
    import(/* @vite-ignore */ `../locales/${code}/core/content/booking.ts`),
    import(/* @vite-ignore */ `../locales/${code}/core/content/boundary-scripts-gate.ts`),
    import(/* @vite-ignore */ `../locales/${code}/core/content/signup.ts`),
    import(/* @vite-ignore */ `../locales/${code}/core/content/upgrade-access.ts`),
    import(/* @vite-ignore */ `../locales/${code}/core/content/validation.ts`),
  ]);
  return { apiMessages, assessment, emails, reflection, booking, boundary, signup, upgrade, validation } as ServerModules;
}

function serverTexts(modules: ServerModules, intl: string): ServerTexts {
  return {
    emails: modules.emails,
    upgradeMessages: modules.upgrade.upgradeMessages,
    codes: {
      ...modules.validation,
      ...modules.apiMessages,
      assessmentAnswerMessages: modules.assessment.assessmentAnswerMessages,
      bookingFieldMessages: modules.booking.bookingFieldMessages,
      signupFieldMessages: modules.signup.signupFieldMessages,
      signupMessages: modules.signup.signupMessages,
      upgradeMessages: modules.upgrade.upgradeMessages,
      REFLECTION_REQUIRED: modules.reflection.REFLECTION_REQUIRED,
      BOUNDARY_MISSING_INFORMATION: modules.boundary.BOUNDARY_MISSING_INFORMATION,
    },
    intl,
  };
}

const texts = new Map<string, ServerTexts>(
  await Promise.all(
    LANGUAGES.map(async (line): Promise<[string, ServerTexts]> => [line.code, serverTexts(line.code === DEFAULT_LOCALE ? english : await twinsOf(line.code), line.intl)]),
  ),
);

/** The server's texts in a language; a stored value it does not know gets the default language's. */
export function textsFor(locale: string | null | undefined): ServerTexts {
  return texts.get(localeOf(locale)) ?? (texts.get(DEFAULT_LOCALE) as ServerTexts);
}
