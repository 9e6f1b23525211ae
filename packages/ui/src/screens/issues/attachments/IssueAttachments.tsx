import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DropZone } from 'react-aria-components/DropZone';
import { FileTrigger } from 'react-aria-components/FileTrigger';
import {
  ISSUE_ATTACHMENT_MAX_BYTES,
  ISSUE_ATTACHMENT_TYPES,
  ISSUE_ATTACHMENTS_MAX,
  type IssueAttachment,
} from '@console/api/contract';
import { visibleName } from '@console/machines/rules/visibleName';
import { Button } from '../../../components/Button/Button.tsx';
import { useIssueAttachments, type IssueFileProblem } from '../../../data/issueAttachments.ts';
import { useMe } from '../../../data/resources.ts';
import { ConfirmDialog } from '../../layout/ConfirmDialog.tsx';
import { FileName } from '../../inbox/parts/FileName.tsx';
import { sizeText } from '../../inbox/parts/AttachmentView.tsx';
import * as css from './IssueAttachments.css.ts';

export interface IssueAttachmentsProps {
  issueId: number;
  /** IssueDetail.attachments. */
  attachments: readonly IssueAttachment[];
  /** The user creates and processes issues in the issue's space (ISSUE_WRITE_ROLES): adds files, removes their own. */
  canWrite: boolean;
  /** An administrator of the issue's space also removes others' files (docs/issues.md "Attachments"). */
  canRemoveAny?: boolean;
  /** After a file is added or removed: the page refetches the issue (its version and history moved). */
  onChanged?: () => void;
}

const MB = 1024 * 1024;

// docs/issues.md "Attachments": an issue's files with name, size and who added them; a download by a short signed
// link; adding by the button or by dropping files, each checked for type, size and count before it is sent (the
// server checks again), with progress; removal after a confirmation. Names are the uploaders' text (FileName).
export function IssueAttachments({ issueId, attachments, canWrite, canRemoveAny = false, onChanged }: IssueAttachmentsProps) {
  const { t, i18n } = useTranslation('issues');
  const { t: tc } = useTranslation('composer');
  const me = useMe().data;
  const { files, upload, problems, add, remove, linkOf } = useIssueAttachments(issueId, attachments, onChanged);
  const [removing, setRemoving] = useState<IssueAttachment | null>(null);
  const [pending, setPending] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [downloadFailed, setDownloadFailed] = useState(false);

  const mayRemove = (file: IssueAttachment) => canWrite && (canRemoveAny || (me !== undefined && file.uploaded_by?.id === me.id));
  const full = files.length >= ISSUE_ATTACHMENTS_MAX;

  const download = async (file: IssueAttachment) => {
    setDownloadFailed(false);
    try {
      const href = await linkOf(file.id);
      if (href === null) throw new Error('unsafe link');
      // The answer is a download (content-disposition: attachment): the page stays.
      window.location.assign(href);
    } catch {
      setDownloadFailed(true);
    }
  };

  const confirmRemove = async () => {
    if (!removing) return;
    setPending(true);
    setRemoveError(null);
    try {
      await remove(removing.id);
      setRemoving(null);
    } catch {
      setRemoveError(t('files.confirm.failed'));
    } finally {
      setPending(false);
    }
  };

  const problemText = (problem: IssueFileProblem) => {
    switch (problem.kind) {
      case 'type':
        return t('files.problem.type', { name: visibleName(problem.name), mime: problem.mime || '?' });
      case 'tooLarge':
        return t('files.problem.tooLarge', { name: visibleName(problem.name), limit: problem.limitMb });
      case 'tooMany':
        return t('files.problem.tooMany', { limit: problem.limit });
      case 'server':
        return problem.text
          ? t('files.problem.server', { name: visibleName(problem.name), text: problem.text })
          : t('files.problem.serverUnknown', { name: visibleName(problem.name) });
    }
  };

  const picker = (
    <FileTrigger
      allowsMultiple
      acceptedFileTypes={[...ISSUE_ATTACHMENT_TYPES]}
      onSelect={(list) => void add(list ? [...list] : [])}
    >
      <Button variant="secondary" isDisabled={upload !== null || full}>
        {t('files.add')}
      </Button>
    </FileTrigger>
  );

  return (
    <section className={css.root} aria-labelledby={`issue-files-${issueId}`}>
      <h2 id={`issue-files-${issueId}`} className={css.heading}>
        {t('files.title')}
      </h2>
      {files.length === 0 ? (
        <p className={css.muted}>{t('files.empty')}</p>
      ) : (
        <ul className={css.list}>
          {files.map((file) => {
            const size = sizeText(tc, i18n.language, file.size);
            return (
              <li key={file.id} className={css.file}>
                <span className={css.fileText}>
                  <span className={css.fileName}>
                    <FileName name={file.name} />
                  </span>
                  <span className={css.meta}>
                    {file.uploaded_by ? t('files.by', { size, user: file.uploaded_by.name }) : size}
                  </span>
                </span>
                <Button
                  variant="ghost"
                  aria-label={t('files.download', { name: visibleName(file.name) })}
                  onPress={() => void download(file)}
                >
                  ↓
                </Button>
                {mayRemove(file) ? (
                  <Button
                    variant="ghost"
                    aria-label={t('files.remove', { name: visibleName(file.name) })}
                    onPress={() => {
                      setRemoveError(null);
                      setRemoving(file);
                    }}
                  >
                    ×
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {downloadFailed ? (
        <p role="alert" className={css.problem}>
          {t('files.downloadFailed')}
        </p>
      ) : null}
      {canWrite ? (
        <DropZone
          className={css.drop}
          aria-label={t('files.dropLabel')}
          isDisabled={upload !== null || full}
          getDropOperation={(types) =>
            ISSUE_ATTACHMENT_TYPES.some((type) => types.has(type)) || types.has('Files') ? 'copy' : 'cancel'
          }
          onDrop={async (event) => {
            const dropped = event.items.flatMap((item) => (item.kind === 'file' ? [item.getFile()] : []));
            void add(await Promise.all(dropped));
          }}
        >
          {picker}
          <span className={css.muted}>{t('files.drop')}</span>
          <span className={css.muted}>
            {t('files.limits', { limit: ISSUE_ATTACHMENTS_MAX, size: Math.round(ISSUE_ATTACHMENT_MAX_BYTES / MB) })}
          </span>
        </DropZone>
      ) : null}
      {upload ? (
        <div className={css.progress}>
          <span className={css.muted} aria-live="polite">
            {t('files.uploading', { name: visibleName(upload.name), done: upload.done + 1, total: upload.total })}
          </span>
          <div
            role="progressbar"
            aria-label={t('files.uploadingLabel')}
            aria-valuemin={0}
            aria-valuemax={upload.total}
            aria-valuenow={upload.done}
            className={css.bar}
          >
            <div className={css.barFill} style={{ width: `${Math.round(((upload.done + 0.5) / upload.total) * 100)}%` }} />
          </div>
        </div>
      ) : null}
      {problems.length > 0 ? (
        <div role="alert">
          <ul className={css.problems}>
            {problems.map((problem, index) => (
              <li key={index} className={css.problem}>
                {problemText(problem)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <ConfirmDialog
        title={removing ? t('files.confirm.title', { name: visibleName(removing.name) }) : null}
        text={t('files.confirm.text')}
        confirmLabel={t('files.confirm.confirm')}
        cancelLabel={t('files.confirm.cancel')}
        pending={pending}
        error={removeError}
        onConfirm={() => void confirmRemove()}
        onClose={() => setRemoving(null)}
      />
    </section>
  );
}
