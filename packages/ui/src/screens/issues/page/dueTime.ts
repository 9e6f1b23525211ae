// The due date's input (docs/issues.md due_at, unix seconds) as a day and a time on the wall clock of the user's
// effective time zone, and back.

export interface WallDue {
  /** "YYYY-MM-DD" */
  day: string;
  /** "HH:MM" */
  time: string;
}

const partsOf = (ms: number, timeZone: string): Record<string, string> => {
  const formatter = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return Object.fromEntries(formatter.formatToParts(ms).map((part) => [part.type, part.value]));
};

/** The wall-clock day and time of an instant in the zone. */
export function wallDue(seconds: number, timeZone: string): WallDue {
  const parts = partsOf(seconds * 1000, timeZone);
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

const wallAsUtc = (ms: number, timeZone: string): number => {
  const p = partsOf(ms, timeZone);
  return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute));
};

/** The instant (unix seconds) a wall-clock day and time stand for in the zone; null when they do not read. */
export function dueSeconds(due: WallDue, timeZone: string): number | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(due.day);
  const time = /^(\d{2}):(\d{2})$/.exec(due.time || '00:00');
  if (!day || !time) return null;
  const wall = Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]), Number(time[1]), Number(time[2]));
  // The zone's offset at the guess, then at the corrected instant (a daylight-saving change between them).
  let ms = wall - (wallAsUtc(wall, timeZone) - wall);
  ms = wall - (wallAsUtc(ms, timeZone) - ms);
  return Math.floor(ms / 1000);
}
