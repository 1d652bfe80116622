// The adviser codes a user works under, in the kit's table (it scrolls sideways on narrow screens).
import { useMemo } from 'react';
import { t } from '@kit/copy';
import { DataTable, type Column } from '@kit/table/data-table';

export interface Code {
  entityKey: string;
  dealerCode: string;
  code: string;
  productType: string;
  adviserType: string;
  adviserName?: string | null;
}

function codeColumns(): Column<Code>[] {
  return [
    { key: 'dealerCode', header: t('profile.details.dealerCode'), render: (c) => c.dealerCode },
    { key: 'code', header: t('profile.details.code'), render: (c) => c.code },
    { key: 'name', header: t('profile.details.codeName'), render: (c) => c.adviserName || t('profile.details.notProvided') },
    { key: 'product', header: t('profile.details.codeProduct'), render: (c) => c.productType },
    { key: 'type', header: t('profile.details.codeType'), render: (c) => (c.adviserType === 'DEALER' ? t('profile.details.codeTypeDealer') : t('profile.details.codeTypeAdviser')) },
  ];
}

export function CodesTable({ codes }: { codes: readonly Code[] }) {
  const columns = useMemo(() => codeColumns(), []);
  return <DataTable caption={t('profile.details.codesTitle')} columns={columns} rows={codes} rowId={(c) => `${c.entityKey}-${c.productType}`} plain />;
}
