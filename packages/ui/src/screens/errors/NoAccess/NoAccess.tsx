import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button.tsx';
import { Card } from '../../../components/Card/Card.tsx';
import { CenteredPage } from '../../layout/CenteredPage.tsx';
import { heading, mutedText, text } from '../../layout/CenteredPage.css.ts';
import { interpolateNodes } from './interpolateNodes.tsx';
import { body, identity } from './NoAccess.css.ts';

export interface NoAccessUser {
  name: string;
  email: string;
}

export interface NoAccessViewProps {
  /** The server's error text of the 403 (untrusted: shown as text), or null for the default text. */
  serverText: string | null;
  /** Who is logged in; null while unknown. */
  user: NoAccessUser | null;
  onLoginAsOther: () => void;
  /** The logout behind 'Login as a different user' is running. */
  busy?: boolean;
}

// The sentence adds its own full stop after the server's text: one at its end would be doubled.
const withoutFinalStop = (serverText: string): string => serverText.trim().replace(/[.\s]+$/u, '');

// spec §8, §6: 'Нет доступа', the server's text or the default one, who is logged in, 'Login as a different user'.
export function NoAccessView({ serverText, user, onLoginAsOther, busy = false }: NoAccessViewProps) {
  const { t } = useTranslation('shell');
  const error = serverText === null ? '' : withoutFinalStop(serverText);
  return (
    <CenteredPage>
      <Card as="section" padding="lg" raised aria-labelledby="no-access-title">
        <h1 id="no-access-title" className={heading}>
          {t('noAccess.title')}
        </h1>
        <div className={body}>
          <p className={text}>
            {error === ''
              ? t('noAccess.default')
              : interpolateNodes((marks) => t('noAccess.withServerText', marks), { error: <bdi>{error}</bdi> })}
          </p>
          {user ? (
            <p className={mutedText}>
              {interpolateNodes((marks) => t('noAccess.loggedInAs', marks), {
                // <bdi>: a right-to-left or control character in a name must not reorder the sentence around it.
                name: <bdi className={identity}>{user.name}</bdi>,
                email: <bdi className={identity}>{user.email}</bdi>,
              })}
            </p>
          ) : null}
        </div>
        <Button fullWidth onPress={onLoginAsOther} isPending={busy}>
          {t('noAccess.loginAsOther')}
        </Button>
      </Card>
    </CenteredPage>
  );
}
