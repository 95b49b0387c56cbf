/**
 * Where a content problem was written (line and column from 1, as editors count), found in the file's
 * syntax tree without running it: a problem's path is followed from the export's value through lists,
 * groups of fields, `satisfies` and `as`, spreads and the file's other top-level consts; a path that
 * cannot be followed points at the last place reached.
 */
import { posix } from 'node:path';
import ts from 'typescript';

export interface Position {
  line: number;
  column: number;
}

/** A place in a content file: an export, then the keys down to the field (list positions from 0). */
export interface ContentPlace {
  exportName: string;
  path: readonly PropertyKey[];
  /** Point at the field's name rather than its value (an unknown field). */
  name?: boolean;
}

export function parseContent(file: string, text: string): ts.SourceFile {
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
}

function positionOf(source: ts.SourceFile, offset: number): Position {
  const { line, character } = source.getLineAndCharacterOfPosition(offset);
  return { line: line + 1, column: character + 1 };
}

/** The first syntax error of the file (the ones after it are mostly its echoes), or undefined. */
export function syntaxError(source: ts.SourceFile): { position: Position; message: string } | undefined {
  const host = ts.createCompilerHost({});
  host.getSourceFile = (name) => (name === source.fileName ? source : undefined);
  const program = ts.createProgram([source.fileName], { noLib: true, noResolve: true, types: [] }, host);
  const [first] = program.getSyntacticDiagnostics(source);
  if (!first) return undefined;
  return {
    position: positionOf(source, first.start ?? 0),
    message: ts.flattenDiagnosticMessageText(first.messageText, ' '),
  };
}

/** The files of the same folder this file loads when run (not `import type`), and where. */
export function localImports(source: ts.SourceFile): { file: string; position: Position }[] {
  return source.statements.flatMap((statement) => {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) return [];
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) return [];
    const typeOnly = ts.isImportDeclaration(statement) ? statement.importClause?.isTypeOnly : statement.isTypeOnly;
    if (typeOnly) return [];
    const file = `${posix.join(posix.dirname(source.fileName), specifier.text)}.ts`;
    return [{ file, position: positionOf(source, statement.getStart(source)) }];
  });
}

function topLevelConst(source: ts.SourceFile, name: string, exported = false): ts.Expression | undefined {
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    if (exported && !statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.name.text === name) return declaration.initializer;
    }
  }
  return undefined;
}

/** The value an expression is written as: through `satisfies`, `as`, `!`, brackets and const names. */
function written(source: ts.SourceFile, expression: ts.Expression, seen = new Set<string>()): ts.Expression {
  if (
    ts.isSatisfiesExpression(expression) ||
    ts.isAsExpression(expression) ||
    ts.isTypeAssertionExpression(expression) ||
    ts.isNonNullExpression(expression) ||
    ts.isParenthesizedExpression(expression)
  ) {
    return written(source, expression.expression, seen);
  }
  if (ts.isIdentifier(expression) && !seen.has(expression.text)) {
    const value = topLevelConst(source, expression.text);
    if (value) return written(source, value, new Set([...seen, expression.text]));
  }
  return expression;
}

/**
 * Adds a list's items to `items`, the items of the lists it spreads in their place, up to a spread
 * that cannot be read whole (none of whose items are added); returns whether the list was read whole.
 */
function addItems(source: ts.SourceFile, list: ts.ArrayLiteralExpression, items: ts.Expression[]): boolean {
  for (const item of list.elements) {
    if (!ts.isSpreadElement(item)) {
      items.push(item);
      continue;
    }
    const before = items.length;
    const spread = written(source, item.expression);
    if (!ts.isArrayLiteralExpression(spread) || !addItems(source, spread, items)) {
      items.length = before;
      return false;
    }
  }
  return true;
}

function keyOf(name: ts.PropertyName): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  if (ts.isComputedPropertyName(name) && ts.isStringLiteralLike(name.expression)) return name.expression.text;
  return undefined;
}

/** The field `key` of a group of fields as it takes effect: the last one written, spreads included. */
function fieldOf(
  source: ts.SourceFile,
  group: ts.ObjectLiteralExpression,
  key: string,
): { name: ts.Node; value: ts.Expression } | undefined {
  for (const property of [...group.properties].reverse()) {
    if (ts.isSpreadAssignment(property)) {
      const spread = written(source, property.expression);
      const found = ts.isObjectLiteralExpression(spread) ? fieldOf(source, spread, key) : undefined;
      if (found) return found;
    } else if (property.name && keyOf(property.name) === key) {
      if (ts.isPropertyAssignment(property)) return { name: property.name, value: property.initializer };
      if (ts.isShorthandPropertyAssignment(property)) return { name: property.name, value: property.name };
      return { name: property.name, value: property.name as ts.Expression };
    }
  }
  return undefined;
}

/** Where `place` was written in the file; the file's first line when its export is not there at all. */
export function locate(source: ts.SourceFile, place: ContentPlace): Position {
  const start = topLevelConst(source, place.exportName, true);
  if (!start) return { line: 1, column: 1 };
  let node: ts.Node = written(source, start);
  for (const [step, key] of place.path.entries()) {
    const value = node as ts.Expression;
    if (typeof key === 'number' && ts.isArrayLiteralExpression(value)) {
      const items: ts.Expression[] = [];
      addItems(source, value, items);
      const item = items[key];
      if (!item) break;
      node = written(source, item);
    } else if (typeof key === 'string' && ts.isObjectLiteralExpression(value)) {
      const field = fieldOf(source, value, key);
      if (!field) break;
      node = place.name && step === place.path.length - 1 ? field.name : written(source, field.value);
    } else break;
  }
  return positionOf(source, node.getStart(source));
}

/** A problem at its place, as terminals and editors link it: `content/blogs.ts:42:11: post "…", date: …`. */
export function positionedLine(file: string, { line, column }: Position, message: string): string {
  return `${file}:${line}:${column}: ${message}`;
}

// The Git host's workflow commands read `%`, CR and LF as escapes in a message, and `:` and `,` too
// in a property (file, title); each is written as its percent code.
const escapeData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** A problem as the Git host's annotation, which a pull request shows on the file's line. */
export function githubAnnotation(file: string, { line, column }: Position, message: string, title = 'Content check') {
  return `::error file=${escapeProperty(file)},line=${line},col=${column},title=${escapeProperty(title)}::${escapeData(message)}`;
}

/** A warning as the Git host's annotation, shown on the run's summary. */
export function githubWarning(message: string, title = 'Content check') {
  return `::warning title=${escapeProperty(title)}::${escapeData(message)}`;
}
