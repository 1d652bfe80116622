// One line per executed operation: name, duration and error codes. Off by default (it is noise in
// tests and development); LOG_REQUESTS=1 turns it on.
import type { Plugin } from 'graphql-yoga';

export interface RequestLoggingOptions {
  enabled?: boolean;
  log?: (line: string) => void;
}

export function useRequestLogging({ enabled = false, log = (line) => console.info(line) }: RequestLoggingOptions = {}): Plugin {
  if (!enabled) return {};
  return {
    onExecute({ args }) {
      const started = performance.now();
      const name = args.operationName ?? 'anonymous';
      return {
        onExecuteDone({ result }) {
          const ms = Math.round(performance.now() - started);
          const errors = 'errors' in result && Array.isArray(result.errors) ? result.errors : [];
          const codes = errors.map((error) => String(error.extensions?.code ?? 'INTERNAL')).join(',');
          log(`graphql ${name} ${ms}ms${codes ? ` errors=${codes}` : ''}`);
        },
      };
    },
  };
}
