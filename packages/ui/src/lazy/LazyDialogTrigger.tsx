import { Suspense, useRef, type ReactNode, type RefObject } from 'react';
import { PressResponder } from 'react-aria/private/interactions/PressResponder';
import { useId } from 'react-aria/useId';
import { useOverlayTrigger } from 'react-aria/useOverlayTrigger';
import { useMenuTriggerState, type RootMenuTriggerState } from 'react-stately/useMenuTriggerState';
import { usePreloadWhenIdle } from './preload.ts';
import { useOnceTrue } from './useOnceTrue.ts';

/** What the lazily loaded popover dialog needs from its trigger (given to DialogTriggerContexts). */
export interface DialogTriggerParts {
  state: RootMenuTriggerState;
  triggerRef: RefObject<HTMLButtonElement | null>;
  overlayProps: DialogOverlayProps;
}

/** The dialog's id and the trigger's id that labels it. */
export interface DialogOverlayProps {
  id?: string | undefined;
  'aria-labelledby'?: string | undefined;
}

export interface LazyDialogTriggerProps {
  /** The trigger: a react-aria-components Button (Button, IconButton). */
  trigger: ReactNode;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** The popover with the dialog, from a lazily loaded module wrapping it in DialogTriggerContexts. */
  dialog: (parts: DialogTriggerParts) => ReactNode;
  /** Loads that module (on idle, ahead of the first opening). */
  preload: () => Promise<unknown>;
}

/**
 * react-aria-components' DialogTrigger with the popover's code loaded when first needed (quality.md budgets): the
 * trigger and its state are here at once, as DialogTrigger makes them; the popover renders from the lazy module, takes
 * the focus when it appears, closes on Esc or a press outside and returns focus to the trigger, as with DialogTrigger.
 */
export function LazyDialogTrigger({ trigger, dialog, preload, ...props }: LazyDialogTriggerProps) {
  // As DialogTrigger: the menu trigger state, in case a menu is inside the dialog.
  const state = useMenuTriggerState(props);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { triggerProps, overlayProps: dialogProps } = useOverlayTrigger({ type: 'dialog' }, state, triggerRef);
  // As DialogTrigger: the trigger labels the dialog when the dialog has no title of its own.
  triggerProps.id = useId();
  const overlayProps: DialogOverlayProps = { ...dialogProps, 'aria-labelledby': triggerProps.id };
  const needed = useOnceTrue(state.isOpen);
  usePreloadWhenIdle(preload);
  return (
    <>
      <PressResponder {...triggerProps} ref={triggerRef} isPressed={state.isOpen}>
        {trigger}
      </PressResponder>
      {needed ? <Suspense fallback={null}>{dialog({ state, triggerRef, overlayProps })}</Suspense> : null}
    </>
  );
}
