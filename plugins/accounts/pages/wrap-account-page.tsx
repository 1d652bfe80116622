import type { PageProps } from '@kit/plugin';
import { AccountPage } from './account-page';

export default function WrapAccountPage({ params }: PageProps<'wrap-account'>) {
  return <AccountPage section="wrap-account" accountNumber={params.accountNumber} />;
}
