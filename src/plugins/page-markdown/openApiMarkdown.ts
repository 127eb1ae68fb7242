// The Markdown of the API reference pages, written from the OpenAPI description the pages are
// generated from: method and path, servers, authorisation, parameters, request body and every
// response, with field tables and examples. The API pages' HTML is mostly interactive widgets, so
// their Markdown comes from the description itself rather than from the HTML.
import {readFileSync} from 'node:fs';
import {load} from 'js-yaml';

type Schema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  description?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  pattern?: string;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  additionalProperties?: boolean | Schema;
  maxProperties?: number;
};
type MediaType = {schema?: Schema; example?: unknown; examples?: Record<string, {summary?: string; value?: unknown}>};
type Parameter = {$ref?: string; name: string; in: string; required?: boolean; description?: string; schema?: Schema; example?: unknown};
type Header = {$ref?: string; description?: string; schema?: Schema};
type Response = {$ref?: string; description?: string; headers?: Record<string, Header>; content?: Record<string, MediaType>};
type Server = {url: string; description?: string; variables?: Record<string, {default: string; description?: string}>};
type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  deprecated?: boolean;
  servers?: Server[];
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: {required?: boolean; description?: string; content?: Record<string, MediaType>};
  responses?: Record<string, Response>;
};
type PathItem = {servers?: Server[]; parameters?: Parameter[]} & Partial<Record<(typeof METHODS)[number], Operation>>;
export type OpenApiDocument = {
  info: {title: string; version: string; summary?: string; description?: string; license?: {name: string; url?: string}};
  servers?: Server[];
  tags?: {name: string; description?: string; 'x-displayName'?: string}[];
  paths: Record<string, PathItem>;
  security?: Record<string, string[]>[];
  components?: {securitySchemes?: Record<string, {type: string; scheme?: string; in?: string; name?: string; description?: string}>};
};

/** The operations a path item may hold, in the order the OpenAPI specification lists them. */
export const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export type ApiOperation = {method: (typeof METHODS)[number]; path: string; pathItem: PathItem; operation: Operation};

export function loadOpenApi(file: string): OpenApiDocument {
  return load(readFileSync(file, 'utf8')) as OpenApiDocument;
}

/** The id the OpenAPI docs plugin gives an operation's page: its operationId in kebab case. */
export function operationDocId(operationId: string): string {
  return `api/${operationId
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .replace(/[\s_]+/g, '-')
    .toLowerCase()}`;
}

/** Every operation of the description, by the id of its page. */
export function apiOperations(spec: OpenApiDocument): Map<string, ApiOperation> {
  const operations = new Map<string, ApiOperation>();
  for (const [path, pathItem] of Object.entries(spec.paths)) {
    for (const method of METHODS) {
      const operation = pathItem[method];
      if (operation?.operationId) operations.set(operationDocId(operation.operationId), {method, path, pathItem, operation});
    }
  }
  return operations;
}

function resolve<T extends {$ref?: string}>(spec: OpenApiDocument, value: T): T {
  let current: T = value;
  for (let depth = 0; current.$ref && depth < 10; depth += 1) {
    const target = current.$ref.replace(/^#\//, '').split('/').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], spec);
    if (!target) throw new Error(`openapi: ${current.$ref} does not exist.`);
    current = target as T;
  }
  return current;
}

/** Root-relative links in the description's Markdown (`/bot/configuration`) become absolute. */
const absoluteLinks = (markdown: string, siteUrl: string): string =>
  markdown.replace(/\]\((\/[^)\s]*)\)/g, (_, path: string) => `](${siteUrl}${path.slice(1)})`);

