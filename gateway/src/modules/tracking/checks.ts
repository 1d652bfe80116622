// What the tracking mutations accept, checked before any upstream call.
import { ErrorCode, gatewayError } from '../../errors.js';

/** Entries a call may carry (the JSON scalar bounds their size at 64 KB). */
export const MAX_LOG_ENTRIES = 200;
const JS_STATUS = /^[A-Za-z0-9_.:()-]{1,64}$/;
const SESSION_ID = /^[A-Za-z0-9_-]{8,128}$/;

/** The entries as the collector's text body: one JSON object a line. */
export function logText(logs: unknown): string {
  if (!Array.isArray(logs) || logs.length === 0 || logs.length > MAX_LOG_ENTRIES) {
    throw gatewayError(ErrorCode.BAD_USER_INPUT, `logs must be a list of 1 to ${MAX_LOG_ENTRIES} log entries`);
  }
  return logs
    .map((entry, i) => {
      if (!entry || typeof entry !== 'object' || Array.isArray(entry) || typeof (entry as { type?: unknown }).type !== 'string') {
        throw gatewayError(ErrorCode.BAD_USER_INPUT, `logs[${i}] must be an object with a type`);
      }
      return JSON.stringify(entry);
    })
    .join('\n');
}

export function checkHealthReport(jsStatus: string, customerSessionId: string): { jsStatus: string; customerSessionId: string } {
  if (!JS_STATUS.test(jsStatus)) throw gatewayError(ErrorCode.BAD_USER_INPUT, 'jsStatus is not a status code such as error(699)');
  if (!SESSION_ID.test(customerSessionId)) throw gatewayError(ErrorCode.BAD_USER_INPUT, 'customerSessionId is not a tracking session id');
  return { jsStatus, customerSessionId };
}
