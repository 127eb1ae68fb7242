// Every configuration key of bot mode and of appservice mode, with its type and default.
// Bot mode: the keys and types of the `IConfig` interface and the values of `defaultConfig`
// (apps/draupnir/src/config.ts), over which Draupnir merges the operator's file. Appservice mode:
// the TypeBox schema `AppserviceConfig`, whose `default` annotations are not applied when the file is
// decoded, so the defaults that count are the `config.<key> ?? <value>` fallbacks in the appservice
// code (the schema's annotation is used when no fallback exists).
import {load as loadYaml} from 'js-yaml';
import ts from 'typescript';
import type {ConfigFile, ConfigKey, ConfigType} from './dataTypes';
import {isPlainObject, locate, Opaque, Schema, StaticProgram, type Module, type Value} from './staticProgram';

const BOT_CONFIG = 'apps/draupnir/src/config.ts';
const BOT_SAMPLE = 'config/default.yaml';
const APPSERVICE_CONFIG = 'apps/draupnir/src/appservice/config/config.ts';
const APPSERVICE_SAMPLE = 'apps/draupnir/src/appservice/config/config.example.yaml';
const APPSERVICE_CODE = /^apps\/draupnir\/src\/appservice\/.*\.tsx?$/;

type Located = {value: unknown; present: boolean};

/** The value at a dotted path of a parsed object, and whether the path is there at all. */
function at(root: unknown, path: string): Located {
  let current: unknown = root;
  for (const part of path.split('.')) {
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, part)) return {value: undefined, present: false};
    current = (current as Record<string, unknown>)[part];
  }
  return {value: current, present: true};
}

/** Evaluated values as JSON data: opaque parts are an error, since a default must be known. */
function toData(value: Value, where: string): unknown {
  if (value instanceof Opaque) throw new Error(`${where}: a value the extractor cannot compute (${value.why})`);
  if (Array.isArray(value)) return value.map((item) => toData(item, where));
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toData(v, `${where}.${k}`)]));
  if (typeof value === 'object' && value !== null) throw new Error(`${where}: not plain data`);
  return value;
}

/** Adds the sample file's value; an object's values are given by its children instead. */
function withSample(key: ConfigKey, sample: unknown): ConfigKey {
  const found = at(sample, key.path);
  if (!found.present || (key.type === 'object' && found.value !== null)) return key;
  return {...key, sample: found.value};
}

/** Leaf paths of a parsed YAML document (objects are walked, lists and scalars are leaves). */
function yamlPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return prefix ? [prefix] : [];
  return Object.entries(value).flatMap(([key, inner]) => yamlPaths(inner, prefix ? `${prefix}.${key}` : key));
}

