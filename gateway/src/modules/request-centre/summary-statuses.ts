// 002 §4 "Task statuses counted in awaiting or in-progress lists", split for tasks/summary: awaiting is the
// statuses shown as For action (someone must act: the adviser, the client, an external party); in progress is
// the rest of the list (the case is moving without anyone being asked). AWAITING_CLIENT_APPROVAL is not in the
// specification's list, so it is in neither.
import { STATUS_TABLE, type TaskStatus } from './case-status.js';

const COUNTED: readonly TaskStatus[] = [
  'SUBMITTED', 'PENDING_APPROVAL', 'PARTIAL_APPROVED', 'INPROGRESS', 'AWAITING_ADVISER', 'PENDING_DOC_UPLOAD',
  'AWAITING_EXTERNAL_PARTY', 'AWAITING_CLIENT', 'AWAITING_FUNDS_OR_ASSETS', 'AWAITING_PROCESSING_DATE', 'APPROVED', 'RECEIVED',
];
const FOR_ACTION = new Set<TaskStatus>([...STATUS_TABLE.FOR_ACTION_ADVISER, ...STATUS_TABLE.FOR_ACTION_CLIENT, ...STATUS_TABLE.FOR_ACTION_EXTERNAL_PARTY]);

export const AWAITING_STATUSES = COUNTED.filter((s) => FOR_ACTION.has(s));
export const IN_PROGRESS_STATUSES = COUNTED.filter((s) => !FOR_ACTION.has(s));
