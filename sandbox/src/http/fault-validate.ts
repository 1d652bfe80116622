import { badRequest } from './http-error.js';
import type { FaultSpec } from './fault-store.js';

// Checks a POST /sandbox/faults body field by field, so a typo fails loudly instead of
// installing a fault that never fires.
export function parseFaultSpec(body: unknown): FaultSpec {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('body must be a JSON object');
  const b = body as Record<string, unknown>;
  if (typeof b.path !== 'string' || !b.path) throw badRequest('path is required');
  const spec: FaultSpec = { path: b.path };
  if (b.method !== undefined) spec.method = text(b.method, 'method');
  if (b.status !== undefined) spec.status = integer(b.status, 'status', 100, 599);
  if (b.delayMs !== undefined) spec.delayMs = integer(b.delayMs, 'delayMs', 0, 120_000);
  if (b.times !== undefined) spec.times = integer(b.times, 'times', 1, 1_000_000);
  if (b.reset !== undefined) spec.reset = flag(b.reset, 'reset');
  if (b.malformed !== undefined) spec.malformed = flag(b.malformed, 'malformed');
  if (b.probability !== undefined) {
    if (typeof b.probability !== 'number' || !(b.probability > 0 && b.probability <= 1)) throw badRequest('probability must be a number above 0 and at most 1');
    spec.probability = b.probability;
  }
  return spec;
}

function text(v: unknown, name: string): string {
  if (typeof v !== 'string' || !v) throw badRequest(`${name} must be a non-empty string`);
  return v;
}

function integer(v: unknown, name: string, min: number, max: number): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) {
    throw badRequest(`${name} must be an integer from ${min} to ${max}`);
  }
  return v;
}

function flag(v: unknown, name: string): boolean {
  if (typeof v !== 'boolean') throw badRequest(`${name} must be true or false`);
  return v;
}