function botKeys(program: StaticProgram, module: Module): ConfigKey[] {
  const iconfig = module.source.statements.find((s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'IConfig');
  if (!iconfig) throw new Error(`${BOT_CONFIG}: no IConfig interface`);
  const defaultsBinding = module.scope.get('defaultConfig');
  if (defaultsBinding?.kind !== 'declaration') throw new Error(`${BOT_CONFIG}: no defaultConfig`);
  const defaultsSource = locate(module, defaultsBinding.node);
  const defaults = toData(program.valueOf(module, 'defaultConfig'), 'defaultConfig');

  const typeOf = (node: ts.TypeNode, where: string): ConfigType => {
    if (node.kind === ts.SyntaxKind.StringKeyword) return {type: 'string'};
    if (node.kind === ts.SyntaxKind.NumberKeyword) return {type: 'number'};
    if (node.kind === ts.SyntaxKind.BooleanKeyword) return {type: 'boolean'};
    if (ts.isArrayTypeNode(node)) return {type: 'array', items: typeOf(node.elementType, where)};
    if (ts.isTypeLiteralNode(node)) return {type: 'object'};
    if (ts.isUnionTypeNode(node) && node.types.every((t) => ts.isLiteralTypeNode(t) && ts.isStringLiteral(t.literal))) {
      return {type: 'enum', values: node.types.map((t) => ((t as ts.LiteralTypeNode).literal as ts.StringLiteral).text)};
    }
    if (ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName)) {
      const binding = program.binding(module, node.typeName.text);
      if (binding?.kind === 'declaration' && ts.isEnumDeclaration(binding.node)) {
        const members = program.valueOf(module, node.typeName.text);
        if (isPlainObject(members)) return {type: 'enum', values: Object.values(members).filter((v): v is string | number => typeof v === 'string' || typeof v === 'number')};
      }
    }
    throw new Error(`${where}: a type the extractor cannot read (${node.getText(module.source)})`);
  };

  const keys: ConfigKey[] = [];
  const walk = (members: ts.NodeArray<ts.TypeElement>, prefix: string) => {
    for (const member of members) {
      if (!ts.isPropertySignature(member) || !member.type) continue;
      const path = prefix + member.name.getText(module.source);
      const where = locate(module, member);
      let type = member.type;
      let optional = member.questionToken !== undefined;
      if (ts.isUnionTypeNode(type)) {
        const defined = type.types.filter((t) => t.kind !== ts.SyntaxKind.UndefinedKeyword && !(ts.isLiteralTypeNode(t) && t.literal.kind === ts.SyntaxKind.NullKeyword));
        if (defined.length < type.types.length) optional = true;
        if (defined.length === 1) type = defined[0];
      }
      const found = at(defaults, path);
      const key: ConfigKey = {path, ...typeOf(type, where), required: false, optional};
      if (found.value !== undefined && !ts.isTypeLiteralNode(type)) Object.assign(key, {default: found.value, defaultSource: defaultsSource});
      keys.push(key);
      if (ts.isTypeLiteralNode(type)) walk(type.members, `${path}.`);
    }
  };
  walk(iconfig.members, '');

  // Keys Draupnir writes over the operator's file when it reads it:
  // extendDeep({}, defaultConfig, parsed, {configMeta: …}) in readConfigSource.
  const overridden = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.expression.getText(module.source).endsWith('extendDeep')) {
      const index = node.arguments.findIndex((arg) => ts.isIdentifier(arg) && arg.text === 'defaultConfig');
      if (index >= 0) {
        for (const arg of node.arguments.slice(index + 2)) {
          if (!ts.isObjectLiteralExpression(arg)) continue;
          for (const property of arg.properties) if (property.name) overridden.add(property.name.getText(module.source));
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(module.source);
  return keys.map((key) => (overridden.has(key.path.split('.')[0]) ? {...key, setByDraupnir: true} : key));
}

/** The keys getProvisionedMjolnirConfig copies from the bot-mode file into each hosted bot. */
function hostedBotKeys(module: Module): string[] {
  let keys: string[] | undefined;
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && node.name.getText(module.source) === 'allowedKeys' && node.initializer && ts.isArrayLiteralExpression(node.initializer)) {
      keys = node.initializer.elements.map((element) => {
        if (!ts.isStringLiteral(element)) throw new Error(`${locate(module, element)}: allowedKeys holds something that is not a string`);
        return element.text;
      });
    }
    ts.forEachChild(node, visit);
  };
  const provisioned = module.source.statements.find((s) => ts.isFunctionDeclaration(s) && s.name?.text === 'getProvisionedMjolnirConfig');
  if (!provisioned) throw new Error(`${BOT_CONFIG}: no getProvisionedMjolnirConfig`);
  visit(provisioned);
  if (!keys) throw new Error(`${BOT_CONFIG}: getProvisionedMjolnirConfig has no allowedKeys list`);
  return keys;
}

function schemaType(schema: Schema, where: string): ConfigType {
  switch (schema.kind) {
    case 'string':
      return typeof schema.options.format === 'string' ? {type: 'string', format: schema.options.format} : {type: 'string'};
    case 'integer':
      return typeof schema.options.minimum === 'number' ? {type: 'integer', minimum: schema.options.minimum} : {type: 'integer'};
    case 'number':
    case 'boolean':
    case 'object':
      return {type: schema.kind};
    case 'array':
      return {type: 'array', items: schemaType(schema.detail.items!, where)};
    case 'union': {
      const variants = schema.detail.variants ?? [];
      if (variants.every((v) => v.kind === 'literal')) {
        return {type: 'enum', values: variants.map((v) => v.detail.literal as string | number | boolean)};
      }
      throw new Error(`${where}: a union that is not a list of literals`);
    }
    default:
      throw new Error(`${where}: a schema the extractor cannot read (${schema.kind})`);
  }
}

