/**
 * The resources library (SPEC.md §2 /resources, §3 resources, §7).
 *
 * Endpoints:
 * - GET  /api/resources?language=es    → 200 Resource[] of that language ('en' when not given) in
 *                                        library order (oldest first); 400 `{ error, issues }` for a
 *                                        language the site does not speak. The first start seeds
 *                                        core/content/resources.ts (and .es.ts); an admin may add or
 *                                        remove rows later, and removed ones never come back.
 * - POST /api/resources/:id/download   no body → 200 ResourceDownload (the count after this
 *                                        download, counted atomically, and where the file is);
 *                                        400 `{ error, issues }` when :id is not a resource number;
 *                                        404 `{ error }` when there is no such resource; 429 when
 *                                        rate limited. Every resource type counts, not only 'download'.
 */
import * as z from 'zod/mini';
import { resourceTypes } from '../constants';
import { LOCALES } from '../i18n';
// Sets zod's jitless mode before this module builds a schema (see common.ts).
import './common';
import { localeField } from './locale';
import { codesOf } from './codes';

export const resourceSchema = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  description: z.string(),
  /** 'download': a file at `url`; 'coaching': book a session (no url); 'other': a page at `url`. */
  type: z.enum(resourceTypes),
  url: z.nullable(z.string()),
  downloadCount: z.number().check(z.int()),
  /** The language of the page that lists it: /resources ('en') or /es/resources ('es'). */
  language: z.enum(LOCALES),
  /** ISO date-time. */
  createdAt: z.string(),
});
export type Resource = z.infer<typeof resourceSchema>;

export const resourceListSchema = z.array(resourceSchema);

/** GET /api/resources?language=es: the library of one language, English when not given. */
export const resourceListQuerySchema = z.object({ language: localeField });

/** The largest id PostgreSQL's integer column can hold; anything above is not a resource. */
const MAX_RESOURCE_ID = 2_147_483_647;
const resourceIdMessage = codesOf('apiMessages', ['resourceId']).resourceId;

/** `:id` of /api/resources/:id/download: a positive whole number, turned into a number. */
export const resourceIdParamsSchema = z.object({
  id: z
    .pipe(z.string({ error: resourceIdMessage }).check(z.regex(/^[1-9][0-9]{0,9}$/, resourceIdMessage)), z.transform(Number))
    .check(z.refine((id) => id <= MAX_RESOURCE_ID, resourceIdMessage)),
});

export const resourceDownloadSchema = z.object({
  id: z.number().check(z.int()),
  /** Where the file or page is; null for a resource without one (coaching). */
  url: z.nullable(z.string()),
  /** The count including this download. */
  downloadCount: z.number().check(z.int()),
});
export type ResourceDownload = z.infer<typeof resourceDownloadSchema>;
