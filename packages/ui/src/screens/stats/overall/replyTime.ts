// A reply time (seconds) as a short duration in the interface language: seconds, minutes, hours or days.
const UNITS = [
  { unit: 'day', seconds: 86_400 },
  { unit: 'hour', seconds: 3_600 },
  { unit: 'minute', seconds: 60 },
  { unit: 'second', seconds: 1 },
] as const;

export function replyTimeText(seconds: number, language: string): string {
  const { unit, seconds: size } = UNITS.find((one) => seconds >= one.seconds) ?? UNITS[3];
  const value = seconds / size;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 && unit !== 'second' ? 1 : 0,
  }).format(value);
}
