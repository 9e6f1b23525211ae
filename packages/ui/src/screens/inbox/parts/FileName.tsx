import { useTranslation } from 'react-i18next';
import { hasHiddenCharacters, visibleName } from '@console/machines/rules/visibleName';

// An attachment's name is the sender's (quality.md): shown as author names are (AuthorName), isolated, its bidi and
// zero-width characters visible, so 'заказ №42\u202Etxt.exe' cannot pass for 'заказ №42exe.txt'.
export function FileName({ name }: { name: string }) {
  const { t } = useTranslation('composer');
  return <bdi title={hasHiddenCharacters(name) ? t('attachment.hiddenCharacters') : undefined}>{visibleName(name)}</bdi>;
}
