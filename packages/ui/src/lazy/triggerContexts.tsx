import { useRef, type ReactNode } from 'react';
import { DialogContext, OverlayTriggerStateContext } from 'react-aria-components/Dialog';
import { MenuContext, RootMenuTriggerStateContext } from 'react-aria-components/Menu';
import { PopoverContext } from 'react-aria-components/Popover';
import type { DialogTriggerParts } from './LazyDialogTrigger.tsx';
import type { MenuTriggerParts } from './LazyMenuTrigger.tsx';

// The contexts react-aria-components' MenuTrigger and DialogTrigger give their Popover, Menu and Dialog, for the
// lazily loaded half of LazyMenuTrigger and LazyDialogTrigger: the same values, so the overlay behaves the same.

export function MenuTriggerContexts({ state, triggerRef, menuProps, children }: MenuTriggerParts & { children: ReactNode }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  return (
    <MenuContext.Provider value={{ ...(menuProps as object), ref: scrollRef }}>
      <OverlayTriggerStateContext.Provider value={state}>
        <RootMenuTriggerStateContext.Provider value={state}>
          <PopoverContext.Provider
            value={{
              trigger: 'MenuTrigger',
              triggerRef,
              scrollRef,
              placement: 'bottom start',
              'aria-labelledby': menuProps['aria-labelledby'],
            }}
          >
            {children}
          </PopoverContext.Provider>
        </RootMenuTriggerStateContext.Provider>
      </OverlayTriggerStateContext.Provider>
    </MenuContext.Provider>
  );
}

export function DialogTriggerContexts({
  state,
  triggerRef,
  overlayProps,
  children,
}: DialogTriggerParts & { children: ReactNode }) {
  return (
    <OverlayTriggerStateContext.Provider value={state}>
      <RootMenuTriggerStateContext.Provider value={state}>
        <DialogContext.Provider value={overlayProps}>
          <PopoverContext.Provider
            value={{
              trigger: 'DialogTrigger',
              triggerRef,
              id: overlayProps.id,
              'aria-labelledby': overlayProps['aria-labelledby'],
            }}
          >
            {children}
          </PopoverContext.Provider>
        </DialogContext.Provider>
      </RootMenuTriggerStateContext.Provider>
    </OverlayTriggerStateContext.Provider>
  );
}
