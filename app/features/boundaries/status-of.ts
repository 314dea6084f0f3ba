/** The HTTP status of a failed request (`<status>: <body>`, SPEC.md §8), if the server answered. */
export function statusOf(error: unknown): number | undefined {
  const match = error instanceof Error ? /^(\d{3}): /.exec(error.message) : null;
  return match ? Number(match[1]) : undefined;
}
