// Every row of 001 §4 "Alert status derivation" (repeated in 002 §2) and every icon of 001 §3.
import { describe, expect, it } from 'vitest';
import { alertIcon, deriveAlertStatus, STATUS_ICONS, STATUS_LABELS, type AlertStatus } from './alert-status.js';

const TEXT_ROWS: [text: string, category: string, status: AlertStatus][] = [
  // Account closure request texts: 'unable to process' = Denied; 'complete' = Completed.
  ['We were unable to process the account closure request for 123.', 'completed', 'DENIED'],
  ['The account closure request for 123 is complete.', 'rejected', 'COMPLETED'],
  // Term deposit instruction texts: 'has been processed' = Completed; 'has been cancelled' = Denied; 'complete' = Received.
  ['The term deposit instruction for 123 has been processed.', 'rejected', 'COMPLETED'],
  ['The term deposit instruction for 123 has been cancelled.', 'completed', 'DENIED'],
  ['Your term deposit instruction for 123 is complete.', 'rejected', 'RECEIVED'],
  // Rollover-from-external-account texts: 'has been cancelled' = Denied; 'to receive the rollover' = Completed.
  ['The rollover from external account into 123 has been cancelled.', 'completed', 'DENIED'],
  ['Rollover from external account: 123 is ready to receive the rollover.', 'rejected', 'COMPLETED'],
  // 'Your request' texts.
  ['Your request R1 needs your action on a pending task.', 'completed', 'AWAITING_ADVISER'],
  ['Your request R1 is awaiting action.', 'completed', 'AWAITING_CLIENT_APPROVAL'],
];

const CATEGORY_ROWS: [category: string, status: AlertStatus | null][] = [
  ['direct_deposit_completion', 'COMPLETED'],
  ['update_tfn_intermediary_completion', 'COMPLETED'],
  ['completed', 'COMPLETED'],
  ['approved', 'COMPLETED'],
  ['actionable_open_security_settings', 'COMPLETED'],
  ['direct_deposit_creation', 'CREATED'],
  ['update_tfn_intermediary_creation', 'CREATED'],
  ['submitted', 'CREATED'],
  ['rejected', 'DENIED'],
  ['alert_warning', 'WARNING'],
  ['follow_up', null],
  ['awaiting', null],
];

describe('alert status derivation', () => {
  it.each(TEXT_ROWS)('text rules come first: %s', (text, category, status) => {
    expect(deriveAlertStatus(text, category)).toBe(status);
  });

  it.each(CATEGORY_ROWS)('otherwise by category: %s', (category, status) => {
    expect(deriveAlertStatus('A change of address was lodged.', category)).toBe(status);
  });

  it('matches the texts case-insensitively', () => {
    expect(deriveAlertStatus('YOUR REQUEST R1 IS AWAITING ACTION.', 'submitted')).toBe('AWAITING_CLIENT_APPROVAL');
  });

  it('a subject whose phrases do not match falls through to the category', () => {
    expect(deriveAlertStatus('The account closure request for 123 was received.', 'submitted')).toBe('CREATED');
  });

  it('without a text rule or category status, takes the upstream status text when it is one of the ten', () => {
    expect(deriveAlertStatus('A payment is waiting.', 'awaiting', 'awaiting client approval')).toBe('AWAITING_CLIENT_APPROVAL');
    expect(deriveAlertStatus('More information needed.', 'follow_up', 'In progress')).toBe('IN_PROGRESS');
    expect(deriveAlertStatus('Received.', 'follow_up', 'received')).toBe('RECEIVED');
    expect(deriveAlertStatus('Odd.', 'follow_up', 'something else')).toBeNull();
    // The category outranks the upstream status.
    expect(deriveAlertStatus('Approved.', 'approved', 'cancelled')).toBe('COMPLETED');
  });
});

describe('alert icons (001 §3)', () => {
  const ICONS: [AlertStatus | null, string][] = [
    ['COMPLETED', 'SUCCESS'], ['CREATED', 'INFO'], ['IN_PROGRESS', 'INFO'], ['CANCELLED', 'ERROR'],
    ['NOT_COMPLETED_AWAITING_ADVISER', 'ERROR'], ['DENIED', 'DENIED'], ['AWAITING_ADVISER', 'PENDING'],
    ['AWAITING_CLIENT_APPROVAL', 'PENDING'], ['WARNING', 'WARNING'], ['RECEIVED', 'MONEY'], [null, 'INFO'],
  ];
  it.each(ICONS)('%s shows %s', (status, icon) => expect(alertIcon(status)).toBe(icon));

  it('every status has a label and an icon', () => {
    expect(Object.keys(STATUS_LABELS).sort()).toEqual(Object.keys(STATUS_ICONS).sort());
    expect(STATUS_LABELS.NOT_COMPLETED_AWAITING_ADVISER).toBe('Not completed awaiting adviser');
  });
});
