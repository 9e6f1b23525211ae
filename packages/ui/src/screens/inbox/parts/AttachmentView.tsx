import { useTranslation } from 'react-i18next';
import type { Attachment } from '@console/api/contract';
import { visibleName } from '@console/machines/rules/visibleName';
import { FileName } from './FileName.tsx';
import { attachmentPreview, muted, text } from './detail.css.ts';

/** '48 KB', '1.5 MB': a file's size in the page's locale. */
export function sizeText(t: (key: string, options: Record<string, unknown>) => string, locale: string, bytes: number) {
  const format = (value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
  if (bytes < 1024) return t('size.b', { value: format(bytes) });
  if (bytes < 1024 * 1024) return t('size.kb', { value: format(bytes / 1024) });
  return t('size.mb', { value: format(bytes / (1024 * 1024)) });
}

export interface AttachmentViewProps {
  attachment: Attachment;
  /** Its address on the API host through the URL sanitiser; null when it is not http(s): the name only. */
  href: string | null;
}

// A file of a chat message or of our item reply: images previewed, other files as a download with
// name and size. The name is text with its hidden characters shown (FileName), never markup.
export function AttachmentView({ attachment, href }: AttachmentViewProps) {
  const { t, i18n } = useTranslation('composer');
  const shown = visibleName(attachment.name);
  const size = sizeText(t, i18n.language, attachment.size);
  const label = (
    <>
      <FileName name={attachment.name} />
      {t('attachment.size', { size })}
    </>
  );
  if (href === null) return <span className={muted}>{label}</span>;
  return attachment.kind === 'image' ? (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow ugc" download={shown}>
      <img className={attachmentPreview} src={href} alt={t('attachment.image', { name: shown })} loading="lazy" />
    </a>
  ) : (
    <a className={text} href={href} rel="noopener noreferrer nofollow ugc" download={shown}>
      {label}
    </a>
  );
}