/** Text for a table cell: one line, pipes escaped. */
const cell = (value: string): string => value.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|').trim();
const code = (value: unknown): string => `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;

function typeName(spec: OpenApiDocument, raw: Schema): string {
  const schema = resolve(spec, raw);
  if (schema.allOf) return schema.allOf.map((part) => typeName(spec, part)).find((name) => name !== 'any') ?? 'object';
  if (schema.oneOf || schema.anyOf) return (schema.oneOf ?? schema.anyOf)!.map((part) => typeName(spec, part)).join(' or ');
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : schema.type;
  if (type === 'array') return `array of ${schema.items ? typeName(spec, schema.items) : 'any'}`;
  if (!type) return schema.properties ? 'object' : 'any';
  return schema.format ? `${type} (${schema.format})` : type;
}

function constraints(schema: Schema): string[] {
  const notes: string[] = [];
  if (schema.const !== undefined) notes.push(`Always ${code(schema.const)}.`);
  if (schema.enum) notes.push(`One of ${schema.enum.map(code).join(', ')}.`);
  if (schema.pattern) notes.push(`Matches ${code(schema.pattern)}.`);
  if (schema.default !== undefined) notes.push(`Default ${code(schema.default)}.`);
  if (schema.maxProperties === 0) notes.push('Has no fields.');
  return notes;
}

/** The fields of a schema, as rows of a table; nested objects become dotted names. */
function fieldRows(spec: OpenApiDocument, raw: Schema, prefix = '', depth = 0): string[] {
  const schema = resolve(spec, raw);
  const parts = schema.allOf?.map((part) => resolve(spec, part)) ?? [schema];
  const properties: Record<string, Schema> = {};
  const required = new Set<string>();
  for (const part of parts) {
    Object.assign(properties, part.properties);
    for (const name of part.required ?? []) required.add(name);
  }
  const rows: string[] = [];
  for (const [name, rawProperty] of Object.entries(properties)) {
    const property = resolve(spec, rawProperty);
    const merged = parts.map((part) => part.properties?.[name]).filter((value): value is Schema => Boolean(value)).map((value) => resolve(spec, value));
    const described = merged.map((value) => value.description).find(Boolean) ?? '';
    const notes = merged.flatMap(constraints);
    rows.push(`| ${code(prefix + name)} | ${cell(typeName(spec, property))} | ${required.has(name) ? 'yes' : 'no'} | ${cell([described, ...notes].filter(Boolean).join(' '))} |`);
    const item = property.type === 'array' && property.items ? resolve(spec, property.items) : undefined;
    if (depth < 4 && property.properties) rows.push(...fieldRows(spec, property, `${prefix}${name}.`, depth + 1));
    if (depth < 4 && item?.properties) rows.push(...fieldRows(spec, item, `${prefix}${name}[].`, depth + 1));
  }
  return rows;
}

function schemaSection(spec: OpenApiDocument, raw: Schema | undefined): string[] {
  if (!raw) return [];
  const schema = resolve(spec, raw);
  const rows = fieldRows(spec, schema);
  const about = [schema.description?.trim(), ...constraints(schema)].filter(Boolean).join(' ');
  const lines = [`Type: ${typeName(spec, schema)}.${about ? ` ${about.replace(/\s*\n\s*/g, ' ')}` : ''}`, ''];
  if (rows.length > 0) lines.push('| Field | Type | Required | Description |', '| --- | --- | --- | --- |', ...rows, '');
  return lines;
}

function exampleBlock(mediaType: string, value: unknown, title?: string): string[] {
  const json = mediaType.includes('json');
  const body = typeof value === 'string' && !json ? value.replace(/\n$/, '') : JSON.stringify(value, null, 2);
  const lang = json ? 'json' : mediaType.includes('html') ? 'html' : 'text';
  return [...(title ? [`Example: ${title}`, ''] : ['Example:', '']), `\`\`\`${lang}`, body, '```', ''];
}

function contentSection(spec: OpenApiDocument, content: Record<string, MediaType> | undefined): string[] {
  const lines: string[] = [];
  for (const [mediaType, media] of Object.entries(content ?? {})) {
    lines.push(`Content type \`${mediaType}\`.`, '', ...schemaSection(spec, media.schema));
    if (media.example !== undefined) lines.push(...exampleBlock(mediaType, media.example));
    for (const [name, example] of Object.entries(media.examples ?? {})) lines.push(...exampleBlock(mediaType, example.value, example.summary ?? name));
  }
  return lines;
}

function serverLines(servers: Server[]): string[] {
  const lines: string[] = [];
  for (const server of servers) {
    lines.push(`- \`${server.url}\`${server.description ? `: ${server.description.trim().replace(/\s*\n\s*/g, ' ')}` : ''}`);
    for (const [name, variable] of Object.entries(server.variables ?? {})) {
      lines.push(`  - \`{${name}}\`, default \`${variable.default}\`${variable.description ? `: ${variable.description.trim().replace(/\s*\n\s*/g, ' ')}` : ''}`);
    }
  }
  return lines;
}

