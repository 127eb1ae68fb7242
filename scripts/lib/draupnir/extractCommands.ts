// Every command a Draupnir room accepts, read from the command tables its Matrix dispatchers use:
// the management room, safe mode and the appservice admin room. A surface is found where the code
// builds a `StandardMatrixInterfaceCommandDispatcher`; its table, fallback help command and
// prefix options come from that call, and its commands from the table's `internCommand` and
// `importTable` calls wherever they are.
import ts from 'typescript';
import type {CommandData, CommandSurface, KeywordData, ParameterData, PrefixOption, ReaderPatterns} from './dataTypes';
import {CommandTable, CommandValue, FunctionValue, isPlainObject, locate, PresentationType, StaticProgram, type Module, type Value} from './staticProgram';

/** Names for the surfaces, by the name Draupnir gives the surface's command table. */
const SURFACE_NAMES: Record<string, {id: CommandSurface['id']; room: string}> = {
  'draupnir top level': {id: 'management', room: 'the management room of a running Draupnir'},
  'safe mode': {id: 'safeMode', room: 'the management room while Draupnir is in safe mode'},
  admin: {id: 'appserviceAdmin', room: 'the admin room of the appservice'},
};

/** What a parameter accepts: the presentation types' names, or "any" (TopPresentationSchema). */
function accepts(acceptor: Value, where: string): string[] | 'any' {
  if (acceptor instanceof PresentationType) return [acceptor.name];
  if (isPlainObject(acceptor)) {
    if (acceptor.schemaType === 'Top') return 'any';
    if (acceptor.schemaType === 'Single' && acceptor.presentationType instanceof PresentationType) return [acceptor.presentationType.name];
    if (acceptor.schemaType === 'Union' && Array.isArray(acceptor.variants)) {
      return acceptor.variants.map((variant) => {
        if (!(variant instanceof PresentationType)) throw new Error(`${where}: a union member the extractor cannot read`);
        return variant.name;
      });
    }
  }
  throw new Error(`${where}: an acceptor the extractor cannot read`);
}

function describeParameter(value: Value, where: string): ParameterData {
  if (!isPlainObject(value) || typeof value.name !== 'string') throw new Error(`${where}: a parameter without a name`);
  return {name: value.name, accepts: accepts(value.acceptor, `${where} (${value.name})`), prompt: value.prompt instanceof FunctionValue};
}

function describeCommand(words: string[], table: string, command: CommandValue): CommandData {
  const {options, location} = command;
  const parameters = options.parameters === undefined ? [] : options.parameters;
  if (!Array.isArray(parameters)) throw new Error(`${location}: parameters the extractor cannot read`);
  const keywordOptions = isPlainObject(options.keywords) ? options.keywords : {};
  if (keywordOptions.allowOtherKeys === true) throw new Error(`${location}: allowOtherKeys, which interface-manager does not implement`);
  const keywords = isPlainObject(keywordOptions.keywordDescriptions) ? keywordOptions.keywordDescriptions : {};
  return {
    words,
    table,
    source: location,
    parameters: parameters.map((parameter) => describeParameter(parameter, location)),
    rest: options.rest === undefined ? null : describeParameter(options.rest, `${location} rest`),
    keywords: Object.entries(keywords).map(([name, keyword]): KeywordData => {
      if (!isPlainObject(keyword)) throw new Error(`${location}: keyword ${name} the extractor cannot read`);
      const flag = keyword.isFlag === true;
      // describeKeywordProperty: a keyword without an acceptor must be a flag, and then accepts
      // anything (TopPresentationSchema), so a flag followed by a word takes that word as its value.
      return {name, flag, accepts: keyword.acceptor === undefined ? 'any' : accepts(keyword.acceptor, `${location} --${name}`)};
    }),
  };
}

