/**
 * The home message box's validation, fetched when she first focuses the form (or at the latest
 * when she sends), not with the home page: zod is a good part of a page's JavaScript, and most
 * visits to the home page never write a message. The rules are the server's own (contact.ts).
 */
import { contactCreatedSchema, contactRequestSchema } from '@core/contracts/contact';

export const homeMessageSchema = contactRequestSchema.pick({ name: true, email: true, message: true });

export { contactCreatedSchema };
