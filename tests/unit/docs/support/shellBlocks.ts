import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { root } from './docFiles'

const scripts = Object.keys(
  (JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts,
)

/** npm's own commands the docs may use (`npm start` and `npm test` run scripts, checked as such). */
const NPM_COMMANDS = ['ci', 'install', 'i', 'publish', 'pack', 'exec', 'run']
/** Other programs a shell block may start: each is the machine's or the repository's own. */
const COMMANDS = ['npm', 'npx', 'bash', 'node', 'git', 'cd']

/**
 * Checks an `sh` block: every `npm run X` (and `npm start`, `npm test`) names a script of
 * package.json, every other `npm X` is an npm command, every `npx X` a binary in node_modules/.bin,
 * and every word that looks like a path of the repository (`deploy/walletport.production.json`,
 * also as a variable's value) exists. Throws what is wrong, one line per problem.
 */
export function checkShellBlock(code: string): void {
  const problems: string[] = []
  const text = code.replace(/\\\n/g, ' ')
  for (const line of text.split('\n')) {
    // A comment starts at a `#` that begins a word.
    const command = line.replace(/(^|\s)#.*$/, '')
    for (const part of command.split(/&&|\|\||;|\|/)) {
      const words = part.trim().split(/\s+/).filter(Boolean)
      // Leading `NAME=value` assignments: the value may be a path.
      while (words[0] && /^[A-Z_][A-Z0-9_]*=/.test(words[0])) checkPath(words.shift()!.split('=')[1]!, problems)
      const [program, ...args] = words
      if (program === undefined) continue
      if (!COMMANDS.includes(program)) problems.push(`${program}: not a command the docs may use`)
      if (program === 'npm') checkNpm(args, problems)
      if (program === 'npx') {
        const binary = args.find((arg) => !arg.startsWith('-'))
        if (!binary || !existsSync(resolve(root, 'node_modules/.bin', binary)))
          problems.push(`npx ${binary}: no such binary in node_modules/.bin`)
      }
      for (const arg of args) checkPath(arg.replace(/^['"]|['"]$/g, ''), problems)
    }
  }
  if (problems.length > 0) throw new Error(problems.join('\n'))
}

function checkNpm(args: string[], problems: string[]): void {
  const [command, script] = args
  if (command === 'start' || command === 'test') {
    if (!scripts.includes(command)) problems.push(`npm ${command}: no such script in package.json`)
  } else if (command === 'run') {
    if (!script || !scripts.includes(script)) problems.push(`npm run ${script}: no such script in package.json`)
  } else if (!command || !NPM_COMMANDS.includes(command)) {
    problems.push(`npm ${command}: not an npm command the docs use`)
  }
}

/** A word that looks like a repository path (a relative path with a slash, no URL) must exist. */
function checkPath(word: string, problems: string[]): void {
  if (!/^[\w.-]+\/[\w./-]*$/.test(word) || word.startsWith('.')) return
  // What the build writes (dist/, dist-package/…) is not in a checkout.
  if (/^dist[\w-]*\//.test(word)) return
  if (!existsSync(resolve(root, word))) problems.push(`${word}: no such path in the repository`)
}
