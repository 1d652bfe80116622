// Who a payment goes to: the payee's name over its codes (biller and CRN, or BSB and account). Text only.
import type { PaymentView } from '../../api/payment-fields';
import { payeeDetail, payeeName } from '../../lib/manage-payments';
import { layout } from '@kit/layout';
import styles from './payments-ui.module.css';

export function PayeeDescription({ payment }: { payment: PaymentView }) {
  const detail = payeeDetail(payment);
  return (
    <span className={styles.stack}>
      <span className={layout.strong}>{payeeName(payment)}</span>
      {detail && <span className={`${layout.muted} ${layout.small}`}>{detail}</span>}
    </span>
  );
}
