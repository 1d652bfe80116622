// The adviser codes a user works under, as a table that scrolls sideways on narrow screens.
import { t } from '@kit/copy';
import styles from './profile.module.css';

interface Code {
  entityKey: string;
  dealerCode: string;
  code: string;
  productType: string;
  adviserType: string;
  adviserName?: string | null;
}

export function CodesTable({ codes }: { codes: readonly Code[] }) {
  return (
    <div className={styles.tableWrap} role="region" aria-label={t('profile.details.codesTitle')} tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('profile.details.dealerCode')}</th>
            <th scope="col">{t('profile.details.code')}</th>
            <th scope="col">{t('profile.details.codeName')}</th>
            <th scope="col">{t('profile.details.codeProduct')}</th>
            <th scope="col">{t('profile.details.codeType')}</th>
          </tr>
        </thead>
        <tbody>
          {codes.map((c) => (
            <tr key={`${c.entityKey}-${c.productType}`}>
              <td>{c.dealerCode}</td>
              <td>{c.code}</td>
              <td>{c.adviserName || t('profile.details.notProvided')}</td>
              <td>{c.productType}</td>
              <td>{c.adviserType === 'DEALER' ? t('profile.details.codeTypeDealer') : t('profile.details.codeTypeAdviser')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
