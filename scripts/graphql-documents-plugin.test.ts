import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { documentExport, generatedDocuments } from './lib/graphql-documents-plugin.ts';

describe('graphql documents plugin', () => {
  it('maps a document to the export graphql-codegen generates for it', () => {
    expect(documentExport('`\n  query BellStatus {\n    alertCounts { unread }\n  }\n`')).toBe('BellStatusDocument');
    expect(documentExport('`mutation MarkAlertsRead($ids: [ID!]!) { markAlertsRead(ids: $ids) { marked } }`')).toBe('MarkAlertsReadDocument');
    expect(documentExport('`subscription AlertEvents { alertEvents { counts { unread } } }`')).toBe('AlertEventsDocument');
    expect(documentExport('`\n  fragment AlertFields on Alert { id }\n`')).toBe('AlertFieldsFragmentDoc');
    expect(documentExport('`{ ping }`')).toBeNull();
  });

  it('reads every generated document of graphql.ts, each a parseable document', () => {
    const source = readFileSync('web/src/kit/gql/graphql.ts', 'utf8');
    const docs = generatedDocuments(source);
    const exported = [...source.matchAll(/^export const (\w+(?:Document|FragmentDoc)) = /gm)].map((m) => m[1]);
    expect([...docs.keys()].sort()).toEqual(exported.sort());
    expect(JSON.parse(docs.get('AnnouncementsDocument')!)).toMatchObject({ kind: 'Document', definitions: [{ name: { value: 'Announcements' } }] });
    // A document that spreads fragments carries their definitions, so an inlined copy stands alone.
    const bell = JSON.parse(docs.get('BellStatusDocument')!) as { definitions: { name: { value: string } }[] };
    expect(bell.definitions.map((d) => d.name.value).sort()).toEqual(['AlertCountsFields', 'BellStatus', 'NotificationCountsFields']);
  });
});