/** getDisplayName: a function that returns a string literal gives a fixed name. */
function functionResult(module: Module, node: ts.FunctionExpression | ts.ArrowFunction | ts.MethodDeclaration): PrefixOption {
  const returned: ts.Expression[] = [];
  const visit = (child: ts.Node) => {
    if (ts.isReturnStatement(child) && child.expression) returned.push(child.expression);
    ts.forEachChild(child, visit);
  };
  visit(node);
  const only = returned.length === 1 ? returned[0] : undefined;
  return only && ts.isStringLiteral(only) ? {literal: only.text} : {expression: (only ?? node).getText(module.source)};
}

/** A property of the options object given to makeCommandNormaliser, as data. */
function prefixOption(module: Module, node: ts.Expression | undefined, program: StaticProgram): PrefixOption {
  if (node === undefined) return {literal: null};
  const configPath = (expression: ts.Expression): string | undefined => {
    const parts: string[] = [];
    let current = expression;
    while (ts.isPropertyAccessExpression(current)) {
      parts.unshift(current.name.text);
      current = current.expression;
    }
    return ts.isIdentifier(current) && current.text === 'config' && parts.length > 0 ? parts.join('.') : undefined;
  };
  const fromConfig = configPath(node);
  if (fromConfig) return {config: fromConfig};
  if (ts.isArrayLiteralExpression(node)) {
    const literal: string[] = [];
    let config: string | undefined;
    for (const element of node.elements) {
      if (ts.isSpreadElement(element) && configPath(element.expression)) config = configPath(element.expression);
      else if (ts.isStringLiteral(element)) literal.push(element.text);
      else throw new Error(`${locate(module, element)}: a prefix the extractor cannot read`);
    }
    return config ? {literal, config} : {literal};
  }
  if (ts.isFunctionExpression(node) || ts.isArrowFunction(node)) return functionResult(module, node);
  const value = program.evaluate(module, node);
  if (typeof value === 'string' || typeof value === 'boolean') return {literal: value};
  return {expression: node.getText(module.source)};
}

/** Finds the makeCommandNormaliser(…) call a dispatcher's callbacks lead to, and reads its options. */
function prefixes(program: StaticProgram, module: Module, callbacks: ts.Expression | undefined): CommandSurface['prefixes'] {
  const where = callbacks ? locate(module, callbacks) : module.path;
  if (!callbacks || !ts.isObjectLiteralExpression(callbacks)) throw new Error(`${where}: dispatcher callbacks the extractor cannot read`);
  const property = callbacks.properties.find(
    (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText(module.source) === 'commandNormaliser',
  );
  if (!property || !ts.isCallExpression(property.initializer) || !ts.isIdentifier(property.initializer.expression)) {
    throw new Error(`${where}: no commandNormaliser: call`);
  }
  const binding = program.binding(module, property.initializer.expression.text);
  if (binding?.kind !== 'declaration' || !ts.isFunctionDeclaration(binding.node)) throw new Error(`${where}: the normaliser is not a function declaration`);
  let options: ts.ObjectLiteralExpression | undefined;
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.expression.getText() === 'makeCommandNormaliser' && node.arguments[1] && ts.isObjectLiteralExpression(node.arguments[1])) {
      options = node.arguments[1];
    }
    ts.forEachChild(node, visit);
  };
  visit(binding.node);
  if (!options) throw new Error(`${locate(binding.module, binding.node)}: no makeCommandNormaliser(…, {…}) call`);
  const option = (name: string) => {
    const found = options!.properties.find((p) => p.name?.getText(binding.module.source) === name);
    if (found && ts.isPropertyAssignment(found)) return prefixOption(binding.module, found.initializer, program);
    if (found && ts.isMethodDeclaration(found)) return functionResult(binding.module, found);
    return {literal: null};
  };
  return {
    source: locate(binding.module, options),
    symbolPrefixes: option('symbolPrefixes'),
    additionalPrefixes: option('additionalPrefixes'),
    allowOnlySymbolPrefix: option('isAllowedOnlySymbolPrefixes'),
    displayName: option('getDisplayName'),
    normalisedPrefix: option('normalisedPrefix'),
  };
}

