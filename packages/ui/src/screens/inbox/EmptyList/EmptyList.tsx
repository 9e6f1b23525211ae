import { Button } from '../../../components/Button/Button.tsx';
import * as css from './EmptyList.css.ts';

export interface EmptyListProps {
  /** What the list says when nothing is there at all (no filters of the user's own on). */
  nothingText: string;
  /** What it says when nothing matches the filters that are on. */
  noMatchText: string;
  /** The filters that are on, named as in the filter pane (empty: none of the user's own, no reset offered). */
  filtersOn: readonly string[];
  /** "Filters on: …" with the names joined. */
  filtersOnText: (names: string) => string;
  resetLabel: string;
  onReset: () => void;
}

// An empty list says why: nothing at all (no way back needed), or nothing matching the filters that are on, named,
// with a way back to the defaults.
export function EmptyList({ nothingText, noMatchText, filtersOn, filtersOnText, resetLabel, onReset }: EmptyListProps) {
  const filtered = filtersOn.length > 0;
  return (
    <div className={css.empty} role="status">
      <p className={css.text}>{filtered ? noMatchText : nothingText}</p>
      {filtered ? (
        <>
          <p className={css.muted}>{filtersOnText(filtersOn.join(', '))}</p>
          <div>
            <Button variant="secondary" onPress={onReset}>
              {resetLabel}
            </Button>
          </div>
        </>
      ) : null}
    </div>
  );
}
