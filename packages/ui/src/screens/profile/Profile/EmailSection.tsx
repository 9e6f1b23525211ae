import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button.tsx';
import { Card } from '../../../components/Card/Card.tsx';
import { row, sectionTitle, text } from '../../layout/SettingsPage.css.ts';
import { badge } from './Profile.css.ts';

export interface EmailSectionProps {
  email: string;
  /** spec §3: email_status below 1 means unconfirmed. */
  confirmed: boolean;
  onOpenDialog: () => void;
}

export function EmailSection({ email, confirmed, onOpenDialog }: EmailSectionProps) {
  const { t } = useTranslation('profile');
  return (
    <Card as="section" aria-labelledby="profile-email">
      <h2 id="profile-email" className={sectionTitle}>
        {t('email.title')}
      </h2>
      <div className={row}>
        <p className={text}>{email}</p>
        <span className={badge({ tone: confirmed ? 'success' : 'warning' })}>
          {confirmed ? t('email.confirmed') : t('email.unconfirmed')}
        </span>
      </div>
      <div className={row}>
        <Button variant="secondary" onPress={onOpenDialog}>
          {confirmed ? t('email.change') : t('email.confirm')}
        </Button>
      </div>
    </Card>
  );
}
