// The public schema reads on its own in the playground: every type, field, argument, input field, enum value and
// directive has a description, written for a developer calling the gateway, that names no issue, no section of the
// specification and no upstream REST path (those belong in `#` comments of the SDL, which are not descriptions).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Kind, parse, type GraphQLArgument, type GraphQLEnumValue, type GraphQLField, type GraphQLInputField, type GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { modulesDir } from '../modules/discover-modules.js';
import { buildSchema } from './build-schema.js';

/**
 * What a description must not say: an issue number, a section sign, a specification document number (000, 001,
 * 002), an upstream path (`/api/...`, `/oauth2/...`, `GET /...`), the sandbox's "(ours)" marker or the word
 * "spec". Ordinary words and numbers ("10 MB", "30 days") pass.
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

/** The module whose SDL declares each element (a type belongs to the module defining it, not one extending it). */
function ownerOf(): Map<string, string> {
  const owner = new Map<string, string>();
  for (const entry of readdirSync(modulesDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const folder = join(modulesDir, entry.name);
    const own = (coordinate: string) => owner.set(coordinate, entry.name);
    for (const file of readdirSync(folder).filter((f) => f.endsWith('.graphql'))) {
      for (const def of parse(readFileSync(join(folder, file), 'utf8')).definitions) {
        if (def.kind === Kind.DIRECTIVE_DEFINITION) {
          own(`@${def.name.value}`);
          for (const arg of def.arguments ?? []) own(`@${def.name.value}(${arg.name.value}:)`);
          continue;
        }
        if (!('name' in def) || !def.name) continue;
        const name = def.name.value;
        if (!def.kind.endsWith('Extension')) own(name);
        if ('fields' in def) {
          for (const field of def.fields ?? []) {
            own(`${name}.${field.name.value}`);
            for (const arg of ('arguments' in field ? field.arguments : undefined) ?? []) own(`${name}.${field.name.value}(${arg.name.value}:)`);
          }
        }
        if ('values' in def) for (const value of def.values ?? []) own(`${name}.${value.name.value}`);
      }
    }
  }
  return owner;
}

/**
 * Modules whose SDL is still being described: their elements are excused. It only shrinks, and ends empty.
 */
const NOT_YET_DESCRIBED = new Set<string>([
  'request-centre',
]);

describe('the public schema', () => {
  const schema = buildSchema();
  const elements = schemaElements(schema);
  const owner = ownerOf();
  const excused = (coordinate: string) => NOT_YET_DESCRIBED.has(owner.get(coordinate) ?? '');
  const problem = (e: Element) => !e.description?.trim() || LEAKY.test(e.description);

  it('describes every type, field, argument, input field, enum value and directive', () => {
    const missing = elements.filter((e) => !e.description?.trim() && !excused(e.coordinate)).map((e) => e.coordinate);
    expect(missing).toEqual([]);
  });

  it('names no issue, specification section or upstream path in a description', () => {
    const leaky = elements.filter((e) => e.description && LEAKY.test(e.description) && !excused(e.coordinate)).map((e) => `${e.coordinate}: ${e.description}`);
    expect(leaky).toEqual([]);
  });

  it('excuses only modules that still have something to describe', () => {
    const undone = new Set(elements.filter(problem).map((e) => owner.get(e.coordinate)));
    const done = [...NOT_YET_DESCRIBED].filter((id) => !undone.has(id));
    expect(done, 'described modules leave NOT_YET_DESCRIBED').toEqual([]);
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
