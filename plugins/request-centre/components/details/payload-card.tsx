// The request's details from its payload (002 §3): each block titled and each field labelled from the
// catalogue by block kind and key; empty values are not shown. Values are text, never markup.
import { t } from '@kit/copy';
import type { CaseDetailsFieldsFragment } from '@kit/gql/graphql';
import { payloadBlockTitle, payloadFieldLabel, payloadGroupLabel } from '../../lib/labels';
import { displayValue } from '../../lib/sydney-time';
import { Card, layout } from '@kit/layout';
import shared from '../request-centre.module.css';
import styles from './details.module.css';

type Block = CaseDetailsFieldsFragment['payload'][number];
type Field = Block['fields'][number];

const present = (fields: readonly Field[]) => fields.filter((f) => f.value != null && f.value.trim() !== '');

function Fields({ kind, fields }: { kind: Block['kind']; fields: readonly Field[] }) {
  return (
    <dl className={`${layout.definitions} ${shared.definitions}`}>
      {fields.map((f) => (
        <div key={f.key}>
          <dt>{payloadFieldLabel(kind, f.key)}</dt>
          <dd>{displayValue(f.key, f.value ?? '')}</dd>
        </div>
      ))}
    </dl>
  );
}

export function PayloadCard({ blocks }: { blocks: readonly Block[] }) {
  const shown = blocks
    .map((b) => ({
      kind: b.kind,
      fields: present(b.fields),
      rows: b.rows.map((row) => ({ group: row.find((f) => f.key === 'group')?.value ?? null, fields: present(row.filter((f) => f.key !== 'group')) })).filter((r) => r.fields.length > 0),
    }))
    .filter((b) => b.fields.length > 0 || b.rows.length > 0);
  if (shown.length === 0) return null;
  return (
    <Card headingId="case-payload" title={t('requests.details.requestDetails')}>
      {shown.map((block, i) => (
        <div key={`${block.kind}-${i}`} className={styles.block}>
          <h3 className={styles.blockTitle}>{payloadBlockTitle(block.kind)}</h3>
          {block.fields.length > 0 && <Fields kind={block.kind} fields={block.fields} />}
          {block.rows.map((row, j) => (
            <div key={j} className={styles.subBlock}>
              {row.group && <h4 className={styles.subTitle}>{payloadGroupLabel(row.group)}</h4>}
              <Fields kind={block.kind} fields={row.fields} />
            </div>
          ))}
        </div>
      ))}
    </Card>
  );
}
