import { describe, expect, it } from 'vitest';
import { caseStatus, classifyStatus, STATUS_TABLE, taskStatusesOf } from './case-status.js';
import { catalogue } from '../../testing/copy-catalogue.js';

// 002 §2 Status display, row by row, with the server statuses as the table writes them.
const SPEC_TABLE: [label: string, display: string, pill: string, statuses: string[]][] = [
  ['Received', 'RECEIVED', 'DEFAULT', ['received', 'submitted']],
  ['Completed', 'COMPLETED', 'POSITIVE', ['completed']],
  ['In progress', 'IN_PROGRESS', 'INFO', ['in progress', 'approved', 'ready for collection', 'awaiting funds or assets']],
  ['For action: Adviser', 'FOR_ACTION_ADVISER', 'WARNING', ['awaiting adviser']],
  ['For action: Client', 'FOR_ACTION_CLIENT', 'WARNING', ['pending doc upload', 'awaiting client', 'awaiting client approval', 'pending approval', 'partial approved']],
  ['For action: External party', 'FOR_ACTION_EXTERNAL_PARTY', 'WARNING', ['awaiting external party']],
  ['Awaiting processing date', 'AWAITING_PROCESSING_DATE', 'INFO', ['awaiting processing date']],
  ['Cancelled', 'CANCELLED', 'NEGATIVE', ['cancelled', 'declined', 'failed']],
  ['Reclassified', 'RECLASSIFIED', 'DEFAULT', ['reclassified']],
];

const upperCode = (status: string) => (status === 'in progress' ? 'INPROGRESS' : status.toUpperCase().replace(/ /g, '_'));

describe('002 §2 status display', () => {
  for (const [label, display, pill, statuses] of SPEC_TABLE) {
    for (const status of statuses) {
      it(`${status} is ${label}`, () => {
        for (const raw of [status, upperCode(status), status.replace(/ /g, '_'), status.toUpperCase()]) {
          expect(caseStatus(raw, {}, catalogue)).toMatchObject({ code: upperCode(status), display, label, pill });
        }
      });
    }
  }

  it('covers every task status of 002 §3 and nothing else', () => {
    const listed = 'SUBMITTED, INPROGRESS, COMPLETED, RECEIVED, CANCELLED, DECLINED, RECLASSIFIED, AWAITING_ADVISER, READY_FOR_COLLECTION, AWAITING_EXTERNAL_PARTY, AWAITING_CLIENT, AWAITING_FUNDS_OR_ASSETS, AWAITING_PROCESSING_DATE, FAILED, AWAITING_CLIENT_APPROVAL, PENDING_APPROVAL, PENDING_DOC_UPLOAD, PARTIAL_APPROVED, APPROVED'.split(', ');
    expect(Object.values(STATUS_TABLE).flat().sort()).toEqual(listed.sort());
    expect(SPEC_TABLE.flatMap(([, , , s]) => s).map(upperCode).sort()).toEqual(listed.sort());
  });

  it('an unknown status is an error, not a guess', () => {
    for (const raw of ['ON_HOLD', '', null, undefined]) {
      expect(() => classifyStatus(raw)).toThrow(expect.objectContaining({ extensions: expect.objectContaining({ code: 'UPSTREAM_BAD_RESPONSE' }) }));
    }
  });

  it('a display filter sends every status it groups', () => {
    expect(taskStatusesOf(['CANCELLED', 'COMPLETED'])).toEqual(['CANCELLED', 'DECLINED', 'FAILED', 'COMPLETED']);
  });
});

describe('secondary labels', () => {
  const label = (raw: string, facts = {}) => caseStatus(raw, facts, catalogue).secondaryLabel;

  it('awaiting funds or assets is In progress with its own secondary label', () => {
    expect(label('AWAITING_FUNDS_OR_ASSETS')).toBe('In progress: Awaiting funds or assets');
    expect(label('INPROGRESS')).toBeNull();
  });

  it('a cancellation reason with a title gives Cancelled: {title}', () => {
    expect(label('CANCELLED', { cancellationReasonCode: 'CANCELLED_EXPIRED' })).toBe('Cancelled: Request expired');
    expect(label('FAILED', { cancellationReasonCode: 'CANCELLED_PROCESSING_ERROR' })).toBe('Cancelled: Unable to rollover from external account');
    expect(label('CANCELLED', { cancellationReasonCode: 'migrated_pega_case' })).toBeNull();
    expect(label('CANCELLED')).toBeNull();
  });

  it('declined with a declining authoriser gives Denied by', () => {
    expect(label('DECLINED', { decliningAuthoriser: 'Ava Smith', cancellationReasonCode: 'CANCELLED_EXPIRED' })).toBe('Cancelled: Denied by Ava Smith');
    expect(label('DECLINED', { cancellationReasonCode: 'CANCELLED_EXPIRED' })).toBe('Cancelled: Request expired');
  });

  it('a rollover authority the adviser cancelled gives Cancelled by {user}', () => {
    const facts = { cancellationReasonCode: 'CANCELLED_BY_ADVISER', rolloverAuthority: true, cancelledBy: 'Olivia Wrap' };
    expect(label('CANCELLED', facts)).toBe('Cancelled: Cancelled by Olivia Wrap');
    expect(label('CANCELLED', { ...facts, rolloverAuthority: false })).toBeNull();
    expect(label('CANCELLED', { ...facts, cancelledBy: null })).toBeNull();
  });

  it('only the Cancelled group has cancellation labels', () => {
    expect(label('COMPLETED', { cancellationReasonCode: 'CANCELLED_EXPIRED', decliningAuthoriser: 'A' })).toBeNull();
  });
});
