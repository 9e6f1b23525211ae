import type { ItemPriority, ItemStatus, Sentiment } from '@console/api/contract';
import { Badge, type BadgeTone } from '../../../components/Badge/Badge.tsx';

// Triage at a glance (screens.md "Comments inbox" row): status, priority and sentiment each in a look of its own, a
// tinted pill with a dot, signal bars, an outlined arrow, so they read apart before their words are read.

const STATUS_TONES: Record<ItemStatus, BadgeTone> = {
  new: 'info',
  inprogress: 'violet',
  open: 'warning',
  waiting: 'neutral',
  delayed: 'warning',
  closed: 'success',
  deleted: 'danger',
};
const PRIORITY_TONES: Record<ItemPriority, BadgeTone> = { low: 'neutral', normal: 'neutral', high: 'danger' };
const PRIORITY_BARS: Record<ItemPriority, number> = { low: 1, normal: 2, high: 3 };
const SENTIMENT_TONES: Record<Sentiment, BadgeTone> = {
  negative: 'danger',
  neutral: 'neutral',
  positive: 'success',
  none: 'neutral',
};

const Dot = () => (
  <svg width="6" height="6" viewBox="0 0 6 6" aria-hidden="true">
    <circle cx="3" cy="3" r="3" fill="currentColor" />
  </svg>
);

const Bars = ({ filled }: { filled: number }) => (
  <svg width="12" height="10" viewBox="0 0 12 10" aria-hidden="true">
    {[0, 1, 2].map((bar) => (
      <rect
        key={bar}
        x={bar * 4}
        y={6 - bar * 3}
        width="3"
        height={4 + bar * 3}
        rx="0.5"
        fill="currentColor"
        opacity={bar < filled ? 1 : 0.3}
      />
    ))}
  </svg>
);

// Up for positive, down for negative, a bar for neutral.
const SENTIMENT_PATHS: Record<Exclude<Sentiment, 'none'>, string> = {
  positive: 'M5 1 9 7H1Z',
  negative: 'M5 9 1 3h8Z',
  neutral: 'M1 4h8v2H1Z',
};
const Arrow = ({ sentiment }: { sentiment: Exclude<Sentiment, 'none'> }) => (
  <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true">
    <path d={SENTIMENT_PATHS[sentiment]} fill="currentColor" />
  </svg>
);

/** A status of items and chats, or an issue's (a workspace's own status reads neutral). */
export function StatusBadge({ status, label }: { status: ItemStatus | (string & {}); label: string }) {
  return (
    <Badge tone={Object.hasOwn(STATUS_TONES, status) ? STATUS_TONES[status as ItemStatus] : 'neutral'} mark={<Dot />}>
      {label}
    </Badge>
  );
}

export function PriorityBadge({ priority, label }: { priority: ItemPriority; label: string }) {
  return (
    <Badge tone={PRIORITY_TONES[priority]} look="plain" mark={<Bars filled={PRIORITY_BARS[priority]} />}>
      {label}
    </Badge>
  );
}

export function SentimentBadge({ sentiment, label }: { sentiment: Sentiment; label: string }) {
  return (
    <Badge tone={SENTIMENT_TONES[sentiment]} look="outline" mark={sentiment === 'none' ? null : <Arrow sentiment={sentiment} />}>
      {label}
    </Badge>
  );
}
