// A small static evaluator for Draupnir's TypeScript: it parses modules with the TypeScript compiler
// API, follows imports between the monorepo's files, and computes the values of the top-level
// declarations the extractor needs (command descriptions, command tables, the default config, the
// appservice schema). It runs nothing from the checkout: the few library functions those
// declarations call are modelled below as intrinsics, and anything else evaluates to `Opaque`.
import ts from 'typescript';
import type {SourceTree} from './sourceTree';

/** A value the evaluator does not model (a call to an unknown function, a class instance, …). */
export class Opaque {
  constructor(readonly why: string) {}
}

/** A function or method: its body is never run, only its presence and place are known. */
export class FunctionValue {
  constructor(readonly location: string) {}
}

/** A `definePresentationType({name, …})` of interface-manager. */
export class PresentationType {
  constructor(readonly name: string) {}
}

/** A `describeTranslator(toType, fromType, …)` of interface-manager. */
export class Translator {
  constructor(
    readonly to: string,
    readonly from: string,
  ) {}
}

/** A `describeCommand({...})` call: its options object as written, and where it is. */
export class CommandValue {
  constructor(
    readonly options: Record<string, Value>,
    readonly location: string,
  ) {}
}

export type TableEntry = {words: string[]; command: CommandValue; table: string};

/** interface-manager's StandardCommandTable, with the semantics of internCommand and importTable. */
export class CommandTable {
  readonly entries: TableEntry[] = [];
  readonly translators: Translator[] = [];
  constructor(readonly name: string) {}

  intern(command: CommandValue, words: string[], table = this.name): void {
    const key = JSON.stringify(words);
    if (this.entries.some((entry) => JSON.stringify(entry.words) === key)) {
      throw new Error(`table ${this.name}: there is already a command for ${key}`);
    }
    this.entries.push({words, command, table});
  }

  /** Copies the other table's commands as they are now, under `base` (as importTable does). */
  import(other: CommandTable, base: string[]): void {
    for (const entry of other.entries) this.intern(entry.command, [...base, ...entry.words], entry.table);
  }
}

/** A TypeBox schema built with `Type.*` (only the parts the appservice config uses). */
export class Schema {
  constructor(
    readonly kind: 'object' | 'string' | 'boolean' | 'integer' | 'number' | 'literal' | 'union' | 'array',
    readonly options: Record<string, Value> = {},
    readonly detail: {
      properties?: Record<string, Schema>;
      variants?: Schema[];
      items?: Schema;
      literal?: Value;
    } = {},
    readonly optional = false,
  ) {}
  withOptional(): Schema {
    return new Schema(this.kind, this.options, this.detail, true);
  }
}

export type Value =
  | string
  | number
  | boolean
  | null
  | undefined
  | Value[]
  | {[key: string]: Value}
  | Opaque
  | FunctionValue
  | PresentationType
  | Translator
  | CommandValue
  | CommandTable
  | Schema;

