// The public schema reads on its own in the playground: every type, field, argument, input field, enum value and
// directive has a description, written for a developer calling the gateway, that names no issue, no section of the
// specification and no upstream REST path (those belong in `#` comments of the SDL, which are not descriptions).
import type { GraphQLArgument, GraphQLEnumValue, GraphQLField, GraphQLInputField, GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildSchema } from './build-schema.js';

/**
 * What a description must not say: an issue number, a section sign, a specification document number (000, 001,
 * 002), an upstream path (`/api/...`, `api/...`, `/oauth2/...`, `GET /...`, `POST .../x`), the sandbox's "(ours)"
 * and "path ours" markers or the word "spec". Ordinary words and numbers ("10 MB", "1,000", a quoted '000') pass.
 */
const LEAKY = /\bissues? #?\d|§|(?<![\d,.'])\b00\d\b(?![.,']\d?)|\bapi\/|\/oauth2\/|\b(?:GET|POST|PUT|PATCH|DELETE) (?:\/|\.\.\.|[\w-]+\/)|\(ours\)|\bpath ours\b|\bspec(?:ification)?'?s?\b/i;

interface Element {
  /** Schema coordinate: Type, Type.field, Type.field(arg:), Enum.VALUE, @directive, @directive(arg:). */
  coordinate: string;
  description: string | null | undefined;
}

const BUILT_IN_TYPES = new Set(['String', 'Int', 'Float', 'Boolean', 'ID']);
const BUILT_IN_DIRECTIVES = new Set(['include', 'skip', 'deprecated', 'specifiedBy', 'oneOf', 'defer', 'stream']);

/**
 * Every element of the schema that a developer sees in the playground's documentation explorer. Duck-typed (no
 * isObjectType): the schema is built by @graphql-tools, which may load the other of graphql's two module builds.
 */
function schemaElements(schema: GraphQLSchema): Element[] {
  const out: Element[] = [];
  const args = (at: string, list: readonly GraphQLArgument[]) => {
    for (const arg of list) out.push({ coordinate: `${at}(${arg.name}:)`, description: arg.description });
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || BUILT_IN_TYPES.has(type.name)) continue;
    out.push({ coordinate: type.name, description: type.description });
    if ('getFields' in type) {
      for (const field of Object.values(type.getFields()) as (GraphQLField<unknown, unknown> | GraphQLInputField)[]) {
        out.push({ coordinate: `${type.name}.${field.name}`, description: field.description });
        if ('args' in field) args(`${type.name}.${field.name}`, field.args);
      }
    }
    if ('getValues' in type) {
      for (const value of type.getValues() as GraphQLEnumValue[]) out.push({ coordinate: `${type.name}.${value.name}`, description: value.description });
    }
  }
  for (const directive of schema.getDirectives()) {
    if (BUILT_IN_DIRECTIVES.has(directive.name)) continue;
    out.push({ coordinate: `@${directive.name}`, description: directive.description });
    args(`@${directive.name}`, directive.args);
  }
  return out;
}

describe('the public schema', () => {
  const schema = buildSchema();
  const elements = schemaElements(schema);
  it('describes every type, field, argument, input field, enum value and directive', () => {
    const missing = elements.filter((e) => !e.description?.trim()).map((e) => e.coordinate);
    expect(missing).toEqual([]);
  });

  it('names no issue, specification section or upstream path in a description', () => {
    const leaky = elements.filter((e) => e.description && LEAKY.test(e.description)).map((e) => `${e.coordinate}: ${e.description}`);
    expect(leaky).toEqual([]);
  });

  it('tells a leaky description from an ordinary one', () => {
    for (const leaky of ['See issue 28.', '002 §9', 'GET /api/wealth/channel/user/v1/user/details', 'POST /oauth2/token', 'GET api/channel/notification-centre/v1/alert', 'POST .../alert/mark-read', 'GET portfolio/v1/{account}/balance', 'Cash hub (ours)', '(path ours)', "the spec's names"]) {
      expect(LEAKY.test(leaky), leaky).toBe(true);
    }
    for (const plain of ['At most 10 MB decoded.', 'Amount in Australian dollars, e.g. 1234.50.', 'Sydney calendar day, yyyy-MM-dd.', 'Issued at 2026-01-02T03:04:05Z.', 'At most 1,000 characters.', "A leading '000' is ignored.", '$1.005 rounds up.', 'Specific accounts only.']) {
      expect(LEAKY.test(plain), plain).toBe(false);
    }
  });
});
