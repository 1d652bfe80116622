import { describe, expect, it } from 'vitest';
import { caseHistory } from './case-history.js';

const at = (minute: number) => `2025-05-01T00:${String(minute).padStart(2, '0')}:00Z`;

describe('002 §2 case history', () => {
  it('starts with Submitted at the creation time and skips submitted and received events', () => {
    const history = caseHistory(at(0), [
      { type: 'SUBMITTED', timestamp: at(1) },
      { type: 'RECEIVED', timestamp: at(2) },
      { type: 'INPROGRESS', timestamp: at(3) },
    ]);
    expect(history).toEqual([
      { type: 'SUBMITTED', timestamp: at(0), followUpIds: [], authorisers: [] },
      { type: 'INPROGRESS', timestamp: at(3), followUpIds: [], authorisers: [] },
    ]);
  });

  it('merges consecutive identical types (latest timestamp, ids and authorisers together), not separated ones', () => {
    const history = caseHistory(at(0), [
      { type: 'FOLLOW_UP_RAISED', timestamp: at(1), follow_up_ids: ['F1'] },
      { type: 'follow up raised', timestamp: at(2), follow_up_ids: ['F2', 'F1'] },
      { type: 'PENDING_APPROVAL', timestamp: at(3), authorisers: [{ authoriser_name: 'Ava' }] },
      { type: 'PENDING_APPROVAL', timestamp: at(4), authorisers: ['Ben', 'Ava'] },
      { type: 'FOLLOW_UP_RAISED', timestamp: at(5), follow_up_ids: ['F3'] },
    ]);
    expect(history.map((e) => [e.type, e.timestamp, e.followUpIds, e.authorisers])).toEqual([
      ['SUBMITTED', at(0), [], []],
      ['FOLLOW_UP_RAISED', at(2), ['F1', 'F2'], []],
      ['PENDING_APPROVAL', at(4), [], ['Ava', 'Ben']],
      ['FOLLOW_UP_RAISED', at(5), ['F3'], []],
    ]);
  });

  it('a skipped event between two of one type lets them merge; events are taken in time order', () => {
    const history = caseHistory(at(0), [
      { type: 'INPROGRESS', timestamp: at(3) },
      { type: 'RECEIVED', timestamp: at(2) },
      { type: 'INPROGRESS', timestamp: at(1) },
    ]);
    expect(history.map((e) => [e.type, e.timestamp])).toEqual([['SUBMITTED', at(0)], ['INPROGRESS', at(3)]]);
  });

  it('attaches only the follow-up ids the case lists', () => {
    const history = caseHistory(at(0), [{ type: 'FOLLOW_UP_RAISED', timestamp: at(1), follow_up_ids: ['F1', 'HIDDEN'] }], ['F1']);
    expect(history[1].followUpIds).toEqual(['F1']);
  });
});
