import { useState } from 'react';
import type { SavedFilter } from '@console/api/contract';
import type { DeleteFilterState } from '../../layout/SavedFiltersMenu/index.ts';
import type { SavedFilterActions } from '../../../data/index.ts';

export interface DeleteFilter {
  state: DeleteFilterState | null;
  start(id: number): void;
  confirm(): void;
  cancel(): void;
}

/** spec §5: deleting a filter asks for confirmation, then DELETEs; a refusal is shown in the confirmation. */
export function useDeleteFilter(
  actions: SavedFilterActions,
  filters: readonly SavedFilter[],
  errorText: (error: unknown) => string,
  onRefused: () => void,
): DeleteFilter {
  const [state, setState] = useState<DeleteFilterState | null>(null);
  return {
    state,
    start(id) {
      const filter = filters.find((f) => f.id === id);
      if (filter) setState({ id, name: filter.name, pending: false, serverError: null });
    },
    confirm() {
      if (!state || state.pending) return;
      setState({ ...state, pending: true, serverError: null });
      actions.remove(state.id).then(
        () => setState(null),
        (error: unknown) => {
          setState((now) => now && { ...now, pending: false, serverError: errorText(error) });
          onRefused(); // e.g. deleted in another tab meanwhile: the list is reloaded
        },
      );
    },
    cancel: () => setState((now) => (now?.pending ? now : null)),
  };
}
