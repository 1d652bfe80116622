// A named rule that is missing or refers back to itself is a config error, never a silent allow or deny.
export class RuleReferenceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RuleReferenceError';
  }
}
