import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/Card/Card.tsx';
import { CenteredPage } from '../../layout/CenteredPage.tsx';
import { heading, mutedText, text } from '../../layout/CenteredPage.css.ts';
import { issues as issuesClass } from './BootError.css.ts';

export type BootErrorReason = 'missing' | 'malformed';

export interface BootErrorProps {
  reason: BootErrorReason;
  /** What the config.json schema rejected, one line each (shown as text, never as HTML). */
  issues: readonly string[];
}

// A missing or malformed config.json shows a clear error page in the browser's language.
export function BootError({ reason, issues }: BootErrorProps) {
  const { t } = useTranslation('boot');
  return (
    <CenteredPage width="wide">
      <Card as="section" padding="lg" aria-labelledby="boot-error-title">
        <h1 id="boot-error-title" className={heading}>
          {t('error.title')}
        </h1>
        <p className={text}>{reason === 'missing' ? t('error.missing') : t('error.malformed')}</p>
        {issues.length > 0 ? (
          <ul className={issuesClass}>
            {issues.map((issue, index) => (
              <li key={`${index}-${issue}`}>{issue}</li>
            ))}
          </ul>
        ) : null}
        <p className={mutedText}>{t('error.hint')}</p>
      </Card>
    </CenteredPage>
  );
}