export function isPlainObject(value: Value): value is {[key: string]: Value} {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

type Binding =
  | {kind: 'declaration'; module: Module; node: ts.VariableDeclaration | ts.FunctionDeclaration | ts.ClassDeclaration | ts.EnumDeclaration}
  | {kind: 'import'; module: Module; from: string; name: string}
  | {kind: 'namespace'; module: Module; from: string}
  | {kind: 'external'; from: string; name: string};

export type Module = {
  path: string;
  source: ts.SourceFile;
  /** Names declared or imported at the top level. */
  scope: Map<string, Binding>;
  /** Exported name → local name, for `export {a as b}` and exported declarations. */
  exports: Map<string, string>;
  /** `export {x} from "…"` and `export * from "…"`. */
  reexports: {from: string; names?: Map<string, string>}[];
};

/** Where a node is, as `path:line`, for the data's `source` fields and error messages. */
export function locate(module: Module, node: ts.Node): string {
  const {line} = module.source.getLineAndCharacterOfPosition(node.getStart(module.source));
  return `${module.path}:${line + 1}`;
}

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The functions of interface-manager whose results the evaluator computes itself. */
type Intrinsic = (args: Value[], node: ts.CallExpression, module: Module) => Value;

export class StaticProgram {
  private readonly modules = new Map<string, Module>();
  private readonly workspaces = new Map<string, string>();
  private readonly values = new Map<ts.Node, Value>();
  private readonly evaluating = new Set<ts.Node>();
  private readonly executed = new Map<string, 'running' | 'done'>();
  private readonly intrinsics: Record<string, Intrinsic>;

  constructor(readonly tree: SourceTree) {
    // Workspace packages (packages/*, apps/*) are imported by their package name; their sources
    // are the `src/` next to each package.json, and `dist/…` deep imports map onto `src/…`.
    for (const path of tree.paths) {
      const match = /^((?:packages|apps)\/[^/]+)\/package\.json$/.exec(path);
      if (!match) continue;
      const name = (JSON.parse(tree.read(path)) as {name?: string}).name;
      if (name) this.workspaces.set(name, match[1]);
    }
    // The lock file says which installed names are links to workspace folders, including npm
    // aliases such as "matrix-protection-suite": "npm:@the-draupnir-project/matrix-protection-suite@…".
    if (tree.has('package-lock.json')) {
      const lock = JSON.parse(tree.read('package-lock.json')) as {packages?: Record<string, {resolved?: string; link?: boolean}>};
      for (const [where, entry] of Object.entries(lock.packages ?? {})) {
        const match = /^node_modules\/((?:@[^/]+\/)?[^/]+)$/.exec(where);
        if (match && entry.link && entry.resolved && this.tree.has(`${entry.resolved}/package.json`)) this.workspaces.set(match[1], entry.resolved);
      }
    }
    this.intrinsics = {
      tuple: (args) => args,
      union: (args) => ({
        schemaType: 'Union',
        variants: args.flatMap((arg) => (isPlainObject(arg) && Array.isArray(arg.variants) ? arg.variants : [arg])),
      }),
      definePresentationType: ([options]) =>
        isPlainObject(options) && typeof options.name === 'string' ? new PresentationType(options.name) : new Opaque('presentation type'),
      describeTranslator: ([to, from]) =>
        to instanceof PresentationType && from instanceof PresentationType ? new Translator(to.name, from.name) : new Opaque('translator'),
      describeCommand: ([options], node, module) =>
        isPlainObject(options) ? new CommandValue(options, locate(module, node)) : new Opaque('command'),
      describeRestParameters: ([options]) => options,
    };
  }

  module(path: string): Module {
    const known = this.modules.get(path);
    if (known) return known;
    const source = ts.createSourceFile(path, this.tree.read(path), ts.ScriptTarget.Latest, true, path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const module: Module = {path, source, scope: new Map(), exports: new Map(), reexports: []};
    for (const statement of source.statements) this.declare(module, statement);
    this.modules.set(path, module);
    return module;
  }

  private declare(module: Module, statement: ts.Statement): void {
    const exported = ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      if (!clause || clause.isTypeOnly) return;
      const from = statement.moduleSpecifier.text;
      if (clause.name) module.scope.set(clause.name.text, {kind: 'import', module, from, name: 'default'});
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) module.scope.set(bindings.name.text, {kind: 'namespace', module, from});
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) {
          if (element.isTypeOnly) continue;
          const name = (element.propertyName ?? element.name).text;
          module.scope.set(element.name.text, {kind: 'import', module, from, name});
        }
      }
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name)) continue;
        module.scope.set(declaration.name.text, {kind: 'declaration', module, node: declaration});
        if (exported) module.exports.set(declaration.name.text, declaration.name.text);
      }
    } else if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement) || ts.isEnumDeclaration(statement)) && statement.name) {
      module.scope.set(statement.name.text, {kind: 'declaration', module, node: statement});
      if (exported) module.exports.set(statement.name.text, statement.name.text);
    } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly) {
      const from = statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) ? statement.moduleSpecifier.text : undefined;
      const clause = statement.exportClause;
      if (from === undefined) {
        if (clause && ts.isNamedExports(clause)) {
          for (const element of clause.elements) module.exports.set(element.name.text, (element.propertyName ?? element.name).text);
        }
      } else if (!clause) {
        module.reexports.push({from});
      } else if (ts.isNamedExports(clause)) {
        module.reexports.push({from, names: new Map(clause.elements.map((e) => [e.name.text, (e.propertyName ?? e.name).text]))});
      }
    }
  }

  /** The path a module specifier names, or undefined for a package outside the monorepo. */
  resolve(fromPath: string, specifier: string): string | undefined {
    let base: string | undefined;
    if (specifier.startsWith('.')) {
      const parts = fromPath.split('/').slice(0, -1);
      for (const part of specifier.split('/')) {
        if (part === '..') parts.pop();
        else if (part !== '.') parts.push(part);
      }
      base = parts.join('/');
    } else {
      const packageName = [...this.workspaces.keys()].find((name) => specifier === name || specifier.startsWith(`${name}/`));
      if (packageName === undefined) return undefined;
      const rest = specifier.slice(packageName.length).replace(/^\/(dist|src)\//, '/');
      base = `${this.workspaces.get(packageName)}/src${rest === '' ? '/index' : rest}`;
    }
    base = base.replace(/\.js$/, '');
    for (const candidate of [base, ...EXTENSIONS.map((extension) => base + extension)]) {
      if (/\.tsx?$/.test(candidate) && this.tree.has(candidate)) return candidate;
    }
    return undefined;
  }

  /** What an exported name of a module is bound to, following re-exports. */
  private exportBinding(path: string, name: string, seen = new Set<string>()): Binding | undefined {
    if (seen.has(`${path}#${name}`)) return undefined;
    seen.add(`${path}#${name}`);
    const module = this.module(path);
    const local = module.exports.get(name);
    if (local !== undefined) return module.scope.get(local);
    for (const reexport of module.reexports) {
      const target = this.resolve(path, reexport.from);
      if (target === undefined) continue;
      if (reexport.names) {
        const original = reexport.names.get(name);
        if (original !== undefined) return this.exportBinding(target, original, seen);
      } else {
        const found = this.exportBinding(target, name, seen);
        if (found) return found;
      }
    }
    return undefined;
  }

  /** Follows imports until the binding is a declaration (or something outside the monorepo). */
  binding(module: Module, name: string): Binding | undefined {
    let binding = module.scope.get(name);
    for (let hops = 0; binding?.kind === 'import' && hops < 50; hops++) {
      const target = this.resolve(binding.module.path, binding.from);
      if (target === undefined) return {kind: 'external', from: binding.from, name: binding.name};
      binding = this.exportBinding(target, binding.name);
    }
    return binding;
  }

  /** The value of a top-level name in a module. */
  valueOf(module: Module, name: string): Value {
    const binding = this.binding(module, name);
    if (binding === undefined) return new Opaque(`unbound ${name}`);
    if (binding.kind === 'external') return new Opaque(`${binding.from}#${binding.name}`);
    if (binding.kind === 'namespace') return new Opaque(`namespace ${binding.from}`);
    if (binding.kind === 'import') return new Opaque(`import ${binding.from}`);
    const {node} = binding;
    if (ts.isFunctionDeclaration(node)) return new FunctionValue(locate(binding.module, node));
    if (ts.isClassDeclaration(node)) return new Opaque(`class ${node.name?.text}`);
    if (ts.isEnumDeclaration(node)) return this.enumValue(binding.module, node);
    return this.memo(node, () => (node.initializer ? this.evaluate(binding.module, node.initializer) : undefined));
  }

  private memo(node: ts.Node, compute: () => Value): Value {
    if (this.values.has(node)) return this.values.get(node);
    if (this.evaluating.has(node)) return new Opaque('cycle');
    this.evaluating.add(node);
    try {
      const value = compute();
      this.values.set(node, value);
      return value;
    } finally {
      this.evaluating.delete(node);
    }
  }

  private enumValue(module: Module, node: ts.EnumDeclaration): Value {
    return this.memo(node, () => {
      const members: Record<string, Value> = {};
      let next = 0;
      for (const member of node.members) {
        const value = member.initializer ? this.evaluate(module, member.initializer) : next;
        if (typeof value === 'number') next = value + 1;
        members[member.name.getText(module.source)] = value;
      }
      return members;
    });
  }

  /** The declaration a name is bound to, when it is a function or class: used to spot intrinsics. */
  private declarationName(module: Module, expression: ts.Expression): {name: string; external?: string} | undefined {
    if (!ts.isIdentifier(expression)) return undefined;
    const binding = this.binding(module, expression.text);
    if (binding?.kind === 'external') return {name: binding.name, external: binding.from};
    if (binding?.kind === 'declaration' && !ts.isVariableDeclaration(binding.node)) return {name: binding.node.name?.text ?? ''};
    if (binding?.kind === 'declaration' && binding.module.path.startsWith('packages/interface-manager/')) {
      return {name: expression.text};
    }
    return undefined;
  }

  evaluate(module: Module, node: ts.Expression): Value {
    if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isNonNullExpression(node) || ts.isTypeAssertionExpression(node)) {
      return this.evaluate(module, node.expression);
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isNumericLiteral(node)) return Number(node.text);
    if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
    if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
    if (node.kind === ts.SyntaxKind.NullKeyword) return null;
    if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken) {
      const operand = this.evaluate(module, node.operand);
      return typeof operand === 'number' ? -operand : new Opaque('negation');
    }
    if (ts.isIdentifier(node)) return node.text === 'undefined' ? undefined : this.valueOf(module, node.text);
    if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) return new FunctionValue(locate(module, node));
    if (ts.isArrayLiteralExpression(node)) {
      return node.elements.flatMap((element): Value[] => {
        if (ts.isSpreadElement(element)) {
          const spread = this.evaluate(module, element.expression);
          return Array.isArray(spread) ? spread : [new Opaque('spread')];
        }
        return [this.evaluate(module, element)];
      });
    }
    if (ts.isObjectLiteralExpression(node)) return this.objectLiteral(module, node);
    if (ts.isPropertyAccessExpression(node)) {
      const target = this.evaluate(module, node.expression);
      const key = node.name.text;
      if (isPlainObject(target) && Object.hasOwn(target, key)) return target[key];
      if (target instanceof Opaque && /#Type$/.test(target.why)) return new Opaque(`Type.${key}`);
      return new Opaque(`${node.getText(module.source)}`);
    }
    if (ts.isNewExpression(node)) {
      const constructor = this.declarationName(module, node.expression);
      const args = (node.arguments ?? []).map((arg) => this.evaluate(module, arg));
      if (constructor?.name === 'StandardCommandTable' && typeof args[0] === 'string') return new CommandTable(args[0]);
      return new Opaque(`new ${node.expression.getText(module.source)}`);
    }
    if (ts.isCallExpression(node)) return this.call(module, node);
    return new Opaque(ts.SyntaxKind[node.kind]);
  }

  private objectLiteral(module: Module, node: ts.ObjectLiteralExpression): Value {
    const object: Record<string, Value> = {};
    for (const property of node.properties) {
      if (ts.isSpreadAssignment(property)) {
        const spread = this.evaluate(module, property.expression);
        if (isPlainObject(spread)) Object.assign(object, spread);
        continue;
      }
      const name = property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name) || ts.isNumericLiteral(property.name))
        ? property.name.text
        : undefined;
      if (name === undefined) continue;
      if (ts.isPropertyAssignment(property)) object[name] = this.evaluate(module, property.initializer);
      else if (ts.isShorthandPropertyAssignment(property)) object[name] = this.valueOf(module, name);
      else if (ts.isMethodDeclaration(property)) object[name] = new FunctionValue(locate(module, property));
      else object[name] = new Opaque('accessor');
    }
    return object;
  }

  private call(module: Module, node: ts.CallExpression): Value {
    const callee = node.expression;
    const args = () =>
      node.arguments.flatMap((arg): Value[] => {
        if (ts.isSpreadElement(arg)) {
          const spread = this.evaluate(module, arg.expression);
          return Array.isArray(spread) ? spread : [new Opaque('spread')];
        }
        return [this.evaluate(module, arg)];
      });
    if (ts.isPropertyAccessExpression(callee)) {
      const method = callee.name.text;
      if (callee.expression.getText(module.source) === 'Object' && method === 'freeze') return args()[0];
      const target = this.evaluate(module, callee.expression);
      if (target instanceof CommandTable) return this.tableMethod(target, method, args(), module, node);
      if (target instanceof Opaque && target.why === '@sinclair/typebox#Type') return typeBox(method, args());
      if (target instanceof Opaque && target.why.startsWith('Type.')) return new Opaque(target.why);
      return new Opaque(`call ${callee.getText(module.source)}`);
    }
    const declared = this.declarationName(module, callee);
    const intrinsic = declared && !declared.external ? this.intrinsics[declared.name] : undefined;
    if (intrinsic) return intrinsic(args(), node, module);
    return new Opaque(`call ${callee.getText(module.source)}`);
  }

  private tableMethod(table: CommandTable, method: string, args: Value[], module: Module, node: ts.Node): Value {
    const [first, second] = args;
    const words = (value: Value) => {
      if (!Array.isArray(value) || !value.every((word) => typeof word === 'string')) {
        throw new Error(`${locate(module, node)}: a command designator that is not a list of words`);
      }
      return value as string[];
    };
    if (method === 'internCommand') {
      if (!(first instanceof CommandValue)) throw new Error(`${locate(module, node)}: internCommand of something that is not a describeCommand`);
      table.intern(first, words(second));
    } else if (method === 'importTable') {
      if (!(first instanceof CommandTable)) throw new Error(`${locate(module, node)}: importTable of something that is not a command table`);
      table.import(first, words(second));
    } else if (method === 'internPresentationTypeTranslator') {
      if (!(first instanceof Translator)) throw new Error(`${locate(module, node)}: a translator the extractor cannot read`);
      table.translators.push(first);
    } else {
      return new Opaque(`table.${method}`);
    }
    return table;
  }

  /**
   * Runs a module's top-level effects on command tables, after those of the modules it imports, in
   * the order Node.js would: tables are filled by `internCommand` and `importTable` calls spread
   * over several files, and `importTable` copies what the imported table holds at that moment.
   */
  execute(path: string): void {
    if (this.executed.has(path)) return;
    this.executed.set(path, 'running');
    const module = this.module(path);
    for (const statement of module.source.statements) {
      const from =
        (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) || (ts.isExportDeclaration(statement) && !statement.isTypeOnly)
          ? statement.moduleSpecifier
          : undefined;
      if (from && ts.isStringLiteral(from)) {
        const target = this.resolve(path, from.text);
        if (target) this.execute(target);
      }
    }
    for (const statement of module.source.statements) {
      if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) {
          if (ts.isIdentifier(declaration.name) && declaration.initializer && this.rootsAtTable(module, declaration.initializer)) {
            this.valueOf(module, declaration.name.text);
          }
        }
      } else if (ts.isExpressionStatement(statement) && this.rootsAtTable(module, statement.expression)) {
        this.evaluate(module, statement.expression);
      }
    }
    this.executed.set(path, 'done');
  }

  /** Whether a call chain starts at a command table (`new StandardCommandTable(…)` or a table's name). */
  private rootsAtTable(module: Module, expression: ts.Expression): boolean {
    let root: ts.Expression = expression;
    while (ts.isCallExpression(root) || ts.isPropertyAccessExpression(root)) root = root.expression;
    if (ts.isNewExpression(root)) return this.declarationName(module, root.expression)?.name === 'StandardCommandTable';
    if (!ts.isIdentifier(root) || root === expression) return false;
    const binding = this.binding(module, root.text);
    if (binding?.kind !== 'declaration' || !ts.isVariableDeclaration(binding.node) || !binding.node.initializer) return false;
    return this.rootsAtTable(binding.module, binding.node.initializer);
  }
}

