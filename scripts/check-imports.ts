/**
 * The import-boundary check (design.md §1): each layer may import only what its rules
 * allow. Run by `npm test`; exits 1 listing every violation.
 *   node --import tsx scripts/check-imports.ts [root]
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { builtinModules } from "node:module";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

export interface Layer {
  /** Folder (relative to the root, forward slashes) whose files follow this rule. */
  dir: string;
  /** Folders this layer's relative imports may reach. */
  folders: string[];
  /** Folders it may import types from only (`import type`). */
  typeOnly?: string[];
  /** Node built-ins (fs, node:path, …) and `/// <reference types="node">`. */
  node: boolean;
  /** Bare package imports: "any", "none", or an allowlist. */
  packages: "any" | "none" | string[];
  /** Packages never allowed here, even when `packages` is "any". */
  forbidden?: string[];
}

/** Packages that only make sense under Node or Electron: never in the renderer. */
const NODE_ONLY = ["electron", "ws", "better-sqlite3", "bonjour-service", "@roamhq/wrtc", "tsx", "esbuild", "vite", "playwright-core", "electron-builder", "typescript"];

export const LAYERS: Layer[] = [
  // @noble/hashes: SHA-256 for the state hash (engine/core/sha256.ts), pure JavaScript, no I/O.
  { dir: "engine", folders: ["engine", "resources"], node: false, packages: ["@noble/hashes"] },
  { dir: "app/shared", folders: ["app/shared"], typeOnly: ["engine"], node: false, packages: "none" },
  { dir: "app/host", folders: ["app/host", "app/shared", "engine", "resources"], node: true, packages: "any", forbidden: ["electron"] },
  { dir: "app/web", folders: ["app/web", "app/host", "app/shared", "engine", "resources"], node: true, packages: "any", forbidden: ["electron"] },
  { dir: "app/cli", folders: ["app/cli", "app/web", "app/host", "app/shared", "engine", "resources"], node: true, packages: "any", forbidden: ["electron"] },
  { dir: "app/main", folders: ["app/main", "app/host", "app/shared", "engine", "resources"], node: true, packages: "any" },
  { dir: "app/preload", folders: ["app/preload", "app/shared"], node: false, packages: ["electron"] },
  { dir: "renderer/src", folders: ["renderer/src", "app/shared"], typeOnly: ["engine"], node: false, packages: "any", forbidden: NODE_ONLY },
];

export interface Violation {
  file: string;
  line: number;
  specifier: string;
  reason: string;
}

interface ImportRef {
  specifier: string;
  typeOnly: boolean;
  line: number;
}

const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx)$/;
const builtins = new Set(builtinModules);

function* walk(dir: string): Generator<string> {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir)) {
    if (entry === "node_modules" || entry === "dist" || entry.startsWith(".")) continue;
    const full = join(dir, entry);
    if (statSync(full).isDirectory()) yield* walk(full);
    else if (SOURCE.test(entry) && !entry.endsWith(".d.ts")) yield full;
  }
}

