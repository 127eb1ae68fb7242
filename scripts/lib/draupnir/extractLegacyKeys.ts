// The key paths of an `IConfig` interface (Draupnir's and Mjolnir's src/config.ts): nested object
// types give dotted paths, as in data/draupnir/config.json. Types are not read: for a key that a
// release no longer has, the name is what a reader's old file carries.
import ts from 'typescript';

/** The object type literal a member's type is, alone or in a union with undefined or null. */
function objectType(node: ts.TypeNode | undefined): ts.TypeLiteralNode | undefined {
  if (!node) return undefined;
  if (ts.isTypeLiteralNode(node)) return node;
  if (ts.isParenthesizedTypeNode(node)) return objectType(node.type);
  if (ts.isUnionTypeNode(node)) {
    const objects = node.types.map(objectType).filter((t): t is ts.TypeLiteralNode => t !== undefined);
    return objects.length === 1 ? objects[0] : undefined;
  }
  return undefined;
}

export function interfaceKeyPaths(source: string, file: string, name = 'IConfig'): string[] {
  const module = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const declaration = module.statements.find((s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === name);
  if (!declaration) throw new Error(`${file}: no interface ${name}`);
  const paths: string[] = [];
  const walk = (members: ts.NodeArray<ts.TypeElement>, prefix: string) => {
    for (const member of members) {
      if (!ts.isPropertySignature(member) || !member.name) continue;
      const key = ts.isIdentifier(member.name) || ts.isStringLiteral(member.name) ? member.name.text : undefined;
      if (key === undefined) throw new Error(`${file}:${module.getLineAndCharacterOfPosition(member.getStart()).line + 1}: a key name the extractor cannot read`);
      const path = prefix + key;
      paths.push(path);
      const inner = objectType(member.type);
      if (inner) walk(inner.members, `${path}.`);
    }
  };
  walk(declaration.members, '');
  return paths;
}
