import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import {
  concat,
  createPublicClient,
  createTestClient,
  createWalletClient,
  encodeAbiParameters,
  getAddress,
  http,
  parseEther,
  toHex,
  type Address,
  type Hex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { readArtifact } from './deploy'
import { create2Address, deployDeterministic, type Deployable } from './deterministicDeployer'
import { deployTokenPaymaster } from './deployTokenPaymaster'
import {
  BUNDLER_EXECUTOR_KEY,
  BUNDLER_UTILITY_KEY,
  DEV_PAYMASTER_SIGNER,
  PASSKEY_STACK,
  SITE_PAYMASTER,
  type PasskeyStack,
} from './passkeyStack'

const require = createRequire(import.meta.url)

/** The salt EntryPoint v0.8 was deployed with everywhere: its canonical address depends on it. */
const ENTRYPOINT_SALT: Hex = '0x0a59dbff790c23c976a548690c27297883cc66b4c67024f9117b0238995e35e9'
/** Our salt for the rest of the stack, so that its addresses are constants (devchain/passkeyStack.ts). */
const STACK_SALT: Hex = toHex('walletport passkey stack v1', { size: 32 })
/** The site paymaster's salt: the same DevPaymaster code with another signer, at its own address. */
const SITE_PAYMASTER_SALT: Hex = toHex('walletport site paymaster v1', { size: 32 })
/** What the dev paymaster's EntryPoint deposit starts with (the site paymaster's too). */
export const PAYMASTER_DEPOSIT = parseEther('100')

/** The contracts a passkey account needs on any chain (all of the stack but the dev paymaster). */
export type AccountStackName = Exclude<keyof PasskeyStack, 'paymaster'>

const withArgs = (artifact: string, ...addresses: Address[]): Hex =>
  concat([
    readArtifact(artifact).bytecode,
    encodeAbiParameters(
      addresses.map(() => ({ type: 'address' })),
      addresses,
    ),
  ])

/**
 * The init code of the account contracts, in deployment order (the factory names the two before it): EntryPoint
 * v0.8 with its canonical bytecode and salt (so it lands where every v0.8 client expects it, or is found there
 * already), the WebAuthn verifier, the account implementation and its factory. What `npm run deploy:passkey` puts
 * on an operator's chain.
 */
export function accountStackInitCodes(): Deployable<AccountStackName>[] {
  const entryPoint = JSON.parse(
    readFileSync(require.resolve('@account-abstraction/contracts/artifacts/EntryPoint.json'), 'utf8'),
  ) as { bytecode: Hex }
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
  ]
}

/** The whole local stack: the account contracts, and the dev paymaster that trusts the dev signer. */
export function passkeyStackInitCodes(): Deployable<keyof PasskeyStack>[] {
  return [
    ...accountStackInitCodes(),
    { name: 'paymaster', salt: STACK_SALT, initCode: withArgs('DevPaymaster', DEV_PAYMASTER_SIGNER) },
  ]
}

/** The paymaster "of the dapp's own" (SITE_PAYMASTER): local chains only, never an operator's. */
export function sitePaymasterInitCode(): Deployable<'sitePaymaster'> {
  return {
    name: 'sitePaymaster',
    salt: SITE_PAYMASTER_SALT,
    initCode: withArgs('DevPaymaster', SITE_PAYMASTER.signer),
  }
}

/** Where each contract lands, from its init code (what passkeyStack.ts must say). */
export function computePasskeyStack(): PasskeyStack {
  return Object.fromEntries(
    passkeyStackInitCodes().map(({ name, salt, initCode }) => [name, create2Address(salt, initCode)]),
  ) as PasskeyStack
}

/**
 * Deploys the passkey wallet's contracts on a fresh anvil (chain 31337): the account contracts, and the dev paymaster
 * with a 100 ETH deposit. Everything goes through the deterministic deployer, so the addresses do not depend on who
 * deploys or when. Funds the bundler's executor and utility accounts (anvil funds only dev accounts 0–9, which the
 * tests use).
 */
export async function deployPasskeyStack(rpcUrl: string): Promise<PasskeyStack> {
  const transport = http(rpcUrl)
  const testClient = createTestClient({ mode: 'anvil', transport })
  for (const key of [BUNDLER_EXECUTOR_KEY, BUNDLER_UTILITY_KEY]) {
    await testClient.setBalance({ address: privateKeyToAccount(key).address, value: parseEther('10000') })
  }
  const client = createPublicClient({ transport, pollingInterval: 50 })
  const chain = {
    id: await client.getChainId(),
    name: 'devchain',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  }
  const wallet = createWalletClient({ account: privateKeyToAccount(BUNDLER_UTILITY_KEY), chain, transport })

  for (const contract of passkeyStackInitCodes()) {
    const expected = PASSKEY_STACK[contract.name]
    const computed = create2Address(contract.salt, contract.initCode)
    if (getAddress(computed) !== getAddress(expected)) {
      throw new Error(
        `devchain: ${contract.name} would land at ${computed}, passkeyStack.ts says ${expected}; a contract changed, update passkeyStack.ts (and walletport.config.json)`,
      )
    }
    await deployDeterministic({ client, wallet, contract })
  }
  const site = sitePaymasterInitCode()
  if (getAddress(create2Address(site.salt, site.initCode)) !== getAddress(SITE_PAYMASTER.address))
    throw new Error(
      `devchain: the site paymaster would land at ${create2Address(site.salt, site.initCode)}, passkeyStack.ts says ${SITE_PAYMASTER.address}`,
    )
  await deployDeterministic({ client, wallet, contract: site })
  for (const address of [PASSKEY_STACK.paymaster, SITE_PAYMASTER.address]) {
    const hash = await wallet.writeContract({
      address,
      abi: readArtifact('DevPaymaster').abi,
      functionName: 'deposit',
      value: PAYMASTER_DEPOSIT,
    })
    await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  }
  await deployTokenPaymaster({ client, wallet, owner: wallet.account.address })
  return PASSKEY_STACK
}