/** `Type.*` of TypeBox, as far as a configuration schema uses it. */
function typeBox(method: string, args: Value[]): Value {
  const options = (value: Value) => (isPlainObject(value) ? value : {});
  switch (method) {
    case 'Object': {
      const properties: Record<string, Schema> = {};
      for (const [name, schema] of Object.entries(options(args[0]))) {
        if (!(schema instanceof Schema)) throw new Error(`Type.Object: property ${name} is not a schema the extractor knows`);
        properties[name] = schema;
      }
      return new Schema('object', options(args[1]), {properties});
    }
    case 'String':
    case 'Boolean':
    case 'Integer':
    case 'Number':
      return new Schema(method.toLowerCase() as 'string', options(args[0]));
    case 'Literal':
      return new Schema('literal', options(args[1]), {literal: args[0]});
    case 'Union':
      return new Schema('union', options(args[1]), {variants: (Array.isArray(args[0]) ? args[0] : []).filter((s): s is Schema => s instanceof Schema)});
    case 'Array':
      return args[0] instanceof Schema ? new Schema('array', options(args[1]), {items: args[0]}) : new Opaque('Type.Array');
    case 'Optional':
      return args[0] instanceof Schema ? args[0].withOptional() : new Opaque('Type.Optional');
    case 'Unsafe':
      return args[0];
    default:
      return new Opaque(`Type.${method}`);
  }
}
