import type { ReactNode } from 'react';
import { componentName, type Components, type JsonSchema } from './openapi-document.ts';
import styles from './api-reference.module.css';

/** Keywords shown beside a type, as `keyword: value`. */
const CONSTRAINTS = ['format', 'minLength', 'maxLength', 'minimum', 'exclusiveMinimum', 'maximum', 'exclusiveMaximum', 'pattern', 'minItems', 'maxItems', 'default'] as const;

/** The bounds of a safe integer, which every integer of the contract carries: they say nothing to a reader. */
const SAFE_BOUNDS = new Set([Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER]);

const shown = (value: unknown) => JSON.stringify(value);

function constraintsOf(schema: JsonSchema): string[] {
  const constraints = CONSTRAINTS.filter((keyword) => schema[keyword] !== undefined && !SAFE_BOUNDS.has(schema[keyword] as number))
    .map((keyword) => `${keyword}: ${shown(schema[keyword])}`);
  if ('const' in schema) constraints.unshift(`const: ${shown(schema.const)}`);
  if (schema.enum) constraints.unshift(`enum: ${schema.enum.map(shown).join(' | ')}`);
  if (schema.additionalProperties === false) constraints.push('additionalProperties: false');
  return constraints;
}

/** What a schema is, in a word or two: its type (`array of string`), or the component it names. */
function typeOf(schema: JsonSchema): string {
  if (schema.$ref) return componentName(schema.$ref);
  if (schema.anyOf) return 'anyOf';
  if (schema.oneOf) return 'oneOf';
  if (schema.allOf) return 'allOf';
  const type = [schema.type ?? (schema.properties ? 'object' : 'any')].flat().join(' | ');
  return type === 'array' && schema.items ? `array of ${typeOf(schema.items)}` : type;
}

interface NodeProps { schema: JsonSchema; components: Components; seen: ReadonlySet<string> }

/** The parts of a schema that are schemas themselves, shown below it: properties, choices, items, a component. */
function childrenOf({ schema, components, seen }: NodeProps): ReactNode[] {
  if (schema.$ref) {
    const name = componentName(schema.$ref);
    const target = components?.[name];
    // A recursive component is opened once: below that its name says what it is.
    return target && !seen.has(name) ? childrenOf({ schema: target, components, seen: new Set(seen).add(name) }) : [];
  }
  const choices = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (choices) return choices.map((choice, at) => <li key={at}><SchemaNode schema={choice} components={components} seen={seen} /></li>);
  if (schema.properties) {
    const required = new Set(schema.required);
    return Object.entries(schema.properties).map(([name, property]) => (
      <li key={name}>
        <code className={styles.property}>{name}</code>
        {required.has(name) && <span className={styles.required}>*</span>}{' '}
        <SchemaNode schema={property} components={components} seen={seen} />
      </li>
    ));
  }
  if (schema.prefixItems) return schema.prefixItems.map((item, at) => <li key={at}><SchemaNode schema={item} components={components} seen={seen} /></li>);
  if (schema.items) return childrenOf({ schema: schema.items, components, seen });
  return [];
}

function SchemaNode(props: NodeProps) {
  const { schema } = props;
  const children = childrenOf(props);
  return (
    <>
      <span className={styles.type}>{typeOf(schema)}</span>
      {constraintsOf(schema).map((constraint) => <span key={constraint} className={styles.constraint}>{constraint}</span>)}
      {schema.description && <span className={styles.description}>{schema.description}</span>}
      {children.length > 0 && <ul className={styles.children}>{children}</ul>}
    </>
  );
}

/**
 * A schema of the document as a tree: each property with its type, constraints and description; `*`
 * marks the required ones. A schema that is a component already in `opened` (shown above it) is only
 * named; one that is not is added to it.
 */
export function SchemaView({ schema, components, opened }: { schema: JsonSchema; components: Components; opened?: Set<string> }) {
  const name = schema.$ref && componentName(schema.$ref);
  if (name && opened?.has(name)) return <div className={styles.schema}><span className={styles.type}>{name}</span></div>;
  if (name) opened?.add(name);
  return <div className={styles.schema}><SchemaNode schema={schema} components={components} seen={new Set()} /></div>;
}
