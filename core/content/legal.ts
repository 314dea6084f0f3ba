/**
 * The three legal pages (SPEC.md §2 "Legal pages"): privacy policy, terms of service, legal
 * disclaimer. Data, not code: the app renders these with a table of contents.
 *
 * "Last Updated" is the date a text last changed (DESIGN.md), a fixed constant here: never the
 * date the page is rendered. Change the date whenever the words change.
 *
 * The privacy policy describes what this site really stores (server/db/schema.ts) and really
 * does: no analytics, no third-party requests, one cookie. Keep it true when that changes.
 *
 * REVIEW (lawyer): every text in this module must be reviewed by a lawyer before launch, in
 * particular the items marked REVIEW below (governing law, retention, refunds, liability,
 * licensing terms, the rights of people in each place the site serves).
 *
 * Markup in the texts: `[label](href)` becomes a link (mailto:, tel:, sms:, an internal path, or #anchor);
 * a retention period is an ICU plural of its `core/retention.ts` value (`retentionMessageValues`),
 * filled in by app/features/legal/legal-document.tsx; nothing else is interpreted.
 */
import { siteConfig } from '../site-config';

export type LegalDate = {
  /** YYYY-MM-DD, for <time dateTime>. */
  iso: string;
  /** As shown on the page: 'November 22, 2026'. */
  display: string;
};

/** The dates each text last changed. Fixed strings: update them when the text changes. */
export const legalLastUpdated = {
  privacyPolicy: { iso: '2026-11-28', display: 'November 28, 2026' },
  termsOfService: { iso: '2026-11-22', display: 'November 22, 2026' },
  /** SPEC.md §2 gives this date for the legal disclaimer. */
  legalDisclaimer: { iso: '2025-10-24', display: 'October 24, 2025' },
} as const satisfies Record<string, LegalDate>;

/** The words every legal page shows around its text (app/features/legal/legal-document.tsx). */
export const legalPageTexts = {
  eyebrow: 'Legal',
  /** Before the date the text last changed. */
  lastUpdated: 'Last Updated:',
  /** The heading of the table of contents. */
  contents: 'On this page',
};

/** A paragraph, a bulleted list, or a highlighted note. */
export type LegalBlock = string | { list: string[] } | { note: string };

export type LegalSubsection = { id: string; title: string; blocks: LegalBlock[] };

export type LegalSection = { id: string; title: string; blocks: LegalBlock[]; subsections?: LegalSubsection[] };

export type LegalDocument = {
  id: 'privacy-policy' | 'terms-of-service' | 'legal-disclaimer';
  title: string;
  /** One or two sentences under the title. */
  summary: string;
  lastUpdated: LegalDate;
  sections: LegalSection[];
};

const { productName, contactEmail } = siteConfig;
const email = `[${contactEmail}](mailto:${contactEmail})`;

