import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatsChannels, StatsCounts } from '@console/api/contract';
import { Link } from '../../../components/Link/Link.tsx';
import type { DrillChannel, DrillEvent } from '../drill.ts';
import * as css from './ChannelCounts.css.ts';

// docs/stats.md "Drill-down": a number opens one list, the comments' or the chats'. Where the answer splits the counts by
// channel, each channel's count is the link (its list holds what it counts) and the sum is plain text; an answer
// without the split keeps the sum as the comments' link.

/** A count as a link to its list, or as text where no list holds it. */
export function CountLink({
  href,
  className,
  children,
}: {
  href: string | null;
  className?: string | undefined;
  children: ReactNode;
}) {
  return href === null ? (
    <span className={className}>{children}</span>
  ) : (
    <Link href={href} className={className}>
      {children}
    </Link>
  );
}

/** The channels of an answer's split, in their order; null when the answer does not split them. */
export function channelsIn(channels: StatsChannels | undefined): DrillChannel[] | null {
  if (!channels) return null;
  return (['comments', 'chats'] as const).filter((channel) => channels[channel] !== undefined);
}

export interface CountLinksProps {
  /** The counts and their split (a total or an operator's row). */
  counts: StatsCounts & { channels?: StatsChannels | undefined };
  column: DrillEvent;
  /** The list of one channel's count (drill.ts channelDrillHref); null: the count is text, no list holds it. */
  href: (channel: DrillChannel) => string | null;
  /** The sum's class (a card's big figure). */
  className?: string;
}

/** A count: the sum, and each channel's count linked to its list (or the sum linked to the comments without a split). */
export function CountLinks({ counts, column, href, className }: CountLinksProps) {
  const { t, i18n } = useTranslation('stats');
  const number = new Intl.NumberFormat(i18n.language);
  const channels = channelsIn(counts.channels);
  if (channels === null)
    return (
      <CountLink href={href('comments')} className={className}>
        {number.format(counts[column])}
      </CountLink>
    );
  return (
    <>
      <span className={className}>{number.format(counts[column])}</span>
      <span className={css.channelLinks}>
        {channels.map((channel) => (
          <CountLink key={channel} href={href(channel)} className={css.channelLink}>
            {t(`channels.${channel}`, { value: number.format(counts.channels![channel]![column]) })}
          </CountLink>
        ))}
      </span>
    </>
  );
}

/** One table cell's links: each channel's count (its name said to screen readers by the column's header). */
export function ChannelCells({ counts, column, href }: Omit<CountLinksProps, 'className'>) {
  const { i18n } = useTranslation('stats');
  const number = new Intl.NumberFormat(i18n.language);
  const channels = channelsIn(counts.channels);
  if (channels === null)
    return (
      <td>
        <CountLink href={href('comments')}>{number.format(counts[column])}</CountLink>
      </td>
    );
  return (
    <>
      {channels.map((channel) => (
        <td key={channel}>
          <CountLink href={href(channel)}>{number.format(counts.channels![channel]![column])}</CountLink>
        </td>
      ))}
    </>
  );
}

/** The two header rows of a table of counts split by channel: each count, then its channels under it. */
export function ChannelHeaders({
  first,
  columns,
  channels,
  after = [],
}: {
  /** The rows' header (the operator). */
  first: string;
  columns: readonly DrillEvent[];
  /** The split's channels (channelsIn), or null: one header row. */
  channels: DrillChannel[] | null;
  /** Headers of plain columns after the counts (a reply time). */
  after?: readonly string[];
}) {
  const { t } = useTranslation('stats');
  if (channels === null)
    return (
      <tr>
        <th scope="col">{first}</th>
        {columns.map((column) => (
          <th key={column} scope="col">
            {t(`overall.counts.${column}`)}
          </th>
        ))}
        {after.map((header) => (
          <th key={header} scope="col">
            {header}
          </th>
        ))}
      </tr>
    );
  return (
    <>
      <tr>
        <th scope="col" rowSpan={2}>
          {first}
        </th>
        {columns.map((column) => (
          <th key={column} scope="colgroup" colSpan={channels.length}>
            {t(`overall.counts.${column}`)}
          </th>
        ))}
        {after.map((header) => (
          <th key={header} scope="col" rowSpan={2}>
            {header}
          </th>
        ))}
      </tr>
      <tr>
        {columns.flatMap((column) =>
          channels.map((channel) => (
            <th key={`${column}-${channel}`} scope="col">
              {t(`channels.short.${channel}`)}
            </th>
          )),
        )}
      </tr>
    </>
  );
}
