import { useTranslation } from 'react-i18next';
import { FileTrigger } from 'react-aria-components/FileTrigger';
import { Button } from '../../../components/Button/Button.tsx';
import { visibleName } from '@console/machines/rules/visibleName';
import { FileName } from '../parts/FileName.tsx';
import type { AttachmentProblem } from './composerRules.ts';
import { fileChip, files as filesClass, problem as problemClass, row } from './ReplyComposer.css.ts';

export interface AttachmentPickerProps {
  names: readonly string[];
  /** The network's upload count for this kind of text (spec §9). */
  maxCount: number;
  imagesOnly: boolean;
  /** The exact types the network takes (attachments.ts): the file picker offers only these. */
  types: readonly string[];
  problem: AttachmentProblem | null;
  networkName: string;
  onAdd: (files: File[]) => void;
  onRemove: (index: number) => void;
  isDisabled?: boolean;
}

// spec §9: the network's number of attachments, images up to 5 MB, up to 10 MB where the source allows; only the
// types the server takes (the picker's accept). Names are the user's files: shown with hidden characters visible.
export function AttachmentPicker(props: AttachmentPickerProps) {
  const { names, maxCount, types, problem, networkName, onAdd, onRemove, isDisabled } = props;
  const { t } = useTranslation('composer');
  const message =
    problem === null
      ? null
      : problem.kind === 'tooMany'
        ? t('tooMany', { network: networkName, count: problem.count })
        : problem.kind === 'tooBig'
          ? t('tooBig', { name: visibleName(problem.name), size: problem.sizeMb })
          : problem.kind === 'type'
            ? t('fileType', { mime: problem.mime || '?' })
            : t('imagesOnly', { name: visibleName(problem.name) });
  return (
    <div className={row}>
      <FileTrigger
        allowsMultiple={maxCount > 1}
        acceptedFileTypes={[...types]}
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
              <FileName name={name} />
              <Button variant="ghost" onPress={() => onRemove(index)} aria-label={t('removeFile', { name: visibleName(name) })}>
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
