import type { PageProps } from '@kit/plugin';
import { AccountPage } from './account-page';

export default function TermDepositPage({ params }: PageProps<'term-deposit'>) {
  return <AccountPage section="term-deposit" accountNumber={params.accountNumber} />;
}
