// Thrown when the gateway starts on invalid config: the message lists every error, so the one log
// line that stops the start is also the to-do list.
import { formatConfigError, type ConfigError } from './loaded-config.ts';

export class ConfigLoadError extends Error {
  constructor(readonly errors: ConfigError[]) {
    super(
      `config is invalid (${errors.length} error${errors.length === 1 ? '' : 's'}); the gateway will not start:\n` +
        errors.map((e) => `  ${formatConfigError(e)}`).join('\n'),
    );
    this.name = 'ConfigLoadError';
  }
}
