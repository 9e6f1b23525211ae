import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatsStatusTime, StatusSegment } from '@console/api/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { Card } from '../../../components/Card/Card.tsx';
import type { ChartTable } from '../../../components/Chart/Chart.tsx';
import { table as tableClass, empty as emptyClass } from '../../../components/Chart/Chart.css.ts';
import { Link } from '../../../components/Link/Link.tsx';
import { StatusDot } from '../../../components/StatusDot/StatusDot.tsx';
import { useDates } from '../../../format/dates.tsx';
import { sectionTitle, tableBox } from '../overall/OverallView.css.ts';
import { stack } from '../StatsFrame/StatsFrame.css.ts';
import { StatsFrame, type StatsState } from '../StatsFrame/StatsFrame.tsx';
import { dayBar, periodDates, periodTotals, segmentsByUser, statusIdsOf } from './timeline.ts';
import * as css from './StatusTimeView.css.ts';

/** A user status as the legend and the bars show it (spec §3 user status: name, colour). */
export interface StatusLook {
  id: number;
  name: string;
  color: string;
}

export type StatusTimeData = StatsState<{
  time: StatsStatusTime;
  /** The per-day totals as the CSV export writes them (contract statusTimeTable): the table view. */
  perDay: ChartTable;
}>;

/** The team's page: every operator on one chosen day; one user's (or my) page: that user on every day of the period. */
export type StatusTimeLayout =
  { kind: 'team'; day: string; onDay: (day: string) => void; userHref: (userId: number) => string } | { kind: 'one' };

export interface StatusTimeViewProps {
  title: string;
  data: StatusTimeData;
  /** The period bar (StatsFilterBar). */
  filterBar: ReactNode;
  layout: StatusTimeLayout;
  /** The workspace's statuses in their order; a status not among them (deleted) is named so and drawn muted. */
  statuses: readonly StatusLook[];
  userName: (userId: number) => string;
}

const HOURS = [0, 6, 12, 18, 24];

function useDuration() {
  const { t } = useTranslation('stats');
  return (seconds: number) => {
    const minutes = Math.round(seconds / 60);
    return t('statuses.duration', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
  };
}

function useDayName() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
    return (date: string) => format.format(Date.parse(`${date}T00:00:00Z`));
  }, [i18n.language]);
}

type Look = (statusId: number) => StatusLook;

/** The team's chosen day when the period holds it, else the period's first. */
const teamDay = (time: StatsStatusTime, day: string) => (day >= time.from && day <= time.to ? day : time.from);

function Legend({ ids, look }: { ids: readonly number[]; look: Look }) {
  const { t } = useTranslation('stats');
  return (
    <ul className={css.legend} aria-label={t('statuses.legend')}>
      {ids.map((id) => (
        <li key={id} className={css.legendItem}>
          <StatusDot color={look(id).color} />
          <bdi>{look(id).name}</bdi>
        </li>
      ))}
    </ul>
  );
}

/** The hours above the bars: decoration (each stretch says its own times). */
function Scale() {
  return (
    <li className={css.row} aria-hidden="true">
      <span className={css.scaleSpacer} />
      <div className={css.scale}>
        {HOURS.map((hour) => (
          <span key={hour} className={css.tick} style={{ left: `${(hour / 24) * 100}%` }}>
            {String(hour).padStart(2, '0')}
          </span>
        ))}
      </div>
    </li>
  );
}

/** One day's 24-hour bar: each stretch a focusable piece in its status's colour, its status and times on hover and focus. */
function Bar({ segments, date, label, look }: { segments: readonly StatusSegment[]; date: string; label: string; look: Look }) {
  const { t } = useTranslation('stats');
  const dates = useDates();
  const pieces = dayBar(segments, date, dates.timeZone);
  return (
    <div className={css.bar} role="group" aria-label={label}>
      {pieces.map((piece) => {
        const status = look(piece.statusId);
        const said = t('statuses.segment', {
          status: status.name,
          start: dates.time(piece.startedAt * 1000),
          end: dates.time(piece.endedAt * 1000),
        });
        return (
          <span
            key={piece.startedAt}
            className={css.piece}
            style={{ left: `${piece.left * 100}%`, width: `${piece.width * 100}%`, backgroundColor: status.color }}
            tabIndex={0}
            role="img"
            aria-label={said}
          >
            <span className={[css.tip, piece.left + piece.width / 2 > 0.5 ? css.tipEnd : ''].join(' ')} aria-hidden="true">
              {said}
            </span>
          </span>
        );
      })}
    </div>
  );
}

