/** Console writes are signed in and Origin-checked: a busy moderator must not hit the public limit. */
export const ADMIN_WRITE_LIMIT_PER_MINUTE = 120;
export const adminWriteLimit = { rateLimit: { max: ADMIN_WRITE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } } as const;
