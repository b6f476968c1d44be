import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Runtime imports of one file, resolved by TypeScript itself; type-only imports vanish at run time. */
function runtimeImports(file: string, options: ts.CompilerOptions): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  for (const node of source.statements) {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
      const named = node.importClause?.namedBindings;
      const onlyTypes =
        named !== undefined &&
        ts.isNamedImports(named) &&
        named.elements.length > 0 &&
        named.elements.every((e) => e.isTypeOnly) &&
        node.importClause?.name === undefined;
      if (!onlyTypes && ts.isStringLiteral(node.moduleSpecifier)) specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && !node.isTypeOnly && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) specifiers.push(node.moduleSpecifier.text);
    }
  }
  return specifiers
    .filter((s) => s.startsWith('.'))
    .map((s) => ts.resolveModuleName(s, file, options, ts.sys).resolvedModule?.resolvedFileName)
    .filter((f): f is string => f !== undefined && !f.includes('node_modules'));
}

/**
 * Static import cycles among the given files (dynamic `import()` — the lazy modes — does not count).
 * Each cycle is reported once, as the list of files that form it.
 */
export function findImportCycles(files: readonly string[], options: ts.CompilerOptions): string[][] {
  const graph = new Map(files.map((f) => [path.resolve(f), runtimeImports(path.resolve(f), options)]));
  const state = new Map<string, 'visiting' | 'done'>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string): void => {
    state.set(file, 'visiting');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'visiting') cycles.push(stack.slice(stack.indexOf(next)));
      else if (!state.has(next) && graph.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}
