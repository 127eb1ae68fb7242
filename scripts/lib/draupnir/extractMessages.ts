// Every message Draupnir can show a person, read from the source of the apps and packages it ships:
// what it logs, the errors its commands and protections return or throw, what it posts in the
// management room, the text of its rendered replies (JSX), and the descriptions its help shows.
// Nothing is run: each message is the text of a string literal, a template literal or a
// concatenation, with a wildcard (MESSAGE_WILDCARD) wherever the code inserts a value.
import ts from 'typescript';
import type {MessageData, MessageKind} from './dataTypes';
import {MESSAGE_WILDCARD} from './dataTypes';
import type {StaticProgram} from './staticProgram';

/** Source files of what ships: every app's and package's `src/`, without tests. */
export function shippedSources(paths: readonly string[]): string[] {
  return paths.filter(
    (path) => /^(apps|packages)\/[^/]+\/src\/.*\.tsx?$/.test(path) && !/\.d\.ts$|\.(test|spec)\.tsx?$|\/(test|tests|__tests__|TestUtilities)\//.test(path),
  );
}

const LEVELS = new Set(['debug', 'info', 'warn', 'error']);
/** Elements of interface-manager's DeadDocument that start a new line (or a new block) when shown. */
const BLOCK_TAGS = new Set([
  'root', 'p', 'ul', 'ol', 'li', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'details', 'summary', 'blockquote', 'pre', 'table', 'tr', 'td', 'th',
]);
const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' '};

/** A piece of a message: literal text, or a value the code inserts. */
type Piece = string | typeof WILD;
const WILD = Symbol('wildcard');

function join(pieces: Piece[]): string {
  return pieces.map((p) => (p === WILD ? MESSAGE_WILDCARD : p)).join('');
}

function literalText(pieces: Piece[]): string {
  return pieces.filter((p): p is string => p !== WILD).join('');
}

/**
 * The pieces of a string-valued expression, or undefined when it is not one: a string or template
 * literal, or a `+` concatenation with at least one literal in it.
 */
function stringPieces(node: ts.Expression): Piece[] | undefined {
  if (ts.isParenthesizedExpression(node)) return stringPieces(node.expression);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node)) {
    const pieces: Piece[] = [node.head.text];
    for (const span of node.templateSpans) pieces.push(...(stringPieces(span.expression) ?? [WILD]), span.literal.text);
    return pieces;
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = stringPieces(node.left);
    const right = stringPieces(node.right);
    if (!left && !right) return undefined;
    return [...(left ?? [WILD]), ...(right ?? [WILD])];
  }
  return undefined;
}

/** Whether `node` is an operand of a concatenation or template that is itself a message. */
function isPartOfLarger(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isParenthesizedExpression(parent)) return isPartOfLarger(parent);
  if (ts.isBinaryExpression(parent) && parent.operatorToken.kind === ts.SyntaxKind.PlusToken) return stringPieces(parent) !== undefined;
  if (ts.isTemplateSpan(parent)) return true;
  return false;
}

/** Skips the expressions a message passes through on its way to where it is used. */
function usePoint(node: ts.Node): {site: ts.Node; child: ts.Node} {
  let child = node;
  let site = node.parent;
  while (
    ts.isParenthesizedExpression(site) ||
    ts.isAsExpression(site) ||
    ts.isSatisfiesExpression(site) ||
    (ts.isConditionalExpression(site) && child !== site.condition) ||
    (ts.isBinaryExpression(site) && [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(site.operatorToken.kind))
  ) {
    child = site;
    site = site.parent;
  }
  return {site, child};
}

type Use = {kind: MessageKind; level?: string; module?: string; errorClass?: string};

/** Text that reads as words (for kinds where the call site says nothing): two words, one a letter run. */
const PROSE = /[A-Za-z]{2,}[^\s]*\s+[^\s]*[A-Za-z]/;
const EQUALITY = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);
/** Literal text that is code for another machine, not a message. */
const NOT_MESSAGE = /^\s*(SELECT|INSERT|UPDATE|DELETE|CREATE|DROP|PRAGMA|ALTER|WITH|BEGIN|COMMIT)\b/;

class MessageCollector {
  readonly found: MessageData[] = [];
  private readonly loggerNames = new Map<string, string>();

