// The adviser codes section of My profile and My access: the codes in the kit's table, "none" when there are
// none, or the error with "Try again" when the codes could not be read (the rest of the page still shows).
import { t } from '@kit/copy';
import { ErrorState } from '@kit/error-state';
import { layout } from '@kit/layout';
import { CodesTable, type Code } from './codes-table';

interface AdviserCodesProps {
  id: string;
  title: string;
  codes: readonly Code[] | null | undefined;
  refetch(): Promise<unknown>;
}

export function AdviserCodes({ id, title, codes, refetch }: AdviserCodesProps) {
  return (
    <section className={layout.panel} aria-labelledby={id}>
      <h2 id={id} className={layout.sectionTitle}>
        {title}
      </h2>
      {!codes && <ErrorState message={t('profile.details.codesError')} onRetry={() => void refetch().catch(() => undefined)} />}
      {codes && codes.length === 0 && <p>{t('profile.details.codesEmpty')}</p>}
      {codes && codes.length > 0 && <CodesTable codes={codes} />}
    </section>
  );
}
