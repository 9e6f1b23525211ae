import { useTranslation } from 'react-i18next';
import { FileTrigger } from 'react-aria-components/FileTrigger';
import { Button } from '../../../components/Button/Button.tsx';
import type { AttachmentProblem } from './composerRules.ts';
import { fileChip, files as filesClass, problem as problemClass, row } from './ReplyComposer.css.ts';

export interface AttachmentPickerProps {
  names: readonly string[];
  /** The network's upload count for this kind of text (spec §9). */
  maxCount: number;
  imagesOnly: boolean;
  problem: AttachmentProblem | null;
  networkName: string;
  onAdd: (files: File[]) => void;
  onRemove: (index: number) => void;
  isDisabled?: boolean;
}

// spec §9: the network's number of attachments, images up to 5 MB, up to 10 MB where the source allows.
export function AttachmentPicker(props: AttachmentPickerProps) {
  const { names, maxCount, imagesOnly, problem, networkName, onAdd, onRemove, isDisabled } = props;
  const { t } = useTranslation('composer');
  const message =
    problem === null
      ? null
      : problem.kind === 'tooMany'
        ? t('tooMany', { network: networkName, count: problem.count })
        : problem.kind === 'tooBig'
          ? t('tooBig', { name: problem.name, size: problem.sizeMb })
          : t('imagesOnly', { name: problem.name });
  return (
    <div className={row}>
      <FileTrigger
        allowsMultiple={maxCount > 1}
        acceptedFileTypes={imagesOnly ? ['image/*'] : undefined}
        onSelect={(list) => onAdd(list ? Array.from(list) : [])}
      >
        <Button variant="secondary" isDisabled={isDisabled || names.length >= maxCount}>
          {`${t('attach')} ${names.length}/${maxCount}`}
        </Button>
      </FileTrigger>
      {names.length > 0 ? (
        <ul className={filesClass} aria-label={t('attachments')}>
          {names.map((name, index) => (
            <li key={`${name}-${index}`} className={fileChip}>
              <span>{name}</span>
              <Button variant="ghost" onPress={() => onRemove(index)} aria-label={t('removeFile', { name })}>
                ×
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {message ? (
        <p role="alert" className={problemClass}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
