import { useState } from 'react';
import type { FilterRoute } from '@console/api/contract';
import type { FilterQuery } from '@console/machines/rules/savedFilters';
import { savedFilterName } from '@console/machines/rules/savedFilters';
import type { SaveFilterState } from '../../layout/SavedFiltersMenu/index.ts';
import type { SavedFilterActions } from '../../../data/index.ts';

interface Form {
  name: string;
  /** spec §5: the empty-name message shows from the first submit on, then follows each change. */
  attempted: boolean;
  pending: boolean;
  serverError: string | null;
}

export interface SaveFilter {
  state: SaveFilterState | null;
  start(): void;
  change(name: string): void;
  submit(): void;
  cancel(): void;
}

/** The save dialog: POSTs the current filters (and the section's route; none on statistics) under a non-empty name. */
export function useSaveFilter(
  actions: SavedFilterActions,
  current: { query: FilterQuery; route: FilterRoute | undefined },
  errorText: (error: unknown) => string,
): SaveFilter {
  const [form, setForm] = useState<Form | null>(null);
  const submit = () => {
    if (!form || form.pending) return;
    const name = savedFilterName(form.name);
    if (name === null) return setForm({ ...form, attempted: true, serverError: null });
    setForm({ ...form, attempted: true, pending: true, serverError: null });
    // spec §7: route omitted for statistics.
    const filter =
      current.route === undefined ? { name, query: current.query } : { name, query: current.query, route: current.route };
    actions.save(filter).then(
      () => setForm(null),
      (error: unknown) => setForm((now) => now && { ...now, pending: false, serverError: errorText(error) }),
    );
  };
  return {
    state: form && {
      name: form.name,
      nameError: form.attempted && savedFilterName(form.name) === null ? 'required' : null,
      pending: form.pending,
      serverError: form.serverError,
    },
    start: () => setForm({ name: '', attempted: false, pending: false, serverError: null }),
    change: (name) => setForm((now) => now && { ...now, name }),
    submit,
    cancel: () => setForm((now) => (now?.pending ? now : null)),
  };
}