/** `config.<path> ?? <value>` and `this.config.<path> ?? <value>` in the appservice code. */
function appserviceFallbacks(program: StaticProgram): Map<string, {value: unknown; source: string}> {
  const fallbacks = new Map<string, {value: unknown; source: string}>();
  for (const path of program.tree.paths.filter((p) => APPSERVICE_CODE.test(p) && !/\.test\.tsx?$/.test(p))) {
    if (!program.tree.read(path).includes('??')) continue;
    const module = program.module(path);
    const visit = (node: ts.Node) => {
      if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken) {
        const parts: string[] = [];
        let current: ts.Expression = node.left;
        while (ts.isPropertyAccessExpression(current)) {
          parts.unshift(current.name.text);
          current = current.expression;
        }
        const thisConfig = current.kind === ts.SyntaxKind.ThisKeyword && parts[0] === 'config';
        const keyParts = thisConfig ? parts.slice(1) : parts;
        if ((thisConfig || (ts.isIdentifier(current) && current.text === 'config')) && keyParts.length > 0) {
          const value = program.evaluate(module, node.right);
          if (!(value instanceof Opaque)) fallbacks.set(keyParts.join('.'), {value: toData(value, locate(module, node)), source: locate(module, node)});
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(module.source);
  }
  return fallbacks;
}

function appserviceKeys(program: StaticProgram): ConfigKey[] {
  const module = program.module(APPSERVICE_CONFIG);
  const schema = program.valueOf(module, 'AppserviceConfig');
  if (!(schema instanceof Schema) || schema.kind !== 'object') throw new Error(`${APPSERVICE_CONFIG}: AppserviceConfig is not a Type.Object`);
  const binding = module.scope.get('AppserviceConfig');
  const schemaSource = binding?.kind === 'declaration' ? locate(module, binding.node) : APPSERVICE_CONFIG;
  const fallbacks = appserviceFallbacks(program);
  const keys: ConfigKey[] = [];
  const walk = (object: Schema, prefix: string) => {
    for (const [name, property] of Object.entries(object.detail.properties ?? {})) {
      const path = prefix + name;
      const key: ConfigKey = {path, ...schemaType(property, `${APPSERVICE_CONFIG} ${path}`), required: !property.optional, optional: property.optional};
      // A fallback on a parent object gives its children's defaults too (config.logging ?? {console: …}).
      const fallback = [...fallbacks].find(([fallbackPath, {value}]) => fallbackPath === path || (path.startsWith(`${fallbackPath}.`) && at(value, path.slice(fallbackPath.length + 1)).present));
      if (property.kind === 'object') {
        // An object's defaults are its children's.
      } else if (fallback) {
        const [fallbackPath, {value, source}] = fallback;
        Object.assign(key, {default: fallbackPath === path ? value : at(value, path.slice(fallbackPath.length + 1)).value, defaultSource: source});
      } else if (property.options.default !== undefined) {
        Object.assign(key, {default: toData(property.options.default, path), defaultSource: schemaSource});
      }
      keys.push(key);
      if (property.kind === 'object') walk(property, `${path}.`);
    }
  };
  walk(schema, '');
  return keys;
}

export function extractConfig(program: StaticProgram): Omit<ConfigFile, 'source'> {
  const botModule = program.module(BOT_CONFIG);
  const botSample = loadYaml(program.tree.read(BOT_SAMPLE));
  const appserviceSample = loadYaml(program.tree.read(APPSERVICE_SAMPLE));
  const appservice = appserviceKeys(program);
  const known = new Set(appservice.map((key) => key.path));
  return {
    bot: {
      types: BOT_CONFIG,
      defaults: BOT_CONFIG,
      sample: BOT_SAMPLE,
      keys: botKeys(program, botModule).map((key) => withSample(key, botSample)),
      hostedBotKeys: hostedBotKeys(botModule),
    },
    appservice: {
      schema: APPSERVICE_CONFIG,
      sample: APPSERVICE_SAMPLE,
      keys: appservice.map((key) => withSample(key, appserviceSample)),
      sampleOnlyKeys: yamlPaths(appserviceSample).filter((path) => !known.has(path)).sort(),
    },
  };
}