  constructor(
    private readonly path: string,
    private readonly source: ts.SourceFile,
  ) {
    // `const log = new Logger("Draupnir")` names the module a log line shows in brackets.
    const visit = (node: ts.Node) => {
      if (
        ts.isVariableDeclaration(node) &&
        ts.isIdentifier(node.name) &&
        node.initializer &&
        ts.isNewExpression(node.initializer) &&
        node.initializer.expression.getText(source) === 'Logger' &&
        node.initializer.arguments?.[0] &&
        ts.isStringLiteral(node.initializer.arguments[0])
      ) {
        this.loggerNames.set(node.name.text, node.initializer.arguments[0].text);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }

  private line(node: ts.Node): number {
    return this.source.getLineAndCharacterOfPosition(node.getStart(this.source)).line + 1;
  }

  private add(node: ts.Node, pieces: Piece[], use: Use): void {
    const text = join(pieces);
    const literal = literalText(pieces);
    // A line of a rendered reply may be all values and punctuation (`{name} ({count}):`): a page
    // quoting it fills the values with other messages and data.
    if (!/[A-Za-z]/.test(literal) && !(use.kind === 'reply' && /\S/.test(literal))) return;
    if ((use.kind === 'text' || use.kind === 'help') && (!PROSE.test(literal) || NOT_MESSAGE.test(literal))) return;
    // Compared with, not shown: `reason === "<no reason supplied>"`.
    const parent = usePoint(node).site;
    if (ts.isBinaryExpression(parent) && EQUALITY.has(parent.operatorToken.kind)) return;
    if (literal.includes(MESSAGE_WILDCARD)) throw new Error(`${this.path}:${this.line(node)}: a message that contains the wildcard ${MESSAGE_WILDCARD} itself`);
    const message: MessageData = {kind: use.kind, text, source: `${this.path}:${this.line(node)}`};
    if (use.level) message.level = use.level;
    if (use.module) message.module = use.module;
    if (use.errorClass) message.errorClass = use.errorClass;
    this.found.push(message);
  }

  /** What the call or `new` that takes `argument` does with it. */
  private callUse(call: ts.CallExpression | ts.NewExpression, argument: ts.Node): Use | undefined {
    const index = call.arguments?.indexOf(argument as ts.Expression) ?? -1;
    const callee = call.expression;
    const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : ts.isIdentifier(callee) ? callee.text : '';
    const target = ts.isPropertyAccessExpression(callee) ? callee.expression.getText(this.source) : '';
    const literalArgument = (i: number) => {
      const arg = call.arguments?.[i];
      return arg && ts.isStringLiteral(arg) ? arg.text : undefined;
    };
    if (ts.isCallExpression(call) && LEVELS.has(name) && /(^|\.)(log|logger|LogService)$/i.test(target)) {
      // matrix-bot-sdk's LogService.info(module, message, …parts); matrix-protection-suite's
      // Logger#info(message, …parts). Further parts are printed after the message.
      if (target === 'LogService') {
        if (index === 0) return undefined;
        return {kind: 'log', level: name.toUpperCase(), module: literalArgument(0)};
      }
      return {kind: 'log', level: name.toUpperCase(), module: this.loggerNames.get(target)};
    }
    if (ts.isCallExpression(call) && name === 'logMessage') {
      // ManagementRoomOutput#logMessage(LogLevel.X, module, message): the management room and the log.
      if (index !== 2) return undefined;
      const level = call.arguments[0]?.getText(this.source).split('.').pop();
      return {kind: 'management-room', level, module: literalArgument(1)};
    }
    if (/^(send|reply)(Notice|Text|Message)/.test(name)) return {kind: 'management-room'};
    if (ts.isCallExpression(call) && name === 'Result' && /(Error|Exception)$/.test(target)) return {kind: 'error'};
    if (ts.isNewExpression(call) && /(Error|Exception)$/.test(callee.getText(this.source))) return {kind: 'error', errorClass: callee.getText(this.source)};
    return undefined;
  }

  private use(node: ts.Expression): Use | undefined {
    const {site, child} = usePoint(node);
    if ((ts.isCallExpression(site) || ts.isNewExpression(site)) && site.arguments?.includes(child as ts.Expression)) {
      const use = this.callUse(site, child);
      if (use) return use;
    }
    if (ts.isThrowStatement(site)) return {kind: 'error'};
    if (ts.isPropertyAssignment(site) && site.initializer === child) {
      const key = site.name.getText(this.source).replace(/^["']|["']$/g, '');
      // A TypeBox schema of a Matrix type, a Synapse API or the appservice's configuration
      // documents it for developers; a protection's settings schema is shown by `protections show`.
      const schemaOptions = ts.isObjectLiteralExpression(site.parent) && ts.isCallExpression(site.parent.parent) && /^Type\./.test(site.parent.parent.expression.getText(this.source));
      if (schemaOptions && key === 'description' && /\/(MatrixTypes|SynapseAdmin)\/|\/appservice\/config\//.test(this.path)) return undefined;
      if (key === 'description' || key === 'summary') return {kind: 'help'};
      if (key === 'body' || key === 'formatted_body') return {kind: 'management-room'};
      if (key === 'message') return {kind: 'error'};
    }
    return {kind: 'text'};
  }

  /** Logger calls print their further arguments after the message, so the message ends in a wildcard. */
  private trailingParts(node: ts.Expression, use: Use): Piece[] {
    if (use.kind !== 'log') return [];
    const {site, child} = usePoint(node);
    if (!ts.isCallExpression(site)) return [];
    const index = site.arguments.indexOf(child as ts.Expression);
    return index >= 0 && index < site.arguments.length - 1 ? [' ', WILD] : [];
  }

  visit(node: ts.Node): void {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isTypeNode(node) || ts.isImportEqualsDeclaration(node)) return;
    if ((ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node)) && !this.insideJsx(node)) {
      this.jsx(node);
    }
    if (
      ts.isExpression(node) &&
      !isPartOfLarger(node) &&
      !(ts.isStringLiteral(node) && (ts.isJsxAttribute(node.parent) || ts.isLiteralTypeNode(node.parent) || ts.isElementAccessExpression(node.parent) || ts.isPropertyAssignment(node.parent) && node.parent.name === node || ts.isCaseClause(node.parent)))
    ) {
      const pieces = stringPieces(node);
      if (pieces && !(ts.isJsxExpression(node.parent) && ts.isStringLiteral(node))) {
        const use = this.use(node);
        if (use) this.add(node, [...pieces, ...this.trailingParts(node, use)], use);
      }
    }
    ts.forEachChild(node, (child) => this.visit(child));
  }

  private insideJsx(node: ts.Node): boolean {
    for (let parent = node.parent; parent; parent = parent.parent) {
      if (ts.isJsxElement(parent) || ts.isJsxFragment(parent)) return true;
      // A JSX element inside a `{…}` of another starts its own document part.
      if (ts.isJsxExpression(parent)) return false;
    }
    return false;
  }

  /**
   * The lines a rendered document shows: the text of each block element, with inline elements
   * (b, code, a, …) read into it and each `{value}` a wildcard. Whitespace follows JSX: the lines of
   * a text are trimmed and joined with one space, and lines holding only whitespace vanish.
   */
  private jsx(root: ts.JsxElement | ts.JsxSelfClosingElement | ts.JsxFragment): void {
    let run: {pieces: Piece[]; node?: ts.Node} = {pieces: []};
    const flush = () => {
      const pieces = normaliseRun(run.pieces);
      if (run.node && pieces.length > 0) this.add(run.node, pieces, {kind: 'reply'});
      run = {pieces: []};
    };
    const tagOf = (node: ts.JsxElement | ts.JsxSelfClosingElement) =>
      (ts.isJsxElement(node) ? node.openingElement.tagName : node.tagName).getText(this.source);
    const walk = (node: ts.JsxChild | ts.JsxElement | ts.JsxSelfClosingElement | ts.JsxFragment) => {
      if (ts.isJsxText(node)) {
        const text = jsxText(node.text);
        if (text !== '') {
          run.node ??= node;
          run.pieces.push(text);
        }
      } else if (ts.isJsxExpression(node)) {
        if (!node.expression) return;
        const pieces = stringPieces(node.expression);
        if (pieces && ts.isStringLiteral(node.expression)) {
          run.pieces.push(...pieces);
        } else {
          run.pieces.push(WILD);
        }
      } else if (ts.isJsxFragment(node)) {
        node.children.forEach(walk);
      } else if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node)) {
        const tag = tagOf(node);
        const block = BLOCK_TAGS.has(tag);
        if (block) flush();
        if (ts.isJsxElement(node)) node.children.forEach(walk);
        if (block) flush();
      }
    };
    walk(root);
    flush();
  }
}

/** JSX text as React and interface-manager read it. */
function jsxText(raw: string): string {
  const lines = raw.split(/\r\n|\n|\r/);
  const kept: string[] = [];
  lines.forEach((line, i) => {
    let text = line.replace(/\t/g, ' ');
    if (i > 0) text = text.replace(/^ +/, '');
    if (i < lines.length - 1) text = text.replace(/ +$/, '');
    if (text !== '') kept.push(text);
  });
  return kept
    .join(' ')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? entity;
    });
}

