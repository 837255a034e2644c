// An import cycle closed by a type-only import (`import type`, `export type … from`), which
// import-x/no-cycle leaves out because such an import is erased at run time. The modules still
// depend on each other and can no longer be understood or moved apart: the shared type belongs in a
// file of its own. Cycles of value imports only are import-x/no-cycle's and not reported here.
import { readFileSync, statSync } from 'node:fs';
import ts from 'typescript';

/** Each file's imports, [resolved path, type only], kept while the file is unchanged. */
const importsCache = new Map();

function isTypeOnlyImport(node) {
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return !clause.name && bindings !== undefined && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((element) => element.isTypeOnly);
}

function isTypeOnlyExport(node) {
  if (node.isTypeOnly) return true;
  const clause = node.exportClause;
  return clause !== undefined && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((element) => element.isTypeOnly);
}

/** The module specifiers a file imports or re-exports, at the top level, each with whether it is type only. */
function specifiersOf(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      found.push([statement.moduleSpecifier.text, isTypeOnlyImport(statement)]);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
      found.push([statement.moduleSpecifier.text, isTypeOnlyExport(statement)]);
    }
  }
  return found;
}

/** Our own TypeScript modules a file imports (packages under node_modules left out). */
function importsOf(file, resolver) {
  let mtime;
  try {
    mtime = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const cached = importsCache.get(file);
  if (cached?.mtime === mtime) return cached.imports;
  const imports = [];
  for (const [specifier, typeOnly] of specifiersOf(file)) {
    const target = resolve(specifier, file, resolver);
    if (target) imports.push([target, typeOnly]);
  }
  importsCache.set(file, { mtime, imports });
  return imports;
}

function resolve(specifier, file, resolver) {
  const resolved = resolver.resolve(specifier, file);
  const path = resolved.found ? resolved.path : null;
  return path && /\.tsx?$/.test(path) && !path.includes('/node_modules/') ? path : null;
}

/**
 * A way from `start` back to `file` with at least one type-only import on it (counting the first
 * step's), as the files it passes through; null when there is none.
 */
function typeClosedCycle(file, start, firstTypeOnly, resolver) {
  const seen = new Set([`${start}|${firstTypeOnly}`]);
  const queue = [{ at: start, typed: firstTypeOnly, way: [start] }];
  while (queue.length > 0) {
    const { at, typed, way } = queue.shift();
    for (const [next, typeOnly] of importsOf(at, resolver)) {
      const nextTyped = typed || typeOnly;
      if (next === file) {
        if (nextTyped) return way;
        continue;
      }
      const state = `${next}|${nextTyped}`;
      if (seen.has(state)) continue;
      seen.add(state);
      queue.push({ at: next, typed: nextTyped, way: [...way, next] });
    }
  }
  return null;
}

export const noTypeCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid an import cycle that a type-only import closes' },
    schema: [],
    messages: { cycle: 'Import cycle closed by a type-only import: {{way}}. Move the shared type to a file of its own.' },
  },
  create(context) {
    const file = context.physicalFilename;
    const resolver = context.settings['import-x/resolver-next']?.[0];
    if (!resolver || !/\.tsx?$/.test(file)) return {};
    const relative = (path) => path.slice(context.cwd.length + 1);
    const check = (node, typeOnly) => {
      const target = resolve(node.source.value, file, resolver);
      if (!target || target === file) return;
      const way = typeClosedCycle(file, target, typeOnly, resolver);
      if (way) context.report({ node, messageId: 'cycle', data: { way: [file, ...way, file].map(relative).join(' → ') } });
    };
    return {
      ImportDeclaration: (node) =>
        check(node, node.importKind === 'type' || (node.specifiers.length > 0 && node.specifiers.every((specifier) => specifier.importKind === 'type'))),
      ExportNamedDeclaration: (node) =>
        node.source && check(node, node.exportKind === 'type' || (node.specifiers.length > 0 && node.specifiers.every((specifier) => specifier.exportKind === 'type'))),
      ExportAllDeclaration: (node) => check(node, node.exportKind === 'type'),
    };
  },
};
