import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button.tsx';
import { row, sectionTitle, stack, status, text } from '../../layout/SettingsPage.css.ts';
import { codes as codesClass } from './Profile.css.ts';

export interface RecoveryCodesProps {
  codes: readonly string[];
  onDone: () => void;
}

// The one-time recovery codes, shown once, with copy and download (7 characters, they fit the code field).
export function RecoveryCodes({ codes, onDone }: RecoveryCodesProps) {
  const { t } = useTranslation('profile');
  const [copied, setCopied] = useState(false);
  const asText = codes.join('\n') + '\n';
  const copy = () =>
    void navigator.clipboard?.writeText(asText).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  const download = () => {
    const url = URL.createObjectURL(new Blob([asText], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = t('twoFactor.fileName');
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
  return (
    <div className={stack}>
      <h3 className={sectionTitle}>{t('twoFactor.codesTitle')}</h3>
      <p className={text}>{t('twoFactor.codesText')}</p>
      <ul className={codesClass} aria-label={t('twoFactor.codesTitle')}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={row}>
        <Button variant="secondary" onPress={copy}>
          {t('twoFactor.copy')}
        </Button>
        <Button variant="secondary" onPress={download}>
          {t('twoFactor.download')}
        </Button>
        <Button onPress={onDone}>{t('twoFactor.done')}</Button>
      </div>
      <p role="status" className={status}>
        {copied ? t('twoFactor.copied') : ''}
      </p>
    </div>
  );
}