function importsOf(file: string): { refs: ImportRef[]; typeRefs: ImportRef[] } {
  const text = readFileSync(file, "utf8");
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const refs: ImportRef[] = [];
  const line = (n: ts.Node) => sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1;
  const add = (spec: ts.Node | undefined, typeOnly: boolean, at: ts.Node) => {
    if (spec && ts.isStringLiteralLike(spec)) refs.push({ specifier: spec.text, typeOnly, line: line(at) });
    else refs.push({ specifier: "<computed>", typeOnly, line: line(at) });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      const c = node.importClause;
      const named = c?.namedBindings && ts.isNamedImports(c.namedBindings) ? c.namedBindings.elements : undefined;
      const typeOnly = !!c && (c.isTypeOnly || (!c.name && !!named && named.length > 0 && named.every((e) => e.isTypeOnly)));
      add(node.moduleSpecifier, typeOnly, node);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      const named = node.exportClause && ts.isNamedExports(node.exportClause) ? node.exportClause.elements : undefined;
      add(node.moduleSpecifier, node.isTypeOnly || (!!named && named.length > 0 && named.every((e) => e.isTypeOnly)), node);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      add(node.moduleReference.expression, node.isTypeOnly, node);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node.argument.literal, true, node);
    } else if (ts.isCallExpression(node)) {
      const isImport = node.expression.kind === ts.SyntaxKind.ImportKeyword;
      const isRequire = ts.isIdentifier(node.expression) && node.expression.text === "require";
      if (isImport || isRequire) add(node.arguments[0], false, node);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  const typeRefs = sf.typeReferenceDirectives.map((d) => ({ specifier: d.fileName, typeOnly: true, line: sf.getLineAndCharacterOfPosition(d.pos).line + 1 }));
  return { refs, typeRefs };
}

const packageName = (spec: string) => (spec.startsWith("@") ? spec.split("/").slice(0, 2).join("/") : spec.split("/")[0]!);
const toPosix = (p: string) => p.split(sep).join("/");
const within = (path: string, folder: string) => path === folder || path.startsWith(folder + "/");

function judge(layer: Layer, fileRel: string, ref: ImportRef, root: string): string | null {
  const spec = ref.specifier;
  if (spec === "<computed>") return "imports a computed module name, which this check cannot follow";
  if (spec.startsWith(".") || spec.startsWith("/")) {
    const target = toPosix(relative(root, resolve(root, dirname(fileRel), spec)));
    if (layer.folders.some((f) => within(target, f))) return null;
    if (ref.typeOnly && layer.typeOnly?.some((f) => within(target, f))) return null;
    if (layer.typeOnly?.some((f) => within(target, f))) return `may import only types from ${target.split("/")[0]} (use \`import type\`)`;
    return `may not import ${target} (allowed: ${layer.folders.join(", ")})`;
  }
  const bare = spec.startsWith("node:") ? spec.slice(5) : spec;
  if (spec.startsWith("node:") || builtins.has(packageName(bare))) {
    return layer.node ? null : `may not use Node built-in "${spec}"`;
  }
  const pkg = packageName(spec);
  if (layer.forbidden?.includes(pkg)) return `may not import "${pkg}"`;
  if (layer.packages === "any") return null;
  if (layer.packages === "none") return `may not import packages ("${pkg}"): it imports nothing outside itself`;
  return layer.packages.includes(pkg) ? null : `may import only ${layer.packages.join(", ")}, not "${pkg}"`;
}

export function checkImports(root: string, layers: Layer[] = LAYERS): Violation[] {
  const violations: Violation[] = [];
  for (const layer of layers) {
    for (const file of walk(join(root, layer.dir))) {
      const fileRel = toPosix(relative(root, file));
      const { refs, typeRefs } = importsOf(file);
      for (const ref of refs) {
        const reason = judge(layer, fileRel, ref, root);
        if (reason) violations.push({ file: fileRel, line: ref.line, specifier: ref.specifier, reason: `${layer.dir} ${reason}` });
      }
      if (!layer.node) {
        for (const ref of typeRefs.filter((r) => r.specifier === "node" || r.specifier === "electron")) {
          violations.push({ file: fileRel, line: ref.line, specifier: ref.specifier, reason: `${layer.dir} may not reference ${ref.specifier} types` });
        }
      }
    }
  }
  return violations;
}

export function formatViolations(vs: Violation[]): string {
  return vs.map((v) => `${v.file}:${v.line}: ${v.reason} [${v.specifier}]`).join("\n");
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), ".."));
  const vs = checkImports(root);
  if (vs.length) {
    console.error(`Import boundaries: ${vs.length} violation(s)\n${formatViolations(vs)}`);
    process.exitCode = 1;
  } else {
    console.log("Import boundaries: ok");
  }
}
