import { readdirSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { API } from 'typescript/unstable/sync'
import type { Node, SourceFile } from 'typescript/unstable/ast'
import {
  isArrowFunction,
  isCallExpression,
  isClassDeclaration,
  isClassExpression,
  isConstructorDeclaration,
  isFunctionDeclaration,
  isFunctionExpression,
  isGetAccessorDeclaration,
  isIdentifier,
  isJsxAttribute,
  isMethodDeclaration,
  isNewExpression,
  isPropertyAssignment,
  isPropertyAccessExpression,
  isPropertyDeclaration,
  isSetAccessorDeclaration,
  isVariableDeclaration,
} from 'typescript/unstable/ast/is'

/**
 * How long each function of the product code is, read with TypeScript's own parser (TypeScript 7's
 * API: it runs the compiler's Go binary and hands back its syntax tree).
 *
 * How a function is counted: from the line of its first token (its doc comment aside) to the line
 * of its closing brace, comments and blank lines included, as a reader sees it. A function written
 * inside another counts toward itself only: its parent keeps the nested function's first and last
 * lines (where the parent names it and hands it on, as it would a call) but not the lines between.
 * So a React component counts its render and its hooks' wiring, not the bodies of its callbacks;
 * a factory that returns an object of methods counts its own set-up and the object's shape, and
 * each method is measured on its own.
 *
 * Run alone it lists every function over a size: `npx tsx tests/unit/support/functionLengths.ts 60`.
 */

const ROOT = resolve(import.meta.dirname, '../../..')

/** What ships, serves, deploys or runs the dev chain (bench and tests aside, as the file cap has it). */
export const PRODUCT_PARTS = [
  'widget/src',
  'protocol',
  'loader',
  'server',
  'harness',
  'devchain',
  'scripts',
  'demo-host',
]

/** Files written by a generator: their length is the data's, not a writer's. */
const GENERATED = new Set(['protocol/confusables.ts'])

/** `lines`: its own lines, as counted above; `span`: first line to last, nested functions included. */
export type FunctionLength = { file: string; name: string; line: number; lines: number; span: number }

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'artifacts' ? [] : sourceFiles(path)
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : []
  })
}

const isFunction = (node: Node) =>
  isFunctionDeclaration(node) ||
  isFunctionExpression(node) ||
  isArrowFunction(node) ||
  isMethodDeclaration(node) ||
  isConstructorDeclaration(node) ||
  isGetAccessorDeclaration(node) ||
  isSetAccessorDeclaration(node)

/** A call's callee, short: `useEffect`, `.then` (the chain before the last name left out), `Promise`. */
function calleeName(callee: Node, file: SourceFile): string {
  if (isPropertyAccessExpression(callee)) return `.${callee.name.getText(file)}`
  return isIdentifier(callee) ? callee.getText(file) : '(…)'
}

/** The name a reader would look for: its own, else the variable, property or call it is written in. */
function nameOf(node: Node, file: SourceFile): string {
  if (isConstructorDeclaration(node)) return 'constructor'
  const own = (node as { name?: Node }).name
  if (own !== undefined) return own.getText(file)
  const parent = node.parent
  if (isVariableDeclaration(parent) || isPropertyAssignment(parent) || isPropertyDeclaration(parent))
    return parent.name.getText(file)
  if (isCallExpression(parent) || isNewExpression(parent)) return `${calleeName(parent.expression, file)}(…)`
  if (isJsxAttribute(parent.parent)) return `${parent.parent.name.getText(file)}={…}`
  return '(anonymous)'
}

function measureFile(path: string, file: SourceFile): FunctionLength[] {
  const found: FunctionLength[] = []
  const lineOf = (position: number) => file.getLineAndCharacterOfPosition(position).line + 1

  /** Visits `node`'s subtree; returns the lines of nested functions' interiors, which their parent does not count. */
  function visit(node: Node, scope: string): number {
    let nestedInterior = 0
    node.forEachChild((child) => {
      if (isFunction(child)) {
        const name = `${scope}${nameOf(child, file)}`
        const [first, last] = [lineOf(child.getStart(file)), lineOf(child.end)]
        const own = last - first + 1 - visit(child, `${name} > `)
        found.push({ file: path, name, line: first, lines: own, span: last - first + 1 })
        nestedInterior += Math.max(0, last - first - 1)
      } else if ((isClassDeclaration(child) || isClassExpression(child)) && child.name !== undefined) {
        nestedInterior += visit(child, `${scope}${child.name.getText(file)}.`)
      } else {
        nestedInterior += visit(child, scope)
      }
      return undefined
    })
    return nestedInterior
  }

  visit(file, '')
  return numberRepeatedNames(found)
}

/** Two callbacks of one name in one scope (two `useEffect(…)`) are told apart by their order: `useEffect(…) #2`. */
function numberRepeatedNames(found: FunctionLength[]): FunctionLength[] {
  const seen = new Map<string, number>()
  return found
    .sort((a, b) => a.line - b.line)
    .map((measured) => {
      const count = (seen.get(measured.name) ?? 0) + 1
      seen.set(measured.name, count)
      return count === 1 ? measured : { ...measured, name: `${measured.name} #${count}` }
    })
}

/** The product's TypeScript files (absolute paths), generated ones aside. */
export function productFiles(): string[] {
  return PRODUCT_PARTS.flatMap((part) => sourceFiles(join(ROOT, part))).filter(
    (path) => !GENERATED.has(relative(ROOT, path)),
  )
}

/**
 * Every function of `paths` (absolute, each in tsconfig.json's program) with its own length, longest first;
 * `file` is the path from the repository's root.
 */
export function measureFunctions(paths: string[]): FunctionLength[] {
  const api = new API({ cwd: ROOT })
  try {
    const program = api.updateSnapshot({ openProject: join(ROOT, 'tsconfig.json') }).getProjects()[0]!.program
    return paths
      .flatMap((path) => {
        const file = program.getSourceFile(path)
        if (file === undefined) throw new Error(`${relative(ROOT, path)} is not in tsconfig.json's program`)
        return measureFile(relative(ROOT, path), file)
      })
      .sort((a, b) => b.lines - a.lines)
  } finally {
    api.close()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const over = Number(process.argv[2] ?? 60)
  for (const { file, name, line, lines, span } of measureFunctions(productFiles()).filter(({ lines }) => lines > over))
    console.log(`${String(lines).padStart(4)} (${String(span).padStart(3)} with nested)  ${file}:${line}  ${name}`)
}
