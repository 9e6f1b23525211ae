import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OtpSetup, OtpStatus } from '@console/api/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { Card } from '../../../components/Card/Card.tsx';
import { Dialog } from '../../../components/Dialog/Dialog.tsx';
import { alert, muted, row, sectionTitle, stack, status as statusClass, text } from '../../layout/SettingsPage.css.ts';
import { CodeForm } from './CodeForm.tsx';
import { QrCode } from './QrCode.tsx';
import { RecoveryCodes } from './RecoveryCodes.tsx';
import { secret as secretClass } from './Profile.css.ts';
import type { SaveState } from './useSaveState.ts';

export interface TwoFactorActions {
  onSetup: () => Promise<OtpSetup | null>;
  onConfirm: (code: string) => Promise<readonly string[] | null>;
  onDisable: (code: string) => Promise<boolean>;
  onRegenerate: (code: string) => Promise<readonly string[] | null>;
}

export interface TwoFactorSectionProps extends TwoFactorActions {
  status: OtpStatus | null;
  loadError: string | null;
  save: SaveState;
  /** Start in a step (stories): the set-up shown, or the codes just made. */
  initialStep?: Step;
}

export type Step = { kind: 'status' } | { kind: 'setup'; setup: OtpSetup } | { kind: 'codes'; codes: readonly string[] };

// Two-factor: turn on with a QR code and a code from the app, then the recovery codes; turn off or
// renew the codes with a current code or a recovery code.
export function TwoFactorSection({ status, loadError, save, initialStep, ...actions }: TwoFactorSectionProps) {
  const { t } = useTranslation('profile');
  const [step, setStep] = useState<Step>(initialStep ?? { kind: 'status' });
  const [asking, setAsking] = useState<'disable' | 'regenerate' | null>(null);
  const [notice, setNotice] = useState('');
  const error = save.status === 'failed' ? save.message : null;
  const pending = save.status === 'saving';

  const start = () => void actions.onSetup().then((setup) => setup && setStep({ kind: 'setup', setup }));
  const confirm = (code: string) => void actions.onConfirm(code).then((codes) => codes && setStep({ kind: 'codes', codes }));
  const answer = (code: string) => {
    if (asking === 'disable') {
      void actions.onDisable(code).then((done) => {
        if (!done) return;
        setAsking(null);
        setNotice(t('twoFactor.disabled'));
      });
    } else {
      void actions.onRegenerate(code).then((codes) => {
        if (!codes) return;
        setAsking(null);
        setStep({ kind: 'codes', codes });
      });
    }
  };

  return (
    <Card as="section" aria-labelledby="profile-otp">
      <h2 id="profile-otp" className={sectionTitle}>
        {t('twoFactor.title')}
      </h2>
      {loadError ? (
        <p role="alert" className={alert}>
          {loadError}
        </p>
      ) : null}
      {step.kind === 'status' && status ? (
        <div className={stack}>
          <p className={text}>{status.otp_enabled ? t('twoFactor.on') : t('twoFactor.off')}</p>
          {status.otp_enabled ? <p className={muted}>{t('twoFactor.codesLeft', { count: status.recovery_codes_left })}</p> : null}
          <div className={row}>
            {status.otp_enabled ? (
              <>
                <Button variant="secondary" onPress={() => setAsking('regenerate')}>
                  {t('twoFactor.regenerate')}
                </Button>
                <Button variant="danger" onPress={() => setAsking('disable')}>
                  {t('twoFactor.disable')}
                </Button>
              </>
            ) : (
              <Button onPress={start} isPending={pending}>
                {t('twoFactor.enable')}
              </Button>
            )}
          </div>
          <div role="alert" className={alert}>
            {asking ? null : error}
          </div>
        </div>
      ) : null}
      {step.kind === 'setup' ? (
        <div className={stack}>
          <h3 className={sectionTitle}>{t('twoFactor.scanTitle')}</h3>
          <p className={text}>{t('twoFactor.scanText')}</p>
          <QrCode value={step.setup.otpauth_url} alt={t('twoFactor.qrAlt')} />
          <p className={text}>
            {t('twoFactor.secretLabel')}: <span className={secretClass}>{step.setup.secret}</span>
          </p>
          <h3 className={sectionTitle}>{t('twoFactor.codeTitle')}</h3>
          <CodeForm
            kind="totp"
            submitLabel={t('twoFactor.confirm')}
            pending={pending}
            error={error}
            onSubmit={confirm}
            onCancel={() => setStep({ kind: 'status' })}
          />
        </div>
      ) : null}
      {step.kind === 'codes' ? <RecoveryCodes codes={step.codes} onDone={() => setStep({ kind: 'status' })} /> : null}
      <p role="status" className={statusClass}>
        {notice}
      </p>
      <Dialog
        isOpen={asking !== null}
        onClose={() => setAsking(null)}
        isDismissable={!pending}
        title={asking === 'disable' ? t('twoFactor.disableTitle') : t('twoFactor.regenerateTitle')}
      >
        {asking === 'regenerate' ? <p className={text}>{t('twoFactor.regenerateText')}</p> : null}
        <CodeForm
          kind="second"
          submitLabel={asking === 'disable' ? t('twoFactor.disable') : t('twoFactor.regenerate')}
          pending={pending}
          error={error}
          onSubmit={answer}
          onCancel={() => setAsking(null)}
        />
      </Dialog>
    </Card>
  );
}
