import { useTranslation } from 'react-i18next';
import { hasHiddenCharacters, visibleName } from '@console/machines/rules/visibleName';
import { name as nameClass } from './detail.css.ts';

// A name from the network (quality.md): as text, isolated from the text around it, its invisible characters shown.
export function AuthorName({ name }: { name: string }) {
  const { t } = useTranslation('item');
  const hidden = hasHiddenCharacters(name);
  return (
    <bdi className={nameClass} title={hidden ? t('author.hiddenCharacters') : undefined}>
      {visibleName(name)}
    </bdi>
  );
}
