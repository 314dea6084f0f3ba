/** A size as she reads it: "0 KB" (nothing), "850 KB" (anything else is at least 1 KB), "4.2 MB" (her photos, her backup, her room, what a share link adds). */
export function readableSize(bytes: number, locale: string): string {
  const format = (value: number, digits: number) => value.toLocaleString(locale, { maximumFractionDigits: digits });
  if (bytes <= 0) return `${format(0, 0)} KB`;
  return bytes < 1024 * 1024 ? `${format(Math.max(1, Math.round(bytes / 1024)), 0)} KB` : `${format(bytes / (1024 * 1024), 1)} MB`;
}
