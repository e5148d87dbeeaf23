import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import {
  concat,
  createTestClient,
  createWalletClient,
  encodeAbiParameters,
  getAddress,
  getContractAddress,
  http,
  parseEther,
  publicActions,
  toHex,
  type Address,
  type Hex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { readArtifact } from './deploy'
import {
  BUNDLER_EXECUTOR_KEY,
  BUNDLER_UTILITY_KEY,
  DEV_PAYMASTER_SIGNER,
  PASSKEY_STACK,
  type PasskeyStack,
} from './passkeyStack'

const require = createRequire(import.meta.url)

/** The deterministic deployment proxy (CREATE2 from `salt ‖ initCode`), present on anvil and most chains. */
export const DETERMINISTIC_DEPLOYER: Address = '0x4e59b44847b379578588920cA78FbF26c0B4956C'
/** The salt EntryPoint v0.8 was deployed with everywhere: its canonical address depends on it. */
const ENTRYPOINT_SALT: Hex = '0x0a59dbff790c23c976a548690c27297883cc66b4c67024f9117b0238995e35e9'
/** Our salt for the rest of the stack, so that its addresses are constants (devchain/passkeyStack.ts). */
const STACK_SALT: Hex = toHex('walletport passkey stack v1', { size: 32 })
/** What the dev paymaster's EntryPoint deposit starts with. */
export const PAYMASTER_DEPOSIT = parseEther('100')

type Deployable = { name: keyof PasskeyStack; salt: Hex; initCode: Hex }

/** The init code of every contract of the stack, in deployment order (later ones name earlier addresses). */
export function passkeyStackInitCodes(): Deployable[] {
  const entryPoint = JSON.parse(
    readFileSync(require.resolve('@account-abstraction/contracts/artifacts/EntryPoint.json'), 'utf8'),
  ) as { bytecode: Hex }
  const withArgs = (artifact: string, ...addresses: Address[]): Hex =>
    concat([
      readArtifact(artifact).bytecode,
      encodeAbiParameters(
        addresses.map(() => ({ type: 'address' })),
        addresses,
      ),
    ])
  const verifier = withArgs('ERC7913WebAuthnVerifier')
  const implementation = withArgs('PasskeyAccount')
  return [
    { name: 'entryPoint', salt: ENTRYPOINT_SALT, initCode: entryPoint.bytecode },
    { name: 'webAuthnVerifier', salt: STACK_SALT, initCode: verifier },
    { name: 'accountImplementation', salt: STACK_SALT, initCode: implementation },
    {
      name: 'factory',
      salt: STACK_SALT,
      initCode: withArgs(
        'PasskeyAccountFactory',
        create2Address(STACK_SALT, implementation),
        create2Address(STACK_SALT, verifier),
      ),
    },
    { name: 'paymaster', salt: STACK_SALT, initCode: withArgs('DevPaymaster', DEV_PAYMASTER_SIGNER) },
  ]
}

const create2Address = (salt: Hex, initCode: Hex) =>
  getContractAddress({ opcode: 'CREATE2', from: DETERMINISTIC_DEPLOYER, salt, bytecode: initCode })

/** Where each contract lands, from its init code (what passkeyStack.ts must say). */
export function computePasskeyStack(): PasskeyStack {
  return Object.fromEntries(
    passkeyStackInitCodes().map(({ name, salt, initCode }) => [name, create2Address(salt, initCode)]),
  ) as PasskeyStack
}

/**
 * Deploys the passkey wallet's contracts on a fresh anvil (chain 31337): EntryPoint v0.8 at its canonical address,
 * the WebAuthn verifier, the account implementation and factory, and the dev paymaster with a 100 ETH deposit.
 * Everything goes through the deterministic deployer, so the addresses do not depend on who deploys or when.
 * Funds the bundler's executor and utility accounts (anvil funds only dev accounts 0–9, which the tests use).
 */
export async function deployPasskeyStack(rpcUrl: string): Promise<PasskeyStack> {
  const transport = http(rpcUrl)
  const testClient = createTestClient({ mode: 'anvil', transport })
  const deployer = privateKeyToAccount(BUNDLER_UTILITY_KEY)
  for (const key of [BUNDLER_EXECUTOR_KEY, BUNDLER_UTILITY_KEY]) {
    await testClient.setBalance({ address: privateKeyToAccount(key).address, value: parseEther('10000') })
  }
  const wallet = createWalletClient({ account: deployer, transport }).extend(publicActions)
  const chain = {
    id: await wallet.getChainId(),
    name: 'devchain',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  }

  const computed = computePasskeyStack()
  for (const { name, salt, initCode } of passkeyStackInitCodes()) {
    const expected = PASSKEY_STACK[name]
    if (getAddress(computed[name]) !== getAddress(expected)) {
      throw new Error(
        `devchain: ${name} would land at ${computed[name]}, passkeyStack.ts says ${expected}; a contract changed, update passkeyStack.ts (and walletport.config.json)`,
      )
    }
    const existing = await wallet.getCode({ address: expected })
    if (existing && existing !== '0x') continue
    const hash = await wallet.sendTransaction({ chain, to: DETERMINISTIC_DEPLOYER, data: concat([salt, initCode]) })
    const receipt = await wallet.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    const code = await wallet.getCode({ address: expected })
    if (receipt.status !== 'success' || !code || code === '0x')
      throw new Error(`devchain: deploying ${name} failed (${receipt.status})`)
  }
  const hash = await wallet.writeContract({
    chain,
    address: PASSKEY_STACK.paymaster,
    abi: readArtifact('DevPaymaster').abi,
    functionName: 'deposit',
    value: PAYMASTER_DEPOSIT,
  })
  await wallet.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  return PASSKEY_STACK
}
