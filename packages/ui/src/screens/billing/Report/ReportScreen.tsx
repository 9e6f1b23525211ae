import { useParams } from 'wouter';
import { toBillingError } from '@console/machines/rules/billing';
import { usePayment } from '../../../data/index.ts';
import { ReportView } from './ReportView.tsx';

// /settings/billing/report/:id: where the payment provider sends the person back.
export function ReportScreen() {
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const payment = usePayment(valid ? id : null);

  if (!valid) return <ReportView paymentId={0} status="error" text={null} onRetry={() => undefined} />;
  if (payment.data) {
    return (
      <ReportView
        paymentId={id}
        status="ready"
        payment={payment.data}
        refreshing={payment.isValidating}
        onRefresh={() => void payment.mutate()}
      />
    );
  }
  if (payment.error) {
    const error = toBillingError(payment.error);
    // A 404 (not the user's, or no such payment) says so in the server's words.
    return (
      <ReportView
        paymentId={id}
        status="error"
        text={error.kind === 'server' ? error.text : null}
        onRetry={() => void payment.mutate()}
      />
    );
  }
  return <ReportView paymentId={id} status="loading" />;
}
