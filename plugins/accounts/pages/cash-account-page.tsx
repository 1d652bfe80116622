import type { PageProps } from '@kit/plugin';
import { AccountPage } from './account-page';

export default function CashAccountPage({ params }: PageProps<'cash-account'>) {
  return <AccountPage section="cash-account" accountNumber={params.accountNumber} />;
}
