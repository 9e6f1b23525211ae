import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReferralPromocode, ReferralResponse } from '@console/api/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { Card } from '../../../components/Card/Card.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { useDates } from '../../../format/dates.tsx';
import { formatMoney } from '../../billing/format.ts';
import { muted, sectionHeading, table, text } from '../../billing/Billing/BillingView.css.ts';
import { amount, code as codeClass, linkField, linkRow, stack, terms, totalRow } from './ReferralView.css.ts';

export interface ReferralViewProps {
  referral: ReferralResponse;
  /** The sign-up link of a code (spec §2.1 /signup?code=), on the console's origin. */
  linkOf: (code: string) => string;
  /** Puts the text on the clipboard; rejects when the browser refuses. */
  copy: (text: string) => Promise<void>;
}

// settings/referral (spec §2.4 referral, §6 partners only): the link and terms of each code, the workspaces signed up
// with them and their payments, with totals.
export function ReferralView({ referral, linkOf, copy }: ReferralViewProps) {
  const { t } = useTranslation('billing', { keyPrefix: 'referral' });
  return (
    <>
      <p className={muted}>{t('intro')}</p>
      {referral.promocodes.length === 0 ? (
        <Card>
          <p className={text}>{t('code.none')}</p>
        </Card>
      ) : (
        referral.promocodes.map((promocode) => (
          <PromocodeCard key={promocode.code} promocode={promocode} link={linkOf(promocode.code)} copy={copy} />
        ))
      )}
      <Workspaces referral={referral} />
      <Payments referral={referral} />
    </>
  );
}

function PromocodeCard({
  promocode,
  link,
  copy,
}: {
  promocode: ReferralPromocode;
  link: string;
  copy: (text: string) => Promise<void>;
}) {
  const { t } = useTranslation('billing', { keyPrefix: 'referral' });
  const dates = useDates();
  const [copied, setCopied] = useState<'copied' | 'copyFailed' | null>(null);
  const headingId = `referral-code-${promocode.code}`;
  const onCopy = () =>
    void copy(link).then(
      () => setCopied('copied'),
      () => setCopied('copyFailed'),
    );
  const left = promocode.max_uses === null ? null : Math.max(0, promocode.max_uses - promocode.uses);
  return (
    <Card as="section" aria-labelledby={headingId}>
      <div className={stack}>
        <h2 id={headingId} className={sectionHeading}>
          {t('link.title')}
        </h2>
        <div className={linkRow}>
          <TextField
            className={linkField}
            label={t('link.label', { code: promocode.code })}
            value={link}
            isReadOnly
            onFocus={(event) => (event.target as HTMLInputElement).select()}
          />
          <Button variant="secondary" onPress={onCopy}>
            {t('link.copy')}
          </Button>
        </div>
        <p role="status" className={muted}>
          {copied ? t(`link.${copied}`) : ''}
        </p>
        <h3 className={sectionHeading}>
          {t('code.title')}: <span className={codeClass}>{promocode.code}</span>
        </h3>
        <ul className={terms}>
          {promocode.percent_off > 0 ? <li>{t('code.percentOff', { percent: promocode.percent_off })}</li> : null}
          {promocode.extra_days > 0 ? <li>{t('code.extraDays', { count: promocode.extra_days })}</li> : null}
          <li>{left === null ? t('code.unlimited') : t('code.usesLeft', { count: left, max: promocode.max_uses })}</li>
          <li>
            {promocode.valid_until === null
              ? t('code.noEnd')
              : t('code.validUntil', { date: dates.date({ s: promocode.valid_until }) })}
          </li>
        </ul>
      </div>
    </Card>
  );
}

function Workspaces({ referral }: { referral: ReferralResponse }) {
  const { t, i18n } = useTranslation('billing', { keyPrefix: 'referral' });
  const dates = useDates();
  const money = (value: number) => formatMoney(value, referral.currency, i18n.language);
  return (
    <Card as="section" aria-labelledby="referral-workspaces">
      <div className={stack}>
        <h2 id="referral-workspaces" className={sectionHeading}>
          {t('workspaces.title')}
        </h2>
        {referral.workspaces.length === 0 ? (
          <p className={muted}>{t('workspaces.empty')}</p>
        ) : (
          <table className={table} aria-labelledby="referral-workspaces">
            <thead>
              <tr>
                <th scope="col">{t('workspaces.name')}</th>
                <th scope="col">{t('workspaces.signedUp')}</th>
                <th scope="col">{t('workspaces.plan')}</th>
                <th scope="col" className={amount}>
                  {t('workspaces.paid')}
                </th>
              </tr>
            </thead>
            <tbody>
              {referral.workspaces.map((workspace) => (
                <tr key={workspace.id}>
                  <td>{workspace.name}</td>
                  <td data-label={t('workspaces.signedUp')}>{dates.date({ s: workspace.signed_up_at })}</td>
                  <td data-label={t('workspaces.plan')}>
                    {workspace.is_trial ? t('workspaces.trial', { name: workspace.tariff.name }) : workspace.tariff.name}
                  </td>
                  <td data-label={t('workspaces.paid')} className={amount}>
                    {money(workspace.paid_total)}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className={totalRow}>
                <td colSpan={3}>{t('workspaces.count', { count: referral.workspaces.length })}</td>
                <td data-label={t('payments.total')} className={amount}>
                  {money(referral.paid_total)}
                </td>
              </tr>
            </tfoot>
          </table>
        )}
      </div>
    </Card>
  );
}

function Payments({ referral }: { referral: ReferralResponse }) {
  const { t, i18n } = useTranslation('billing', { keyPrefix: 'referral' });
  const dates = useDates();
  if (referral.workspaces.length === 0) return null;
  return (
    <Card as="section" aria-labelledby="referral-payments">
      <div className={stack}>
        <h2 id="referral-payments" className={sectionHeading}>
          {t('payments.title')}
        </h2>
        {referral.payments.length === 0 ? (
          <p className={muted}>{t('payments.empty')}</p>
        ) : (
          <table className={table} aria-labelledby="referral-payments">
            <thead>
              <tr>
                <th scope="col">{t('payments.date')}</th>
                <th scope="col">{t('payments.workspace')}</th>
                <th scope="col" className={amount}>
                  {t('payments.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {referral.payments.map((payment) => (
                <tr key={payment.id}>
                  <td>{dates.date({ s: payment.paid_at })}</td>
                  <td data-label={t('payments.workspace')}>{payment.space_name}</td>
                  <td data-label={t('payments.amount')} className={amount}>
                    {formatMoney(payment.amount, payment.currency, i18n.language)}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className={totalRow}>
                <td colSpan={2}>{t('payments.total')}</td>
                <td className={amount}>{formatMoney(referral.paid_total, referral.currency, i18n.language)}</td>
              </tr>
            </tfoot>
          </table>
        )}
      </div>
    </Card>
  );
}
