import { useTranslation } from 'react-i18next';
import { hiddenCharacterCodes, withoutHiddenCharacters } from '@console/machines/rules/visibleName';
import { hiddenMark, name as nameClass, truncatedBox, truncatedName } from './AuthorName.css.ts';

export interface AuthorNameProps {
  name: string;
  /**
   * One line cut with an ellipsis (rows); the full name on hover (title), over it on keyboard focus of the row or link
   * around it, and to screen readers (the text is whole).
   */
  truncate?: boolean;
}

// A name from the network (quality.md "Security"): as text, isolated from the text around it. Its hidden characters
// are dropped from the shown name, so an overridden name reads in its real order ('nimdA', not 'Admin'), and a marker
// after it says that it held them and which: 'Ann\u200Ba' is not taken for 'Anna'.
export function AuthorName({ name, truncate = false }: AuthorNameProps) {
  const { t } = useTranslation('item');
  const codes = hiddenCharacterCodes(name);
  const shown = withoutHiddenCharacters(name);
  const warning = codes.length > 0 ? t('author.hiddenCharacters', { codes: codes.join(', ') }) : null;
  return (
    <>
      {truncate ? (
        <span className={truncatedBox} data-name={shown}>
          <bdi className={truncatedName} title={shown}>
            {shown}
          </bdi>
        </span>
      ) : (
        <bdi className={nameClass}>{shown}</bdi>
      )}
      {warning === null ? null : (
        <span className={hiddenMark} role="img" aria-label={warning} title={warning}>
          <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
            <path d="M5 1.5h2l-.3 6H5.3zM5 9h2v1.75H5z" fill="currentColor" />
          </svg>
        </span>
      )}
    </>
  );
}