/** Collapses whitespace, trims, and merges neighbouring wildcards. */
function normaliseRun(pieces: Piece[]): Piece[] {
  const out: Piece[] = [];
  for (const piece of pieces) {
    if (piece === WILD) {
      if (out.at(-1) !== WILD) out.push(WILD);
    } else {
      if (typeof out.at(-1) === 'string') out[out.length - 1] = `${out.at(-1) as string}${piece}`.replace(/\s+/g, ' ');
      else out.push(piece.replace(/\s+/g, ' '));
    }
  }
  if (typeof out[0] === 'string') out[0] = out[0].trimStart();
  if (typeof out.at(-1) === 'string') out[out.length - 1] = (out.at(-1) as string).trimEnd();
  return out.filter((p) => p !== '');
}

export function extractMessages(program: StaticProgram): MessageData[] {
  const messages: MessageData[] = [];
  for (const path of shippedSources(program.tree.paths)) {
    const module = program.module(path);
    const collector = new MessageCollector(path, module.source);
    collector.visit(module.source);
    messages.push(...collector.found);
  }
  // One entry per place and text; in file, line and text order, so a new release's diff reads by file.
  const seen = new Set<string>();
  const key = (m: MessageData) => `${m.source}\0${m.kind}\0${m.text}`;
  const line = (m: MessageData) => Number(m.source.slice(m.source.lastIndexOf(':') + 1));
  const file = (m: MessageData) => m.source.slice(0, m.source.lastIndexOf(':'));
  return messages
    .filter((m) => !seen.has(key(m)) && seen.add(key(m)))
    .sort((a, b) => (file(a) < file(b) ? -1 : file(a) > file(b) ? 1 : line(a) - line(b) || (a.text < b.text ? -1 : a.text > b.text ? 1 : a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0)));
}
