import type { FormEvent } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import { useTranslation } from 'react-i18next';
import { BlockingModal } from '../../../components/BlockingModal/BlockingModal.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { StatusDot } from '../../../components/StatusDot/StatusDot.tsx';
import { mutedText } from '../../layout/CenteredPage.css.ts';
import * as css from './ForcedStatusDialogView.css.ts';

export interface ForcedStatusChoice {
  id: number;
  name: string;
  color: string;
  /** Shown under the name when the user has several spaces. */
  spaceName?: string;
}

export interface ForcedStatusDialogViewProps {
  isOpen: boolean;
  /** The offline status the user has now. */
  currentName: string | null;
  choices: ForcedStatusChoice[];
  selected: number | null;
  onSelect: (statusId: number) => void;
  /** spec §5: a selected status different from the current one. */
  canSave: boolean;
  onSave: () => void;
  saving: boolean;
  /** spec §8: the server's error text (or the console's own when none came). */
  error: string | null;
  onLogout: () => void;
  loggingOut: boolean;
}

// spec §2.5, §4: the blocking dialog that forces a working status while the user's status is offline. It cannot be
// dismissed (no Escape, no outside click); focus stays inside; the only ways out are a status or logging out.
export function ForcedStatusDialogView(props: ForcedStatusDialogViewProps) {
  const { t } = useTranslation('status');
  const { t: tc } = useTranslation('common');
  const busy = props.saving || props.loggingOut;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (props.canSave && !busy) props.onSave();
  };
  return (
    // The same non-dismissable modal as the paid-over one (spec §4): one overlay, focus trap and inert page for both.
    <BlockingModal isOpen={props.isOpen} title={t('forced.title')}>
      {props.currentName && props.choices.length > 0 ? (
        <p className={mutedText}>{t('forced.text', { status: props.currentName })}</p>
      ) : null}
      <form className={css.form} onSubmit={submit}>
        {props.choices.length > 0 ? (
          <RadioGroup
            className={css.group}
            value={props.selected === null ? null : String(props.selected)}
            onChange={(value) => props.onSelect(Number(value))}
            isReadOnly={busy}
          >
            <Label className={css.groupLabel}>{t('forced.choices')}</Label>
            {props.choices.map((choice) => (
              <Radio key={choice.id} value={String(choice.id)} className={css.radio}>
                <span className={css.indicator} aria-hidden="true" />
                <StatusDot color={choice.color} />
                <span className={css.radioText}>
                  <span className={css.radioName}>{choice.name}</span>
                  {choice.spaceName ? <span className={css.radioSpace}>{choice.spaceName}</span> : null}
                </span>
              </Radio>
            ))}
          </RadioGroup>
        ) : (
          <p className={mutedText}>{t('forced.noChoices')}</p>
        )}
        {props.error ? (
          <p role="alert" className={css.error}>
            {props.error}
          </p>
        ) : null}
        <div className={css.actions}>
          {props.choices.length > 0 ? (
            <Button type="submit" isDisabled={!props.canSave && !props.saving} isPending={props.saving}>
              {t('forced.save')}
            </Button>
          ) : null}
          <Button variant="secondary" onPress={props.onLogout} isPending={props.loggingOut} isDisabled={props.saving}>
            {tc('actions.logout')}
          </Button>
        </div>
      </form>
    </BlockingModal>
  );
}
