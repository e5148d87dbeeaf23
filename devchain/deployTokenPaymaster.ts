import {
  concat,
  encodeAbiParameters,
  getAddress,
  parseEther,
  toHex,
  type Account,
  type Address,
  type Chain,
  type Hex,
  type PublicClient,
  type Transport,
  type WalletClient,
} from 'viem'
import { readArtifact } from './deploy'
import { create2Address, deployDeterministic, type Deployable } from './deterministicDeployer'
import { devchainFeed } from './feeds'
import { TOKEN_PAYMASTER } from './tokenPaymaster'
import { devchainToken } from './tokens'

const SALT: Hex = toHex('walletport token paymaster v1', { size: 32 })

export type TokenPaymasterInitCodeParameters = {
  owner: Address
  /** The native currency's Chainlink-compatible USD feed on the chain it is deployed to. */
  nativeUsdFeed: Address
  /** How old a feed's price may be before the paymaster stops taking it. */
  maxAgeSeconds: number
}

/**
 * The token paymaster's init code. Its CREATE2 address follows from these arguments, so an operator who passes the
 * same owner, feed and age on another chain finds it at the same address only where the feed's address is the same.
 */
export function tokenPaymasterInitCode({
  owner,
  nativeUsdFeed,
  maxAgeSeconds,
}: TokenPaymasterInitCodeParameters): Deployable<'tokenPaymaster'> {
  const args = encodeAbiParameters(
    [{ type: 'address' }, { type: 'address' }, { type: 'uint48' }],
    [owner, nativeUsdFeed, maxAgeSeconds],
  )
  return { name: 'tokenPaymaster', salt: SALT, initCode: concat([readArtifact('TokenPaymaster').bytecode, args]) }
}

/**
 * Deploys the ERC-20 paymaster of the passkey wallet on the local chain (after its tokens and feeds): it takes dUSD
 * at the price of the dUSD / USD feed, and its EntryPoint deposit starts at 100 ETH.
 */
export async function deployTokenPaymaster({
  client,
  wallet,
  owner,
}: {
  client: PublicClient
  wallet: WalletClient<Transport, Chain, Account>
  owner: Address
}): Promise<Address> {
  const contract = tokenPaymasterInitCode({
    owner,
    nativeUsdFeed: devchainFeed('native').address,
    maxAgeSeconds: TOKEN_PAYMASTER.maxAgeSeconds,
  })
  const address = create2Address(contract.salt, contract.initCode)
  if (getAddress(address) !== getAddress(TOKEN_PAYMASTER.address))
    throw new Error(
      `devchain: the token paymaster would land at ${address}, tokenPaymaster.ts says ${TOKEN_PAYMASTER.address}`,
    )
  await deployDeterministic({ client, wallet, contract })
  const { abi } = readArtifact('TokenPaymaster')
  const dUSD = devchainToken('dUSD')
  for (const hash of [
    await wallet.writeContract({
      address,
      abi,
      functionName: 'setTokenFeed',
      args: [dUSD.address, devchainFeed('dUSD').address, dUSD.decimals],
    }),
    await wallet.writeContract({ address, abi, functionName: 'deposit', value: parseEther('100') }),
  ])
    await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  return address
}
