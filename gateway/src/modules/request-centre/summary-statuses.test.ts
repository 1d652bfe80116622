import { describe, expect, it } from 'vitest';
import { AWAITING_STATUSES, IN_PROGRESS_STATUSES } from './summary-statuses.js';

describe('002 §4 requests in progress status lists', () => {
  it('splits the twelve counted statuses: For action is awaiting, the rest in progress', () => {
    expect(AWAITING_STATUSES).toEqual(['PENDING_APPROVAL', 'PARTIAL_APPROVED', 'AWAITING_ADVISER', 'PENDING_DOC_UPLOAD', 'AWAITING_EXTERNAL_PARTY', 'AWAITING_CLIENT']);
    expect(IN_PROGRESS_STATUSES).toEqual(['SUBMITTED', 'INPROGRESS', 'AWAITING_FUNDS_OR_ASSETS', 'AWAITING_PROCESSING_DATE', 'APPROVED', 'RECEIVED']);
  });
});
