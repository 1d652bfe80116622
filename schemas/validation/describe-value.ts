// Plain-English names for JSON types and values, for messages like "must be true or false (found 'yes')".

const typeNames: Record<string, string> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'null',
};

export function typeName(type: string | readonly string[]): string {
  const types = typeof type === 'string' ? [type] : type;
  return types.map((t) => typeNames[t] ?? t).join(' or ');
}

export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return `'${value.length > 60 ? `${value.slice(0, 57)}...` : value}'`;
  return String(value);
}
