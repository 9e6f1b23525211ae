import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Popover } from 'react-aria-components/Popover';
import { Button } from '../../../components/Button/Button.tsx';
import { option, optionText, popover, note, problem, row } from './ReplyComposer.css.ts';

export interface TemplateChoice {
  id: number;
  name: string;
  text: string;
}

export interface TemplateSuggestProps {
  /** The textarea: the popover sits on it, and keeps focus there (the listbox is driven by its keys). */
  triggerRef: RefObject<HTMLTextAreaElement | null>;
  isOpen: boolean;
  listId: string;
  templates: readonly TemplateChoice[];
  /** GET v1/templates under way, failed (a retry offered: not the same as no match), or answered. */
  status: TemplatesStatus;
  highlighted: number;
  onRetry: () => void;
  onInsert: (template: TemplateChoice) => void;
  /** The popover closed itself: react-aria closes a non-modal popover when an ancestor of its trigger scrolls. */
  onHide: () => void;
}

export type TemplatesStatus = 'loading' | 'error' | 'ready';

export const templateOptionId = (listId: string, index: number): string => `${listId}-${index}`;

// screens.md "Templates (insert with /)": the list under '/' as a listbox the textarea drives through
// aria-activedescendant (arrows move, Enter inserts, Esc closes); a click inserts too. Text only (untrusted names).
export function TemplateSuggest({
  triggerRef,
  isOpen,
  listId,
  templates,
  status,
  highlighted,
  onInsert,
  onHide,
  onRetry,
}: TemplateSuggestProps) {
  const { t } = useTranslation('composer');
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={(open) => (open ? undefined : onHide())}
      isNonModal
      placement="top start"
      className={popover}
    >
      {status === 'error' ? (
        <div role="alert" className={row}>
          <p className={problem}>{t('templatesFailed')}</p>
          <Button variant="secondary" onPress={onRetry}>
            {t('retry')}
          </Button>
        </div>
      ) : status === 'loading' ? (
        <p role="status" className={note}>
          {t('templatesLoading')}
        </p>
      ) : templates.length === 0 ? (
        <p className={note}>{t('noTemplates')}</p>
      ) : (
        <div role="listbox" id={listId} aria-label={t('templates')}>
          {templates.map((template, index) => (
            <div
              key={template.id}
              id={templateOptionId(listId, index)}
              role="option"
              aria-selected={index === highlighted}
              className={option}
              // Keep the caret in the textarea: the insert happens at the '/' it typed.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onInsert(template)}
            >
              <span>{template.name}</span>
              <span className={optionText}>{template.text}</span>
            </div>
          ))}
        </div>
      )}
    </Popover>
  );
}
