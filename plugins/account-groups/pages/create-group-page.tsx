// dashboard/account-group/create: a new draft in the Grouping form; after the create, the group page.
import { useNavigate } from '@tanstack/react-router';
import { t } from '@kit/copy';
import type { PageProps } from '@kit/plugin';
import { useRouteHref } from '@kit/route-link';
import { GroupForm } from '../components/group-form';
import { layout } from '@kit/layout';
import styles from '../components/group.module.css';

export default function CreateGroupPage(_props: PageProps<'account-group.create'>) {
  const navigate = useNavigate();
  const href = useRouteHref();
  return (
    <div className={layout.page}>
      <section className={layout.hero} aria-labelledby="create-group-title">
        <p className={layout.eyebrow}>{t('groups.page.eyebrow')}</p>
        <h1 id="create-group-title" className={layout.title}>
          {t('groups.create.title')}
        </h1>
      </section>
      <section className={styles.card}>
        <GroupForm
          onSaved={(code) => void navigate({ to: href('account-group', { accountGroupCode: code }) ?? '/home' })}
          onCancel={() => void navigate({ to: href('dashboard') ?? '/home' })}
        />
      </section>
    </div>
  );
}
