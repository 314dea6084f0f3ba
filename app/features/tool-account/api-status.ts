/**
 * The HTTP status of a failed `apiRequest` or default query, read from its message
 * (`<status>: <body>`, SPEC.md §8), or undefined for a network failure.
 */
export function statusOf(error: unknown): number | undefined {
  if (!(error instanceof Error)) return undefined;
  const match = /^(\d{3}): /.exec(error.message);
  return match ? Number(match[1]) : undefined;
}
