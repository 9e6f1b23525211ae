import { useRef, type ReactNode } from 'react';
import { AutocompleteStateContext, FieldInputContext, SelectableCollectionContext } from 'react-aria-components/Autocomplete';
import { useAutocomplete } from 'react-aria/useAutocomplete';
import { useAutocompleteState } from 'react-stately/private/autocomplete/useAutocompleteState';

export interface PaletteAutocompleteProps {
  /** Whether an item's text matches the typed text. */
  filter: (text: string, inputValue: string) => boolean;
  children: ReactNode;
}

/**
 * react-aria-components' Autocomplete (its hooks and contexts: the field filters the menu, the arrows move in it
 * while the caret stays in the field, Enter runs), put together here rather than imported: RAC's TextField takes a
 * context from the same module, so its Autocomplete component and hooks would ride in the form controls' chunk that
 * /login loads (quality.md budgets); here they load with the palette.
 */
export function PaletteAutocomplete({ filter, children }: PaletteAutocompleteProps) {
  const state = useAutocompleteState({});
  const inputRef = useRef<HTMLInputElement>(null);
  const collectionRef = useRef<HTMLElement>(null);
  const autocomplete = useAutocomplete({ filter, inputRef, collectionRef }, state);
  return (
    <AutocompleteStateContext.Provider value={state}>
      <FieldInputContext.Provider value={{ ...autocomplete.inputProps, ref: inputRef }}>
        <SelectableCollectionContext.Provider
          value={{ ...autocomplete.collectionProps, filter: autocomplete.filter, ref: autocomplete.collectionRef }}
        >
          {children}
        </SelectableCollectionContext.Provider>
      </FieldInputContext.Provider>
    </AutocompleteStateContext.Provider>
  );
}
