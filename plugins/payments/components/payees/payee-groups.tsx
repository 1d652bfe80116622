// A cash account's payees and billers in the 002 §3 groups, a table each; a group with no payees is left out.
// Names and nicknames come from clients and advisers: rendered as text only.
import { t } from '@kit/copy';
import type { PayeeGroup } from '../../lib/manage-payees';
import shared from '../shared/payments-ui.module.css';
import styles from './payees.module.css';

export function PayeeGroups({ groups }: { groups: readonly PayeeGroup[] }) {
  return (
    <div className={styles.groups}>
      {groups.map((group) => {
        const headingId = `payee-group-${group.key}`;
        return (
          <section key={group.key} className={styles.group} aria-labelledby={headingId}>
            <h3 id={headingId} className={styles.groupTitle}>
              {group.title}
            </h3>
            <table className={styles.table} aria-labelledby={headingId}>
              <thead>
                <tr>
                  <th scope="col">{t('payments.payees.column.name')}</th>
                  <th scope="col">{t('payments.payees.column.type')}</th>
                  <th scope="col">{t('payments.payees.column.details')}</th>
                </tr>
              </thead>
              <tbody>
                {group.rows.map((row) => (
                  <tr key={row.key}>
                    <td>
                      <span className={shared.stack}>
                        <span className={shared.strong}>{row.name}</span>
                        {row.nickname && <span className={`${shared.muted} ${shared.small}`}>{t('payments.payees.nickname', { nickname: row.nickname })}</span>}
                      </span>
                    </td>
                    <td>{t(row.kind === 'BPAY' ? 'payments.payees.type.bpay' : 'payments.payees.type.eft')}</td>
                    <td>
                      <span className={shared.stack}>
                        {row.details.map((detail) => (
                          <span key={detail}>{detail}</span>
                        ))}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        );
      })}
    </div>
  );
}
