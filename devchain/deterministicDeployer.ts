import { concat, getContractAddress, keccak256, type Address, type Chain, type Hex, type PublicClient } from 'viem'
import type { WalletClient, Account, Transport } from 'viem'
import { sameCodeUpToImmutables } from './sameCodeUpToImmutables'

/** The deterministic deployment proxy (CREATE2 from `salt ‖ initCode`), present on anvil and most chains. */
export const DETERMINISTIC_DEPLOYER: Address = '0x4e59b44847b379578588920cA78FbF26c0B4956C'

/**
 * The proxy's runtime code: it has no constructor arguments and no immutables, so it is the same on every chain.
 * Checked before anything is sent through it: a contract squatting at that address on some chain could deploy
 * anything, and the CREATE2 addresses would then promise nothing.
 */
const DETERMINISTIC_DEPLOYER_CODE_HASH: Hex = '0x2fa86add0aed31f33a762c9d88e807c475bd51d0f52bd0955754b2608f7e4989'

/** A contract to place by CREATE2 through the deterministic deployer. */
export type Deployable<Name extends string = string> = { name: Name; salt: Hex; initCode: Hex }

export type DeployDeterministicParameters = {
  client: PublicClient
  wallet: WalletClient<Transport, Chain, Account>
  contract: Deployable
}
export type DeployDeterministicReturnType = { address: Address; deployed: boolean; hash?: Hex }

/** Where `initCode` lands when the deterministic deployer creates it with `salt`: the same address on every chain. */
export function create2Address(salt: Hex, initCode: Hex): Address {
  return getContractAddress({ opcode: 'CREATE2', from: DETERMINISTIC_DEPLOYER, salt, bytecode: initCode })
}

/** Refuses a chain whose deterministic deployer is missing or is not the genuine proxy. */
export async function checkDeterministicDeployer(client: PublicClient): Promise<void> {
  const code = await client.getCode({ address: DETERMINISTIC_DEPLOYER })
  if (!code || code === '0x')
    throw new Error(
      `deploy: this chain has no deterministic deployment proxy at ${DETERMINISTIC_DEPLOYER}; ` +
        'it must be deployed first (see docs/deploy.md, "A chain without the deterministic deployer")',
    )
  if (keccak256(code) !== DETERMINISTIC_DEPLOYER_CODE_HASH)
    throw new Error(`deploy: the code at ${DETERMINISTIC_DEPLOYER} is not the deterministic deployment proxy; refusing`)
}

/**
 * Deploys one contract through the deterministic deployer unless it is already there, then verifies its code
 * (`verifyDeterministic`). Idempotent: a second run sends nothing.
 */
export async function deployDeterministic({
  client,
  wallet,
  contract,
}: DeployDeterministicParameters): Promise<DeployDeterministicReturnType> {
  const address = create2Address(contract.salt, contract.initCode)
  const existing = await client.getCode({ address })
  let hash: Hex | undefined
  if (!existing || existing === '0x') {
    hash = await wallet.sendTransaction({
      to: DETERMINISTIC_DEPLOYER,
      data: concat([contract.salt, contract.initCode]),
    })
    const receipt = await client.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success')
      throw new Error(`deploy: creating ${contract.name} reverted (transaction ${hash})`)
  }
  await verifyDeterministic({ client, contract })
  return { address, deployed: hash !== undefined, ...(hash ? { hash } : {}) }
}

/**
 * Verifies that the code at a contract's CREATE2 address is what its init code makes. The creation is simulated with
 * `eth_call` and the runtime codes compared; they may differ only inside PUSH32 operands, where the compiler puts
 * immutables (the contract's own address, an EIP-712 domain's chain id), which the simulation, run at another
 * address, cannot reproduce. Needs no key.
 */
export async function verifyDeterministic({ client, contract }: Omit<DeployDeterministicParameters, 'wallet'>) {
  const address = create2Address(contract.salt, contract.initCode)
  const [onChain, simulated] = await Promise.all([
    client.getCode({ address }),
    client.call({ data: contract.initCode }).then(({ data }) => data),
  ])
  if (!onChain || onChain === '0x') throw new Error(`deploy: ${contract.name} has no code at ${address}`)
  if (!simulated || !sameCodeUpToImmutables(onChain, simulated))
    throw new Error(`deploy: the code at ${address} is not what ${contract.name}'s init code makes; refusing to use it`)
}
