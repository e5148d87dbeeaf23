/**
 * Compiles devchain/contracts with solc-js and writes devchain/artifacts/<Contract>.json
 * ({ abi, bytecode, deployedBytecode }). Run by hand after a contract changes
 * (`npm run devchain:compile`); the artifacts are committed so start-up never compiles.
 */
import { readFileSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'

const require = createRequire(import.meta.url)
const solc = require('solc') as { compile(input: string, options: { import: (path: string) => unknown }): string }

const root = new URL('.', import.meta.url).pathname
const sourcesDir = join(root, 'contracts')
const artifactsDir = join(root, 'artifacts')

/**
 * Library contracts deployed as they are, with an artifact of their own (the passkey wallet's WebAuthn
 * signature verifier, which PasskeyAccount signers name by address).
 */
const libraryContracts = ['@openzeppelin/contracts/utils/cryptography/verifiers/ERC7913WebAuthnVerifier.sol']

const sources = Object.fromEntries([
  ...readdirSync(sourcesDir)
    .filter((file) => file.endsWith('.sol'))
    .map((file) => [file, { content: readFileSync(join(sourcesDir, file), 'utf8') }]),
  ...libraryContracts.map((path) => [path, { content: readFileSync(require.resolve(path), 'utf8') }]),
])

const input = {
  language: 'Solidity',
  sources,
  settings: {
    optimizer: { enabled: true, runs: 200 },
    evmVersion: 'cancun',
    outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] } },
  },
}

const findImport = (path: string) => {
  try {
    return { contents: readFileSync(require.resolve(path), 'utf8') }
  } catch {
    return { error: `not found: ${path}` }
  }
}

type Output = {
  errors?: { severity: string; formattedMessage: string; sourceLocation?: { file: string } }[]
  contracts: Record<
    string,
    Record<string, { abi: unknown[]; evm: { bytecode: { object: string }; deployedBytecode: { object: string } } }>
  >
}
const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImport })) as Output
const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
// Warnings inside dependencies (OpenZeppelin's) are theirs to fix; ours and every error are shown.
const shown = (output.errors ?? []).filter((e) => e.severity === 'error' || !e.sourceLocation?.file.startsWith('@'))
for (const e of shown) console.error(e.formattedMessage)
if (errors.length > 0) process.exit(1)

mkdirSync(artifactsDir, { recursive: true })
for (const file of Object.keys(sources)) {
  for (const [name, contract] of Object.entries(output.contracts[file] ?? {})) {
    const artifact = {
      contractName: name,
      abi: contract.abi,
      bytecode: `0x${contract.evm.bytecode.object}`,
      deployedBytecode: `0x${contract.evm.deployedBytecode.object}`,
    }
    writeFileSync(join(artifactsDir, `${name}.json`), JSON.stringify(artifact, null, 2) + '\n')
    console.log(`compiled ${name}`)
  }
}
