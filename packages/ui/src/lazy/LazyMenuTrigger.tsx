import { Suspense, useRef, type ReactNode, type RefObject } from 'react';
import { PressResponder } from 'react-aria/private/interactions/PressResponder';
import { useMenuTrigger, type AriaMenuOptions } from 'react-aria/useMenu';
import { useMenuTriggerState, type RootMenuTriggerState } from 'react-stately/useMenuTriggerState';
import { usePreloadWhenIdle } from './preload.ts';
import { useOnceTrue } from './useOnceTrue.ts';

/** What the lazily loaded menu needs from its trigger (given to MenuTriggerContexts). */
export interface MenuTriggerParts {
  state: RootMenuTriggerState;
  triggerRef: RefObject<HTMLButtonElement | null>;
  menuProps: AriaMenuOptions<unknown>;
}

export interface LazyMenuTriggerProps {
  /** The trigger: a react-aria-components Button (Button, IconButton). */
  trigger: ReactNode;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** The popover with the menu, from a lazily loaded module wrapping it in MenuTriggerContexts. */
  menu: (parts: MenuTriggerParts) => ReactNode;
  /** Loads that module (on idle, ahead of the first opening). */
  preload: () => Promise<unknown>;
}

/**
 * react-aria-components' MenuTrigger with the menu's code loaded when first needed (quality.md budgets): the trigger,
 * its state and its keyboard behaviour (Enter, Space, ArrowDown open on the first item, ArrowUp on the last) are here
 * at once, as MenuTrigger makes them; the popover and menu render from the lazy module, focus on the item asked for
 * when they appear, close on Esc and return focus to the trigger, exactly as with MenuTrigger.
 */
export function LazyMenuTrigger({ trigger, menu, preload, ...props }: LazyMenuTriggerProps) {
  const state = useMenuTriggerState(props);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { menuTriggerProps, menuProps } = useMenuTrigger({ ...props, type: 'menu' }, state, triggerRef);
  const needed = useOnceTrue(state.isOpen);
  usePreloadWhenIdle(preload);
  return (
    <>
      <PressResponder {...menuTriggerProps} ref={triggerRef} isPressed={state.isOpen}>
        {trigger}
      </PressResponder>
      {needed ? <Suspense fallback={null}>{menu({ state, triggerRef, menuProps })}</Suspense> : null}
    </>
  );
}
