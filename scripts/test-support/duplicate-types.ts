import ts from 'typescript';

/** An object shape: the names of its properties, and which of them are required. */
export interface Shape {
  name: string;
  file: string;
  line: number;
  properties: ReadonlySet<string>;
  required: ReadonlySet<string>;
}

export interface SourceText {
  file: string;
  text: string;
}

/** What the generated types offer: the schemas' root type names and every object shape in them. */
export interface GeneratedTypes {
  rootNames: ReadonlySet<string>;
  shapes: readonly Shape[];
}

export interface Duplicate {
  declared: Shape;
  /** 'name': declares a schema's root type again; 'shape': spells out the properties of a generated object. */
  reason: 'name' | 'shape';
  generated: string;
}

/** Shapes this small ({ uuid, createdAt }) are everyday code, not a copy of a contract. */
const MIN_PROPERTIES = 3;

function memberNames(members: ts.NodeArray<ts.TypeElement>, source: ts.SourceFile) {
  const properties = new Set<string>();
  const required = new Set<string>();
  for (const member of members) {
    if (!ts.isPropertySignature(member) && !ts.isMethodSignature(member)) continue;
    const name = member.name.getText(source).replace(/^['"]|['"]$/g, '');
    properties.add(name);
    if (!member.questionToken) required.add(name);
  }
  return { properties, required };
}

/** The type literals an alias spells out: `{ ... }`, or the `{ ... }` parts of `A & { ... }`. */
function literalMembers(node: ts.TypeNode): ts.TypeElement[] {
  if (ts.isTypeLiteralNode(node)) return [...node.members];
  if (ts.isIntersectionTypeNode(node)) return node.types.flatMap(literalMembers);
  if (ts.isParenthesizedTypeNode(node)) return literalMembers(node.type);
  return [];
}

/** An alias that only names another type (`type A = B`, `B['x']`, `typeof b`) declares no shape of its own. */
function onlyNamesAnotherType(node: ts.TypeNode): boolean {
  return (
    ts.isTypeReferenceNode(node) ||
    ts.isIndexedAccessTypeNode(node) ||
    ts.isTypeQueryNode(node) ||
    ts.isImportTypeNode(node)
  );
}

function parse({ file, text }: SourceText): ts.SourceFile {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
}

function lineOf(source: ts.SourceFile, node: ts.Node): number {
  return source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
}

/** Every object shape a generated types file spells out: its interfaces and inline object types. */
export function generatedShapes(input: SourceText): Shape[] {
  const source = parse(input);
  const shapes: Shape[] = [];
  const visit = (node: ts.Node, owner: string): void => {
    let name = owner;
    if (ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) name = node.name.text;
    if (ts.isPropertySignature(node)) name = `${owner}.${node.name.getText(source)}`;
    const members = ts.isInterfaceDeclaration(node) || ts.isTypeLiteralNode(node) ? node.members : undefined;
    if (members) shapes.push({ name, file: input.file, line: lineOf(source, node), ...memberNames(members, source) });
    ts.forEachChild(node, (child) => visit(child, name));
  };
  visit(source, '');
  return shapes.filter((s) => s.properties.size >= MIN_PROPERTIES);
}

/**
 * The shapes a hand-written file declares: interfaces, and type aliases that spell out a type
 * rather than name one. `spellsShape` is false for an alias such as `type Lien = HelocApplication['liens']`.
 */
export function declaredShapes(input: SourceText): (Shape & { spellsShape: boolean })[] {
  const source = parse(input);
  const found: (Shape & { spellsShape: boolean })[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isInterfaceDeclaration(node)) {
      found.push({
        name: node.name.text,
        file: input.file,
        line: lineOf(source, node),
        spellsShape: true,
        ...memberNames(node.members, source),
      });
    } else if (ts.isTypeAliasDeclaration(node)) {
      const spellsShape = !onlyNamesAnotherType(node.type);
      const members = ts.factory.createNodeArray(literalMembers(node.type));
      found.push({
        name: node.name.text,
        file: input.file,
        line: lineOf(source, node),
        spellsShape,
        ...memberNames(members, source),
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const isSubset = (a: ReadonlySet<string>, b: ReadonlySet<string>): boolean => [...a].every((x) => b.has(x));

/**
 * A declaration copies a generated object when its properties are ones the object has and
 * include all it requires (a copy that leaves out optional fields is still a copy). An object
 * that requires nothing (a patch body) would match any few of its fields, so there only the
 * whole set counts.
 */
function copies(declared: Shape, generated: Shape): boolean {
  if (!isSubset(declared.properties, generated.properties)) return false;
  if (generated.required.size === 0) return declared.properties.size === generated.properties.size;
  return isSubset(generated.required, declared.properties);
}

/** Hand-written declarations that repeat a generated type: by a schema's root type name, or by shape. */
export function findDuplicates(
  generated: GeneratedTypes,
  declared: readonly (Shape & { spellsShape: boolean })[],
): Duplicate[] {
  // Generated shapes by property name: a declaration is compared only with shapes that have its first property.
  const byProperty = new Map<string, Shape[]>();
  for (const g of generated.shapes) for (const p of g.properties) byProperty.set(p, [...(byProperty.get(p) ?? []), g]);
  const duplicates: Duplicate[] = [];
  for (const d of declared) {
    if (d.spellsShape && generated.rootNames.has(d.name)) {
      duplicates.push({ declared: d, reason: 'name', generated: d.name });
      continue;
    }
    if (d.properties.size < MIN_PROPERTIES) continue;
    const [first] = d.properties;
    const twin = (byProperty.get(first!) ?? []).find((g) => copies(d, g));
    if (twin) duplicates.push({ declared: d, reason: 'shape', generated: `${twin.name} (${twin.file}:${twin.line})` });
  }
  return duplicates;
}