export function extractCommandSurfaces(program: StaticProgram): CommandSurface[] {
  const surfaces: CommandSurface[] = [];
  const sources = program.tree.paths.filter((path) => /^apps\/[^/]+\/src\/.*\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path));
  for (const path of sources) {
    if (!program.tree.read(path).includes('StandardMatrixInterfaceCommandDispatcher(')) continue;
    const module = program.module(path);
    const constructions: ts.NewExpression[] = [];
    const visit = (node: ts.Node) => {
      if (ts.isNewExpression(node) && node.expression.getText(module.source) === 'StandardMatrixInterfaceCommandDispatcher') constructions.push(node);
      ts.forEachChild(node, visit);
    };
    visit(module.source);
    for (const construction of constructions) {
      // new StandardMatrixInterfaceCommandDispatcher(adaptor, context, table, helpCommand, info, callbacks)
      const [, , tableNode, helpNode, , callbacksNode] = construction.arguments ?? [];
      if (!tableNode || !helpNode || !ts.isIdentifier(tableNode) || !ts.isIdentifier(helpNode)) {
        throw new Error(`${locate(module, construction)}: a dispatcher whose table the extractor cannot read`);
      }
      program.execute(path);
      const table = program.valueOf(module, tableNode.text);
      const help = program.valueOf(module, helpNode.text);
      if (!(table instanceof CommandTable)) throw new Error(`${locate(module, construction)}: ${tableNode.text} is not a command table`);
      if (!(help instanceof CommandValue)) throw new Error(`${locate(module, construction)}: ${helpNode.text} is not a command`);
      const name = SURFACE_NAMES[table.name];
      if (!name) throw new Error(`${locate(module, construction)}: a new command surface, table "${table.name}": name it in SURFACE_NAMES`);
      const helpEntry = table.entries.find((entry) => entry.command === help);
      surfaces.push({
        id: name.id,
        room: name.room,
        table: table.name,
        dispatcher: locate(module, construction),
        prefixes: prefixes(program, module, callbacksNode),
        fallback: helpEntry ? helpEntry.words : null,
        translators: table.translators.map((t) => ({to: t.to, from: t.from})),
        commands: table.entries
          .map((entry) => describeCommand(entry.words, entry.table, entry.command))
          .sort((a, b) => a.words.join(' ').localeCompare(b.words.join(' '))),
      });
    }
  }
  const order = Object.values(SURFACE_NAMES).map((n) => n.id);
  return surfaces.sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
}

/** The regular expressions with which interface-manager's reader recognises Matrix identifiers. */
export function extractReaderPatterns(program: StaticProgram): ReaderPatterns {
  const wanted = {userID: 'StringUserIDRegex', roomID: 'StringRoomIDRegex', roomAlias: 'StringRoomAliasRegex', matrixTo: 'MatrixToRegex'} as const;
  const found: Partial<ReaderPatterns> = {};
  for (const path of program.tree.paths.filter((p) => /^packages\/matrix-basic-types\/src\/.*\.ts$/.test(p) && !p.endsWith('.test.ts'))) {
    const module = program.module(path);
    for (const [key, name] of Object.entries(wanted) as [keyof typeof wanted, string][]) {
      const binding = module.scope.get(name);
      if (binding?.kind !== 'declaration' || binding.module !== module || !ts.isVariableDeclaration(binding.node)) continue;
      const initializer = binding.node.initializer;
      if (initializer && ts.isRegularExpressionLiteral(initializer)) {
        const literal = /^\/(.*)\/([a-z]*)$/s.exec(initializer.text)!;
        found[key] = {pattern: literal[1], flags: literal[2], source: locate(module, binding.node)};
      }
    }
  }
  for (const key of Object.keys(wanted) as (keyof typeof wanted)[]) {
    if (!found[key]) throw new Error(`matrix-basic-types: no regular expression literal named ${wanted[key]}`);
  }
  return found as ReaderPatterns;
}

