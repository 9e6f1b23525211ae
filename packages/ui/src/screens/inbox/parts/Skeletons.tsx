import { Skeleton, SkeletonRegion } from '../../../components/Skeleton/Skeleton.tsx';
import * as css from './Skeletons.css.ts';

// Widths vary from row to row, as names and texts do, so the shape reads as a list and not as a grid.
const ROWS = [
  ['28%', '82%'],
  ['22%', '64%'],
  ['34%', '90%'],
  ['25%', '58%'],
  ['30%', '76%'],
  ['20%', '70%'],
  ['32%', '86%'],
  ['26%', '60%'],
  ['24%', '74%'],
  ['29%', '66%'],
] as const;

/** The comments or chats list while its first page loads: rows in the rows' shape (screens.md row). */
export function ListSkeleton({ label }: { label?: string }) {
  return (
    <SkeletonRegion className={css.list} {...(label === undefined ? {} : { label })}>
      {ROWS.map(([name, text], index) => (
        <div key={index} className={css.row}>
          <Skeleton width="32px" height="32px" round />
          <div className={css.body}>
            <div className={css.line}>
              <Skeleton width={name} height="14px" />
              <Skeleton width="12%" />
              <span className={css.push}>
                <Skeleton width="40px" />
              </span>
            </div>
            <Skeleton width={text} height="14px" />
            <div className={css.line}>
              <Skeleton width="56px" height="16px" />
              <Skeleton width="72px" height="16px" />
            </div>
          </div>
        </div>
      ))}
    </SkeletonRegion>
  );
}

/** An item or a chat while it loads: its header, a thread of the customer's and our messages, the composer. */
export function ThreadSkeleton({ label }: { label?: string }) {
  return (
    <SkeletonRegion className={css.thread} {...(label === undefined ? {} : { label })}>
      <div className={css.line}>
        <Skeleton width="40px" height="40px" round />
        <Skeleton width="30%" height="20px" />
        <span className={css.push}>
          <Skeleton width="96px" height="28px" />
        </span>
      </div>
      <div className={css.bubbles}>
        <span className={css.theirs}>
          <Skeleton height="56px" />
        </span>
        <span className={css.ours}>
          <Skeleton height="40px" />
        </span>
        <span className={css.theirs}>
          <Skeleton height="72px" />
        </span>
      </div>
      <Skeleton height="96px" />
    </SkeletonRegion>
  );
}
