/** A size as she reads it: "850 KB", "4.2 MB" (her photos, her backup, what a share link adds). */
export function readableSize(bytes: number, locale: string): string {
  const format = (value: number, digits: number) => value.toLocaleString(locale, { maximumFractionDigits: digits });
  return bytes < 1024 * 1024 ? `${format(Math.max(1, Math.round(bytes / 1024)), 0)} KB` : `${format(bytes / (1024 * 1024), 1)} MB`;
}