export const privacyPolicy: LegalDocument = {
  id: 'privacy-policy',
  title: 'Privacy Policy',
  summary: `What ${productName} collects, why, how we protect it, and the choices you have. We have tried to write it plainly, because your privacy may also be your safety.`,
  lastUpdated: legalLastUpdated.privacyPolicy,
  sections: [
    {
      id: 'in-short',
      title: 'In short',
      blocks: [
        {
          list: [
            'Apart from a few basic technical records, we hold only what you choose to send us, and we use it only to help you.',
            'We do not use analytics, advertising or tracking of any kind, and we never sell or rent your information.',
            'Every page, font, image and script comes from our own server. Nothing on this site sends your visit to another company.',
            'The only cookie we set is the session cookie of your private space (the healing tools), and only after you unlock it.',
            `You can ask us to delete your information at any time by writing to ${email}.`,
          ],
        },
        {
          note: 'No website can hide the fact that you visited it: your browser history, your internet provider and anyone who can see your device may still know. The [Crisis Support page](/crisis-support) explains how to browse more safely and how the “Exit this page” button works.',
        },
      ],
    },
    {
      id: 'information-we-collect',
      title: 'Information we collect',
      blocks: ['Almost everything we hold is something you typed into one of our forms and chose to send. Here is each form and what it stores.'],
      subsections: [
        {
          id: 'forms',
          title: 'When you send us something',
          blocks: [
            {
              list: [
                'Self-assessment: your name, email, phone number if you give one, your answers, your score and the risk level it gives. It is saved once, when you reach your results.',
                'Booking a session: your name, email, phone number, the service you chose, your preferred date and time, and any notes you add.',
                'Messages and donation inquiries: your name, email, your message, the subject and the kind of support you are interested in, if you choose one.',
                'Free signup: your first and last name, email, phone number if you give one, the interests you tick and how you heard about us. If you later activate an access code, we record which package your email has (the code itself is checked and not stored).',
                'Community posts: your name, email, the title, category and text of your post, and whether you chose to post anonymously. Posts wait for review before anyone else can see them. An anonymous post never shows your name or email to anyone visiting the site.',
              ],
            },
          ],
        },
        {
          id: 'tool-accounts',
          title: 'Your private healing tools',
          blocks: [
            'The 30-day affirmation journey and the boundary-script generator keep what you write in your private space. Your email and a private passphrase that you choose lock it in your own browser, before anything is sent to us. Neither your email nor your passphrase is ever sent to us, and we store:',
            {
              list: [
                'your entries (journey days, reflections, saved scripts, your settings) only in locked form, which we cannot read, under a number that does not contain or reveal your email;',
                'how many entries there are, their approximate sizes and when each was saved;',
                'the photos and files you attach to your journal records, also only in locked form, together with how many there are, their sizes and when each was added (we never see what they show, their names or which record holds them); a photo whose record was never saved (a page closed halfway, an error) is deleted a day after it was sent; your space holds up to 100 MB in all, photos included;',
                'a record of each session (when it started, was last used and ends), kept only as a scrambled fingerprint of the session, never the session itself.',
              ],
            },
            'Only someone who types your email and your passphrase can open your entries: not us, not someone who copies our database, not someone who only knows your email. A different passphrase simply opens a different, empty space, so nobody can find out whether you use the tools. We cannot see or reset your passphrase: if you forget it, nobody can open your entries, us included. Choose one that the person you are protecting yourself from could not guess. The page on [staying safer online](/staying-safer) explains more.',
            'If you used the tools before they were locked this way, your earlier journey and scripts move into your private space the first time you unlock it with your old passphrase, and the earlier copies are then erased from our server.',
          ],
        },
        {
          id: 'automatic',
          title: 'What we do not collect',
          blocks: [
            {
              list: [
                'No analytics, visitor tracking, advertising pixels or social-media plugins.',
                'No third-party scripts, fonts, videos or maps: your browser talks only to our server.',
                'No location data.',
                'Our server logs record only the kind of request, the page address (without anything you typed), the result and the time. They never contain names, emails, phone numbers or anything you wrote.',
                'To stop abuse, the server counts recent requests from each network address for a short time, and failed sign-in attempts (with the email tried) for up to 15 minutes, in memory only. None of this is written to our logs or our database.',
                'Downloads of our guides and resources are counted as a total per resource, not per person.',
              ],
            },
            // REVIEW (lawyer/owner): name the hosting provider and say what its own logs keep.
            'The company that hosts our server may keep its own technical records, such as network addresses, for security.',
          ],
        },
      ],
    },
    {
      id: 'how-we-use-it',
      title: 'How we use your information',
      blocks: [
        {
          list: [
            'To answer your messages, arrange the sessions you book and send you the information you asked for.',
            'To keep your healing-tool progress so you can return to it.',
            'To review community posts before they appear.',
            'To count how many assessments reached each risk level. Our statistics page shows only these totals, never anyone’s answers or details.',
            'To keep the site safe and working, and to prevent abuse.',
          ],
        },
        // REVIEW (owner): confirm whether booking and message notifications are sent by email, and through which provider.
        'When you book a session or send a message, our team may be told by email so we can answer you quickly.',
        'We do not use your information for advertising, we do not build profiles of you, and we never sell, rent or trade it.',
      ],
    },
    {
      id: 'sharing',
      title: 'Who can see your information',
      blocks: [
        'Only the small team that runs the sisterhood, and only to help you. We share information outside the team only:',
        {
          list: [
            'with companies that run our server or send our email, who may use it only to provide that service to us;',
            'if the law requires it, for example a valid court order; where the law allows, we will tell you first;',
            'if we believe someone’s life is in immediate danger.',
          ],
        },
        // REVIEW (lawyer): the legal basis and limits for disclosure, and any duty-to-warn rules that apply.
        'When you follow a link from our site to another one (for example our social pages, the payment storefront, the external chatbot or the partner community), you leave our site. That site’s own privacy policy applies there. We open such links in a new tab and do not tell them which of our pages you came from.',
      ],
    },
    {
      id: 'security',
      title: 'How we protect it',
      blocks: [
        {
          list: [
            // REVIEW (owner): true once the site is deployed behind HTTPS; keep it true.
            'Pages and forms travel over an encrypted connection (HTTPS).',
            'Your healing-tool entries are locked in your browser with your passphrase before they are sent; we store them only locked. Attempts to open private spaces are limited to slow down guessing.',
            'The session cookie of your private space cannot be read by scripts on the page, and we keep only a scrambled fingerprint of each session.',
            'The site allows no scripts from other sites, and every form is rate-limited.',
            'The “Exit this page” button, the Esc key, or pressing Shift three times leaves the site at once, clears what this browser tab kept for us, forgets your passphrase’s key and ends the session of your private space.',
          ],
        },
        'No system is perfectly secure. If we ever learn that your information was exposed, we will tell you as soon as we can and say what we are doing about it.',
      ],
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      blocks: [
        // REVIEW (lawyer/owner): these are the defaults of core/retention.ts; check them against the law where the site serves.
        'We keep what you send us only as long as it helps us help you. After that our server erases it on its own, every hour, at the latest:',
        {
          list: [
            `Self-assessment results: {assessmentResultsDays, plural, one {# day} other {# days}} after you take the assessment. Our statistics keep only totals (how many assessments reached each risk level, and in which week), never your name, email or answers.`,
            `Bookings: {bookingsDays, plural, one {# day} other {# days}} after the date of the session.`,
            `Messages and donation inquiries: {messagesDays, plural, one {# day} other {# days}} after you send them.`,
            `Free signups: {signupsDays, plural, one {# day} other {# days}} after you join. You are welcome to join again.`,
            `Community posts: {communityPostsDays, plural, one {# day} other {# days}} after you post, with the name and email you gave.`,
            `Copies of emails: when our server has no email service to send through, an email to you (or to our team about your booking or message) waits on our server as a file our team can read, for at most {outboxEmailsDays, plural, one {# day} other {# days}}.`,
          ],
        },
        'Your healing-tool data stays until you delete it.',
        `You do not have to wait: write to ${email} and we will erase everything we hold under your email at once (assessments, bookings, messages, your signup, your posts and any email copies) and tell you what was erased.`,
        // REVIEW (owner): keep this true to core/retention.ts BACKUP_RETENTION_DAYS and docs/deploy.md (copies off the machine age out the same way).
        `Once a day our server saves a copy of its database, so a broken disk does not lose your booking or your private space, and keeps each copy for {backupDays, plural, one {# day} other {# days}}. Information that is erased stays in those copies until they are deleted, {backupDays, plural, one {# day} other {# days}} later at the latest. Nobody opens them unless we must bring the site back after a failure.`,
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights and choices',
      blocks: [
        {
          list: [
            'Delete your tool data yourself: inside the affirmation or boundary tool, open “Privacy settings” and choose “Delete my data”. It erases everything in your private space at once.',
            'Lock your tools: “Lock” forgets your key on this device and ends the session; the tools also lock themselves after 5, 15 or 30 minutes without use (you choose).',
            'Change your passphrase in “Privacy settings”: your entries are locked again with the new one, and every other device where they were open is locked.',
            `Ask to see, correct or delete anything else we hold about you (an assessment, a booking, a message, a signup or a post) by writing to ${email}.`,
            'Post anonymously in the community, or leave your phone number out wherever it is optional.',
          ],
        },
        'Please write to us from an email account that is safe for you to use. We will only ever answer to the address you wrote from, and we may ask you to confirm a detail before changing anything, so no one else can act in your name.',
        // REVIEW (lawyer): rights under the laws of each place the site serves (for example GDPR, CCPA/CPRA) and response times.
        'Depending on where you live, you may have further rights under the law, such as the right to a copy of your information or to complain to a data-protection authority. Write to us and we will help you use them.',
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies and browser storage',
      blocks: [
        // Keep in step with server/auth/vault-sessions.ts (idle and absolute lifetimes).
        'We set one cookie, and only if you unlock your private space in the healing tools: a session cookie that lets this browser read and save your locked entries. It does not contain your key: your entries can only be opened with your passphrase. It is sent only to our site and cannot be read by scripts. It ends when you choose “Lock”, use the quick exit or close your browser, after 30 minutes without use, and 12 hours after you unlocked at the latest.',
        'There are no advertising, analytics or tracking cookies, and no cookies from other companies.',
        'This browser tab also keeps a few things for us in its session storage: that you have seen the intro, an assessment you have not finished yet, and, after an upgrade, which package you activated and the email you used. Session storage is cleared when you close the tab or use the quick exit.',
      ],
    },
    {
      id: 'children',
      title: 'If you are under 18',
      blocks: [
        // REVIEW (lawyer): minimum age and any parental-consent rules that apply.
        'Our services are designed for adults, and we do not knowingly collect information from children under 13. If you are a teenager worried about a relationship, the Teen Dating Abuse Helpline at [1-866-331-9474](tel:+18663319474) is free and confidential. If you believe a child has sent us information, write to us and we will delete it.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      blocks: [
        'If we change how we handle your information, we will update this page and the “Last Updated” date at the top. If a change affects information you have already given us, we will say so clearly here and, where we can, tell you directly.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact us',
      blocks: [`Questions, requests or worries about your privacy: write to ${email}.`],
    },
  ],
};

export const termsOfService: LegalDocument = {
  id: 'terms-of-service',
  title: 'Terms of Service',
  summary: `The terms for using ${productName}, its healing tools, community, coaching and programs. Please read them; they are written to be understood.`,
  lastUpdated: legalLastUpdated.termsOfService,
  sections: [
    {
      id: 'agreement',
      title: 'Agreeing to these terms',
      blocks: [
        `By using this site or our services you agree to these terms and to our [Privacy Policy](/privacy-policy). If you do not agree, please do not use them. “We” and “us” mean ${productName}; “you” means the person using the site.`,
        // REVIEW (lawyer): the legal entity behind the site, its address, the governing law and where disputes are heard.
      ],
    },
    {
      id: 'services',
      title: 'Our services',
      blocks: [
        'We offer:',
        {
          list: [
            'a free self-assessment, free guides and a resources library;',
            'healing tools, some free and some in the paid Tools Bundle;',
            'one-on-one coaching, the S.A.V.E.™ Recovery Program, mother-daughter healing and a free 30-minute consultation;',
            'the HeartWork Institute certification track and the Educator Package;',
            'a community forum and a business directory.',
          ],
        },
        // REVIEW (owner/lawyer): what happens to paid services that end.
        'We may change, pause or stop a service. If you have paid for something we stop, we will offer you a fair alternative or a refund.',
        'Our programs and the HeartWork certification are not yet formally accredited.',
      ],
    },
    {
      id: 'disclaimers',
      title: 'What our services are not',
      blocks: [
        {
          note: 'We are not a crisis service, and no one watches this site around the clock. If you are in danger, call [911](tel:911). For confidential help at any hour, call the National Domestic Violence Hotline at [1-800-799-7233](tel:+18007997233), [text START to 88788](sms:88788?&body=START), or call or text [988](tel:988).',
        },
        {
          list: [
            'Not therapy or medical care. Our coaching, tools and materials are educational and supportive. They do not diagnose, treat or cure any condition, and they are not a substitute for a licensed therapist, counsellor or doctor.',
            'Not legal advice. Nothing on this site is legal advice. For protective orders, custody, divorce or immigration questions, speak to a lawyer or a legal-aid service.',
            'Not financial advice. Our financial-independence and business content is general education.',
            'The self-assessment is a reflection tool, not a diagnosis. Its result describes patterns in your answers, not who you are.',
            'Results differ from person to person, and we cannot promise any particular outcome.',
          ],
        },
        'The full professional-services disclaimer is in our [Legal Disclaimer](/legal-disclaimer).',
      ],
    },
    {
      id: 'responsibilities',
      title: 'Your responsibilities',
      blocks: [],
      subsections: [
        {
          id: 'your-account',
          title: 'Your tool account and access codes',
          blocks: [
            'Keep your passphrase private. We cannot recover a forgotten passphrase; that is how we keep your reflections safe from anyone who only knows your email. Access codes are for the person who bought them and may not be shared or resold.',
          ],
        },
        {
          id: 'community-conduct',
          title: 'In the community',
          blocks: [
            {
              list: [
                'Be kind. Everyone here is carrying something.',
                'Share only your own story. Do not post anything that identifies another person, including the person who harmed you: it can put you and others at risk.',
                'No harassment, hate, threats, graphic descriptions of violence, advertising or spam.',
                'Do not give medical or legal advice as if it were professional advice.',
              ],
            },
            'We review posts before they appear and may decline, edit for safety, or remove any post, and may end access for anyone who breaks these rules.',
          ],
        },
        {
          id: 'accurate-information',
          title: 'Information you give us',
          blocks: [
            'Please give contact details we can safely use to reach you, and use only your own. Do not use the site to contact, track or impersonate someone else, or to try to break or overload it.',
          ],
        },
      ],
    },
    {
      id: 'payment',
      title: 'Payment and refunds',
      blocks: [
        {
          list: [
            'Prices are shown on the Services and Upgrade Access pages and on the storefront page where you pay. The price shown when you pay is the price that applies.',
            'Payments for the Tools Bundle ($20) and the Educator Package ($100) are taken by an external storefront, under its own terms. We never see or store your card details.',
            'A booking is a request until we contact you to confirm it. The free 30-minute consultation costs nothing and commits you to nothing.',
            'Donations are gifts and are not payment for a service.',
          ],
        },
        // REVIEW (owner/lawyer): the refund and cancellation policy (notice period, partial refunds, storefront refunds), and whether donations are tax-deductible.
        `If you need to cancel or change a session, or something went wrong with a purchase, write to ${email}. We read every request personally and will work with you on a fair solution. Please do not assume a donation is tax-deductible unless we have told you in writing that it is.`,
      ],
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual property',
      blocks: [
        'The S.A.V.E.™ name and framework, the HeartWork Institute and its certification materials, and the guides, books, workbooks, tools, texts, images, music and video on this site belong to us or to the people who licensed them to us. You may use them for your own healing and print our free guides for personal use. Please do not copy, sell, republish or teach from them without our written permission. The [Legal Disclaimer](/legal-disclaimer) explains the Educator License and how to ask for a license.',
        'What you write stays yours. By posting in the community you allow us to show your post on the site, and you can ask us to remove it at any time.',
      ],
    },
    {
      id: 'liability',
      title: 'Limitation of liability',
      blocks: [
        // REVIEW (lawyer): the limitation and exclusion wording for the governing law, and any cap.
        'We work hard to keep this site accurate, available and safe, but we provide it “as is”. As far as the law allows, we are not liable for indirect or consequential losses arising from your use of the site or its content, or for decisions you make based on it. Nothing in these terms limits liability that cannot be limited by law.',
      ],
    },
    {
      id: 'partnerships',
      title: 'Partners and other sites',
      blocks: [
        'We link to partner communities, a wealth-building community, payment storefronts, social-media pages, an external chatbot, and businesses in our directory. They are run by others, under their own terms and privacy policies. A link, listing or partnership is not a guarantee: please check any service for yourself before you rely on it.',
        'The directory’s Featured, Verified and Partner badges describe our relationship with a business; they are not a professional endorsement.',
      ],
    },
    {
      id: 'termination',
      title: 'Ending your use',
      blocks: [
        'You may stop using the site at any time, and delete your tool data with “Delete my data” in the tools. We may suspend or end access for anyone who breaks these terms or puts others at risk. The sections on disclaimers, intellectual property and liability continue to apply after that.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      blocks: [
        'We may update these terms. The “Last Updated” date at the top shows when they last changed, and the version on this page is the one that applies.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact us',
      blocks: [`Questions about these terms: write to ${email}.`],
    },
  ],
};

export const legalDisclaimer: LegalDocument = {
  id: 'legal-disclaimer',
  title: 'Legal Disclaimer',
  summary: 'Who owns the S.A.V.E.™ framework and our materials, how educators may use them, and what our services can and cannot be.',
  lastUpdated: legalLastUpdated.legalDisclaimer,
  sections: [
    {
      id: 'ownership',
      title: 'Intellectual property ownership',
      blocks: [
        // REVIEW (lawyer): who holds the rights (the founder personally or a company), and any registered trademarks.
        `The S.A.V.E.™ (She Abandoned Virtue for Endurance) name and framework, the HeartWork Institute, its 5-level certification track, and all related programs, curricula, assessments, tools and materials were developed by ${productName} and its founder, and are our intellectual property.`,
      ],
    },
    {
      id: 'copyright',
      title: 'Copyright',
      blocks: [
        `All content on this site, including text, the self-assessment, affirmations, boundary scripts, guides, books, workbooks, graphics, music and video, is protected by copyright. © ${productName}. All rights reserved.`,
        'You may read, download and print our free materials for your own personal, non-commercial use. Any other copying, adapting, selling, republishing or teaching of our materials needs our written permission.',
      ],
    },
    {
      id: 'educator-license',
      title: 'Educator License',
      blocks: [
        // REVIEW (lawyer): the full terms of the educator license (duration, territory, attribution, revocation).
        'The Educator Package gives the person who buys it a personal, non-transferable license to use its materials to teach and to facilitate healing circles, with credit to S.A.V.E.™ and the HeartWork Institute. It does not permit you to:',
        {
          list: [
            'resell, share or publish the materials, or make them available to others who have not bought them;',
            'change the materials or present them as your own;',
            'train or certify other educators or practitioners;',
            'use the S.A.V.E.™ or HeartWork names in a business name, product or advertising.',
          ],
        },
        'Certification through the HeartWork Institute is not yet formally accredited, and it is not a license to practise therapy or counselling.',
      ],
    },
    {
      id: 'professional-services',
      title: 'Professional services disclaimer',
      blocks: [
        'Our content, coaching, tools, self-assessment and programs are educational and supportive. They are not therapy, medical care, psychological treatment, or legal or financial advice, and they do not diagnose or treat any condition. The S.A.V.E.™ framework describes a pattern of experience; it is not a medical diagnosis.',
        // REVIEW (owner/lawyer): the coaches' actual credentials, if any are licensed.
        'Our coaches are not acting as licensed therapists, doctors or lawyers unless they tell you so in writing. Please work with a licensed professional for mental-health care, medical concerns and legal matters. Nothing here replaces their advice, and you should not delay seeking it because of something you read here.',
        {
          note: 'We are not a crisis service. If you are in danger, call [911](tel:911). The National Domestic Violence Hotline ([1-800-799-7233](tel:+18007997233), or [text START to 88788](sms:88788?&body=START)) and the 988 Suicide & Crisis Lifeline (call or text [988](tel:988)) are free and open at any hour.',
        },
      ],
    },
    {
      id: 'liability',
      title: 'Limitation of liability',
      blocks: [
        // REVIEW (lawyer): the limitation wording for the governing law.
        'We share our materials in good faith and try to keep them accurate and up to date, but we make no guarantee of any result. As far as the law allows, we are not liable for any loss or harm arising from the use of, or reliance on, our content, tools or services, or from the content and services of other sites we link to.',
      ],
    },
    {
      id: 'licensing',
      title: 'Licensing inquiries',
      blocks: [
        `To ask about using our materials, licensing the S.A.V.E.™ framework, partnerships, or bringing the HeartWork Institute to your organisation, write to ${email}. Please tell us who you are, what you would like to use, and how.`,
      ],
    },
  ],
};

export const legalDocuments = [privacyPolicy, termsOfService, legalDisclaimer] as const;
