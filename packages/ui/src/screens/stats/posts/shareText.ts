// A share of the posts' table (negative share, reply rate; docs/stats.md "posts"): a whole percentage in the interface
// language, none (no comments received) as a dash. The export's preview shows the shares the same way.
export function shareText(value: number | null, language: string): string {
  return value === null ? '—' : new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(value);
}