/** The Markdown of one operation's page. */
export function operationMarkdown(spec: OpenApiDocument, {method, path, pathItem, operation}: ApiOperation, siteUrl: string): string {
  const lines = [`# ${operation.summary ?? `${method.toUpperCase()} ${path}`}`, ''];
  if (operation.deprecated) lines.push('**Deprecated.**', '');
  if (operation.description) lines.push(absoluteLinks(operation.description.trim(), siteUrl), '');

  lines.push('## Request', '', '```http', `${method.toUpperCase()} ${path}`, '```', '');
  const servers = operation.servers ?? pathItem.servers ?? spec.servers ?? [];
  if (servers.length > 0) lines.push('Servers:', '', ...serverLines(servers), '');

  const security = operation.security ?? spec.security ?? [];
  if (security.length > 0) {
    lines.push('### Authorisation', '', security.length > 1 ? 'Any one of:' : 'Required:', '');
    for (const requirement of security) {
      for (const name of Object.keys(requirement)) {
        const scheme = spec.components?.securitySchemes?.[name];
        const kind = scheme?.type === 'http' ? `HTTP ${scheme.scheme ?? ''} authentication` : scheme?.type === 'apiKey' ? `\`${scheme.name}\` in the ${scheme.in}` : scheme?.type ?? name;
        lines.push(`- \`${name}\` (${kind.trim()})${scheme?.description ? `: ${scheme.description.trim().replace(/\s*\n\s*/g, ' ')}` : ''}`);
      }
    }
    lines.push('');
  }

  const parameters = [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])].map((parameter) => resolve(spec, parameter));
  for (const place of ['path', 'query', 'header', 'cookie']) {
    const here = parameters.filter((parameter) => parameter.in === place);
    if (here.length === 0) continue;
    lines.push(`### ${place.charAt(0).toUpperCase()}${place.slice(1)} parameters`, '', '| Name | Type | Required | Description |', '| --- | --- | --- | --- |');
    for (const parameter of here) {
      const schema = parameter.schema ? resolve(spec, parameter.schema) : {};
      const notes = [parameter.description ?? '', ...constraints(schema), parameter.example !== undefined ? `Example: ${code(parameter.example)}.` : ''];
      lines.push(`| ${code(parameter.name)} | ${cell(typeName(spec, schema))} | ${parameter.required ? 'yes' : 'no'} | ${cell(notes.filter(Boolean).join(' '))} |`);
    }
    lines.push('');
  }

  const body = operation.requestBody;
  if (body) {
    lines.push('### Request body', '', `${body.required ? 'Required' : 'Optional'}.${body.description ? ` ${absoluteLinks(body.description.trim(), siteUrl)}` : ''}`, '');
    lines.push(...contentSection(spec, body.content));
  }

  lines.push('## Responses', '');
  for (const [status, raw] of Object.entries(operation.responses ?? {})) {
    const response = resolve(spec, raw);
    lines.push(`### ${status}`, '');
    if (response.description) lines.push(absoluteLinks(response.description.trim(), siteUrl), '');
    const headers = Object.entries(response.headers ?? {});
    if (headers.length > 0) {
      lines.push('| Header | Type | Description |', '| --- | --- | --- |');
      for (const [name, rawHeader] of headers) {
        const header = resolve(spec, rawHeader);
        const schema = header.schema ? resolve(spec, header.schema) : {};
        lines.push(`| ${code(name)} | ${cell(typeName(spec, schema))} | ${cell([header.description ?? '', ...constraints(schema)].filter(Boolean).join(' '))} |`);
      }
      lines.push('');
    }
    lines.push(...contentSection(spec, response.content));
  }
  return `${lines.join('\n').replace(/\n{3,}/g, '\n\n').trim()}\n`;
}

/** The Markdown of the API's introduction page: the description's info, servers and tags. */
export function infoMarkdown(spec: OpenApiDocument, siteUrl: string): string {
  const {info} = spec;
  const lines = [`# ${info.title}`, '', `Version ${info.version}.${info.summary ? ` ${info.summary.trim()}` : ''}`, ''];
  if (info.description) lines.push(absoluteLinks(info.description.trim(), siteUrl), '');
  if (spec.servers?.length) lines.push('## Servers', '', ...serverLines(spec.servers), '');
  if (spec.tags?.length) {
    lines.push('## Groups of endpoints', '');
    for (const tag of spec.tags) lines.push(`### ${tag['x-displayName'] ?? tag.name}`, '', absoluteLinks(tag.description?.trim() ?? '', siteUrl), '');
  }
  if (info.license) lines.push(`License: ${info.license.url ? `[${info.license.name}](${info.license.url})` : info.license.name}.`, '');
  return `${lines.join('\n').replace(/\n{3,}/g, '\n\n').trim()}\n`;
}
