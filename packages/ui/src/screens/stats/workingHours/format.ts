// Durations and shares on the status time screens (docs/stats.md "Status time"): minutes as hours in the interface
// language ("7,5 ч", "7.5 hr"), a share as a percentage, none as a dash.

export function hoursText(minutes: number, language: string): string {
  const hours = minutes / 60;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'hour',
    unitDisplay: 'short',
    maximumFractionDigits: hours < 10 ? 1 : 0,
  }).format(hours);
}

export function minutesText(minutes: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'unit', unit: 'minute', unitDisplay: 'short' }).format(minutes);
}

export function percentText(percent: number | null, language: string, none: string): string {
  return percent === null ? none : new Intl.NumberFormat(language, { style: 'percent' }).format(percent / 100);
}
