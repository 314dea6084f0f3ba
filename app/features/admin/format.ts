/** How the console writes dates and times: in the coach's own time zone, in plain words. */

const dateTime = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
const dateOnly = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** "Tue, Mar 2, 2027, 2:30 PM" in this browser's time zone. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** "Mar 2, 2027". */
export function formatDate(iso: string): string {
  return dateOnly.format(new Date(iso));
}

/** "Nov 16" for a week's Monday (YYYY-MM-DD, UTC). */
export function formatWeek(day: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

function browserZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/**
 * "3:30 PM CST (America/Chicago)": the same moment in her time zone, when she gave one and it
 * is not the coach's; undefined otherwise.
 */
export function theirTime(iso: string, zone: string | null, coachZone: string | undefined = browserZone()): string | undefined {
  if (!zone || zone === coachZone) return undefined;
  try {
    const time = new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'short', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(new Date(iso));
    return `${time} (${zone.replace(/_/g, ' ')})`;
  } catch {
    return undefined;
  }
}
