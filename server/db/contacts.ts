import type { ContactRequest } from '@core/contracts/contact';
import type { Database } from './client';
import { contactSubmissions } from './schema';

export type ContactSubmissionRow = typeof contactSubmissions.$inferSelect;

/** Stores a message as she wrote it (trimmed); donationType is already filled in by the contract. */
export async function insertContactSubmission(db: Database, request: ContactRequest): Promise<{ id: number }> {
  const [row] = await db
    .insert(contactSubmissions)
    .values({
      name: request.name,
      email: request.email,
      subject: request.subject,
      message: request.message,
      donationType: request.donationType,
    })
    .returning({ id: contactSubmissions.id });
  if (!row) throw new Error('The contact insert returned no row.');
  return row;
}