function Totals({
  time,
  ids,
  look,
  userName,
  userHref,
}: {
  time: StatsStatusTime;
  ids: readonly number[];
  look: Look;
  userName: (id: number) => string;
  userHref: ((id: number) => string) | null;
}) {
  const { t } = useTranslation('stats');
  const duration = useDuration();
  const totals = periodTotals(time);
  const users = [...totals.keys()].sort((a, b) => userName(a).localeCompare(userName(b)));
  return (
    <Card as="section" aria-labelledby="statuses-totals">
      <div className={stack}>
        <h2 id="statuses-totals" className={sectionTitle}>
          {t('statuses.totals')}
        </h2>
        <div className={tableBox} tabIndex={0} role="group" aria-labelledby="statuses-totals">
          <table className={tableClass} aria-labelledby="statuses-totals">
            <thead>
              <tr>
                <th scope="col">{t('statuses.user')}</th>
                {ids.map((id) => (
                  <th key={id} scope="col">
                    <StatusDot color={look(id).color} className={css.swatch} />
                    <bdi>{look(id).name}</bdi>
                  </th>
                ))}
                <th scope="col">{t('statuses.total')}</th>
              </tr>
            </thead>
            <tbody>
              {users.map((userId) => {
                const seconds = totals.get(userId)!;
                return (
                  <tr key={userId}>
                    <th scope="row">
                      {userHref ? (
                        <Link href={userHref(userId)}>
                          <bdi>{userName(userId)}</bdi>
                        </Link>
                      ) : (
                        <bdi>{userName(userId)}</bdi>
                      )}
                    </th>
                    {ids.map((id) => (
                      <td key={id}>{seconds.has(id) ? duration(seconds.get(id)!) : '—'}</td>
                    ))}
                    <td>{duration([...seconds.values()].reduce((sum, one) => sum + one, 0))}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </div>
    </Card>
  );
}

/** The table view of the bars drawn: the team's chosen day, or every day of one user's period. */
function PerDayTable({ perDay, day }: { perDay: ChartTable; day: string | null }) {
  const { t } = useTranslation('stats');
  const rows = day === null ? perDay.rows : perDay.rows.filter((row) => row[0] === day);
  return (
    <Card as="section" aria-labelledby="statuses-per-day">
      <div className={stack}>
        <h2 id="statuses-per-day" className={sectionTitle}>
          {t('statuses.perDay')}
        </h2>
        {/* Focusable: a scrolled box is reached by the keyboard too. */}
        <div className={css.tableBox} tabIndex={0} role="group" aria-labelledby="statuses-per-day">
          <table className={`${tableClass} ${css.perDayTable}`} aria-labelledby="statuses-per-day">
            <thead>
              <tr>
                {perDay.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={index}>
                  {row.map((cell, column) => (
                    <td key={column}>
                      <bdi>{cell ?? ''}</bdi>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </Card>
  );
}

function TeamDay({
  time,
  layout,
  look,
  userName,
}: {
  time: StatsStatusTime;
  layout: Extract<StatusTimeLayout, { kind: 'team' }>;
  look: Look;
  userName: (id: number) => string;
}) {
  const { t } = useTranslation('stats');
  const dayName = useDayName();
  const days = periodDates(time.from, time.to);
  const day = teamDay(time, layout.day);
  const index = days.indexOf(day);
  const byUser = segmentsByUser(time);
  const users = [...new Set([...time.days.map((one) => one.user_id), ...byUser.keys()])].sort((a, b) =>
    userName(a).localeCompare(userName(b)),
  );
  return (
    <Card as="section" aria-labelledby="statuses-day">
      <div className={stack}>
        <div className={css.heading}>
          <h2 id="statuses-day" className={sectionTitle}>
            {t('statuses.timelineOfDay')}
          </h2>
          <div className={css.dayNav}>
            <Button
              variant="secondary"
              aria-label={t('statuses.previousDay')}
              isDisabled={index === 0}
              onPress={() => layout.onDay(days[index - 1]!)}
            >
              ‹
            </Button>
            <span className={css.dayLabel} aria-live="polite">
              {dayName(day)}
            </span>
            <Button
              variant="secondary"
              aria-label={t('statuses.nextDay')}
              isDisabled={index === days.length - 1}
              onPress={() => layout.onDay(days[index + 1]!)}
            >
              ›
            </Button>
          </div>
        </div>
        <ul className={css.rows}>
          <Scale />
          {users.map((userId) => (
            <li key={userId} className={css.row}>
              <Link href={layout.userHref(userId)} className={css.rowLabel}>
                <bdi>{userName(userId)}</bdi>
              </Link>
              <Bar segments={byUser.get(userId) ?? []} date={day} label={`${userName(userId)}, ${dayName(day)}`} look={look} />
            </li>
          ))}
        </ul>
      </div>
    </Card>
  );
}

function UserDays({ time, look }: { time: StatsStatusTime; look: Look }) {
  const { t } = useTranslation('stats');
  const dayName = useDayName();
  const days = periodDates(time.from, time.to);
  return (
    <Card as="section" aria-labelledby="statuses-days">
      <div className={stack}>
        <h2 id="statuses-days" className={sectionTitle}>
          {t('statuses.timeline')}
        </h2>
        <ul className={css.rows}>
          <Scale />
          {days.map((day) => (
            <li key={day} className={css.row}>
              <span className={css.rowLabel}>{dayName(day)}</span>
              <Bar segments={time.timeline} date={day} label={dayName(day)} look={look} />
            </li>
          ))}
        </ul>
      </div>
    </Card>
  );
}

function Ready({
  ready,
  layout,
  statuses,
  userName,
}: { ready: Extract<StatusTimeData, { status: 'ready' }> } & Omit<StatusTimeViewProps, 'data' | 'filterBar' | 'title'>) {
  const { t } = useTranslation('stats');
  const { time } = ready;
  const known = new Map(statuses.map((status) => [status.id, status]));
  const look: Look = (id) => known.get(id) ?? { id, name: t('statuses.deletedStatus'), color: '' };
  const ids = statusIdsOf(
    time,
    statuses.map((status) => status.id),
  );
  if (time.days.length === 0 && time.timeline.length === 0) return <p className={emptyClass}>{t('statuses.empty')}</p>;
  return (
    <>
      <Legend ids={ids} look={look} />
      {layout.kind === 'team' ? (
        <>
          <Totals time={time} ids={ids} look={look} userName={userName} userHref={layout.userHref} />
          <TeamDay time={time} layout={layout} look={look} userName={userName} />
        </>
      ) : (
        <>
          <Totals time={time} ids={ids} look={look} userName={userName} userHref={null} />
          <UserDays time={time} look={look} />
        </>
      )}
      <PerDayTable perDay={ready.perDay} day={layout.kind === 'team' ? teamDay(time, layout.day) : null} />
    </>
  );
}

// spec §2.3 stats/users/statuses, users/{id}/statuses, my/statuses (docs/stats.md "Status time", "Screens"): the time in
// each status per day as a 24-hour timeline in the statuses' colours, the period's totals, and the per-day totals
// (statusTimeTable) as the table view. The team's page draws one chosen day for every operator, so a long period with
// many operators stays light; one user's page draws every day of the period.
export function StatusTimeView({ title, data, filterBar, ...props }: StatusTimeViewProps) {
  return (
    <StatsFrame title={title} filterBar={filterBar} data={data}>
      {(ready) => <Ready ready={ready} {...props} />}
    </StatsFrame>
  );
}
