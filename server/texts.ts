/**
 * The one place the server picks a language's texts (docs/decisions/0037): her emails and the
 * calendar invitation, the access-code form's answers, and the words of the contracts' error
 * codes. Routes and the mailer ask `textsFor(locale)`; nothing else imports a language's module
 * by name. Another language is its text modules and one entry here.
 */
import { assessmentAnswerMessages } from '@core/content/assessment';
import { assessmentAnswerMessages as spanishAssessmentAnswerMessages } from '../locales/es/core/content/assessment';
import * as englishEmails from '@core/content/emails';
import * as spanishEmails from '../locales/es/core/content/emails';
import { REFLECTION_REQUIRED } from '@core/content/affirmations-gate';
import { REFLECTION_REQUIRED as spanishReflectionRequired } from '../locales/es/core/content/affirmations-gate';
import { bookingFieldMessages } from '@core/content/booking';
import { bookingFieldMessages as spanishBookingFieldMessages } from '../locales/es/core/content/booking';
import { BOUNDARY_MISSING_INFORMATION } from '@core/content/boundary-scripts-gate';
import { BOUNDARY_MISSING_INFORMATION as spanishBoundaryMissing } from '../locales/es/core/content/boundary-scripts-gate';
import { signupFieldMessages, signupMessages } from '@core/content/signup';
import { signupFieldMessages as spanishSignupFieldMessages, signupMessages as spanishSignupMessages } from '../locales/es/core/content/signup';
import { upgradeMessages } from '@core/content/upgrade-access';
import { upgradeMessages as spanishUpgradeMessages } from '../locales/es/core/content/upgrade-access';
import * as englishValidation from '@core/content/validation';
import * as spanishValidation from '../locales/es/core/content/validation';
import { localeOf } from '@core/contracts/locale';
import type { Locale, Translation } from '@core/i18n';
import type { MessageGroups } from '@core/message-codes';

type EmailTexts = { readonly [K in keyof typeof englishEmails]: Translation<(typeof englishEmails)[K]> };

/** What the server says in one language. */
export type ServerTexts = {
  /** Her emails and the calendar invitation (server/notify/messages.ts). */
  readonly emails: EmailTexts;
  /** The access-code form's answers (server/routes/upgrade-access.ts). */
  readonly upgradeMessages: Translation<typeof upgradeMessages>;
  /** The words of every code a contract gives, by the code's group (core/contracts/codes.ts). */
  readonly codes: MessageGroups;
};

const texts: Record<Locale, ServerTexts> = {
  en: {
    emails: englishEmails,
    upgradeMessages,
    codes: { ...englishValidation, assessmentAnswerMessages, bookingFieldMessages, signupFieldMessages, signupMessages, upgradeMessages, REFLECTION_REQUIRED, BOUNDARY_MISSING_INFORMATION },
  },
  es: {
    emails: spanishEmails,
    upgradeMessages: spanishUpgradeMessages,
    codes: {
      ...spanishValidation,
      assessmentAnswerMessages: spanishAssessmentAnswerMessages,
      bookingFieldMessages: spanishBookingFieldMessages,
      signupFieldMessages: spanishSignupFieldMessages,
      signupMessages: spanishSignupMessages,
      upgradeMessages: spanishUpgradeMessages,
      REFLECTION_REQUIRED: spanishReflectionRequired,
      BOUNDARY_MISSING_INFORMATION: spanishBoundaryMissing,
    },
  },
};

/** The server's texts in a language; a stored value it does not know gets English. */
export function textsFor(locale: Locale | string | null | undefined): ServerTexts {
  return texts[localeOf(locale)];
}
