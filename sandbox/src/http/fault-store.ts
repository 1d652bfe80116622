import { badRequest } from './http-error.js';

/** A fault as posted to /sandbox/faults (sandbox/README.md "Sandbox only"). */
export interface FaultSpec {
  method?: string;
  path: string;
  status?: number;
  delayMs?: number;
  reset?: boolean;
  malformed?: boolean;
  times?: number;
  /** The share of matching calls it hits, at random (0 to 1; default 1: every one). */
  probability?: number;
}

export interface Fault extends Required<Pick<FaultSpec, 'path' | 'status' | 'delayMs' | 'reset' | 'malformed' | 'probability'>> {
  id: number;
  method?: string;
  /** Calls it may still hit; undefined means unlimited. */
  remaining?: number;
  pattern: RegExp;
}

// Active faults, first match wins; a fault with `times` disappears after its last hit.
export class FaultStore {
  private faults: Fault[] = [];
  private nextId = 1;

  add(spec: FaultSpec): Fault {
    const fault: Fault = {
      id: this.nextId++,
      method: spec.method?.toUpperCase(),
      path: spec.path,
      status: spec.status ?? 500,
      delayMs: spec.delayMs ?? 0,
      reset: spec.reset ?? false,
      malformed: spec.malformed ?? false,
      remaining: spec.times,
      probability: spec.probability ?? 1,
      pattern: compilePattern(spec.path),
    };
    this.faults.push(fault);
    return fault;
  }

  /** Finds the fault for a call and counts the hit (a fault with a probability hits that share of calls). */
  take(method: string, path: string, random: () => number = Math.random): Fault | undefined {
    const fault = this.faults.find((f) => (!f.method || f.method === method) && f.pattern.test(path) && (f.probability >= 1 || random() < f.probability));
    if (fault?.remaining !== undefined && --fault.remaining <= 0) this.faults = this.faults.filter((f) => f !== fault);
    return fault;
  }

  list(): Omit<Fault, 'pattern'>[] {
    return this.faults.map(({ pattern: _pattern, ...rest }) => rest);
  }

  clear(): number {
    const n = this.faults.length;
    this.faults = [];
    return n;
  }
}

/** `/.../` is a regular expression; anything else a literal with `*` wildcards, matched whole. */
export function compilePattern(path: string): RegExp {
  if (path.length > 1 && path.startsWith('/') && path.endsWith('/')) {
    try {
      return new RegExp(path.slice(1, -1));
    } catch {
      throw badRequest(`path is not a valid regular expression: ${path}`);
    }
  }
  const literal = path.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${literal.join('.*')}$`);
}
