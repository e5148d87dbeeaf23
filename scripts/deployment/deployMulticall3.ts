import {
  formatEther,
  parseAbi,
  parseEther,
  parseTransaction,
  type Account,
  type Address,
  type Chain,
  type Hex,
  type PublicClient,
  type Transport,
  type WalletClient,
} from 'viem'
import { MULTICALL3_ADDRESS } from '../../devchain/deploy'
import { create2Address, deployDeterministic } from '../../devchain/deterministicDeployer'
import { MULTICALL3_PRESIGNED_TX } from './multicall3PresignedTx'

/** The one account that can send the presigned transaction, and what it must hold to: 1,000,000 gas at 100 gwei. */
export const MULTICALL3_DEPLOYER: Address = '0x05f32B3cC3888453ff71B01135B34FF8e41263F2'
export const MULTICALL3_DEPLOYER_FUNDS = parseEther('0.1')

/** Multicall3's init code, the presigned transaction's own: through the deterministic deployer it makes the same code. */
export const MULTICALL3_INIT_CODE: Hex = parseTransaction(MULTICALL3_PRESIGNED_TX).data!
const SALT: Hex = `0x${'0'.repeat(64)}`
/** Where the deterministic deployer puts Multicall3 on a chain that refuses the presigned transaction. */
export const MULTICALL3_CREATE2_ADDRESS: Address = create2Address(SALT, MULTICALL3_INIT_CODE)

const abi = parseAbi([
  'struct Call3 { address target; bool allowFailure; bytes callData; }',
  'struct Result { bool success; bytes returnData; }',
  // payable on chain; read here by eth_call, as the widget reads it
  'function aggregate3(Call3[] calls) view returns (Result[] returnData)',
])

export type Multicall3Status = {
  address: Address
  status: 'present' | 'deployed' | 'missing'
  /** How it got there, when this run put it there: its presigned transaction, or the deterministic deployer. */
  how?: 'presigned' | 'create2'
  /** Why the presigned transaction was not used (the node's refusal), when the deterministic deployer was. */
  refusal?: string
}

export type DeployMulticall3Parameters = {
  client: PublicClient
  /** The paying key's wallet; needed only when Multicall3 is missing. */
  wallet?: WalletClient<Transport, Chain, Account> | undefined
  dryRun?: boolean
  log?: (line: string) => void
}

/**
 * Puts Multicall3 on a chain that lacks it, the widget's balance reads going through it: at its canonical address by
 * its presigned transaction (the deployer funded with 0.1 ETH first), or, where the node refuses that transaction (no
 * pre-EIP-155 transactions, or its nonce spent), through the deterministic deployer at another address, which the
 * chain's `multicall3` field must then name. Idempotent: Multicall3 found at either address is checked, not redeployed.
 */
export async function deployMulticall3({
  client,
  wallet,
  dryRun = false,
  log = () => {},
}: DeployMulticall3Parameters): Promise<Multicall3Status> {
  for (const address of [MULTICALL3_ADDRESS, MULTICALL3_CREATE2_ADDRESS])
    if (await hasCode(client, address)) {
      await checkAnswers(client, address)
      return { address, status: 'present' }
    }
  if (dryRun) return { address: MULTICALL3_ADDRESS, status: 'missing' }
  if (!wallet) throw new Error('deploy: set WALLETPORT_DEPLOYER_KEY to the private key that pays for the deployment')

  const refusal = await sendPresigned(client, wallet, log)
  if (refusal === undefined) {
    await checkAnswers(client, MULTICALL3_ADDRESS)
    return { address: MULTICALL3_ADDRESS, status: 'deployed', how: 'presigned' }
  }
  log(
    `this chain refuses Multicall3's presigned transaction (${refusal}); deploying it through the deterministic deployer`,
  )
  const contract = { name: 'Multicall3', salt: SALT, initCode: MULTICALL3_INIT_CODE }
  const { address } = await deployDeterministic({ client, wallet, contract })
  await checkAnswers(client, address)
  return { address, status: 'deployed', how: 'create2', refusal }
}

/**
 * What the paying key will send Multicall3's deployer, if this chain lacks Multicall3 and the presigned transaction
 * can still be sent (its deployer's nonce 0 unspent): checked with the rest before anything is spent.
 */
export async function multicall3Reserve(client: PublicClient): Promise<bigint> {
  if ((await hasCode(client, MULTICALL3_ADDRESS)) || (await hasCode(client, MULTICALL3_CREATE2_ADDRESS))) return 0n
  if ((await client.getTransactionCount({ address: MULTICALL3_DEPLOYER })) > 0) return 0n
  const held = await client.getBalance({ address: MULTICALL3_DEPLOYER })
  return held >= MULTICALL3_DEPLOYER_FUNDS ? 0n : MULTICALL3_DEPLOYER_FUNDS - held
}

/** Sends the presigned transaction, funding its deployer first; the node's refusal if it will not take it. */
async function sendPresigned(
  client: PublicClient,
  wallet: WalletClient<Transport, Chain, Account>,
  log: (line: string) => void,
): Promise<string | undefined> {
  if ((await client.getTransactionCount({ address: MULTICALL3_DEPLOYER })) > 0)
    return `${MULTICALL3_DEPLOYER} has sent a transaction already, so its nonce 0 is spent`
  // Offered before any funding: a node that refuses it for want of funds (geth, anvil: "insufficient funds…",
  // Nethermind: "InsufficientFunds…") takes pre-EIP-155 transactions; any other refusal (replay protection, a fee
  // floor above 100 gwei) means the 0.1 ETH would be spent for nothing.
  let refusal = await sendRaw(client)
  if (refusal !== undefined && !/insufficient[ _]?funds/i.test(refusal)) return refusal
  if (refusal !== undefined) {
    const held = await client.getBalance({ address: MULTICALL3_DEPLOYER })
    const shortfall = MULTICALL3_DEPLOYER_FUNDS - held
    const [balance, gasPrice] = await Promise.all([
      client.getBalance({ address: wallet.account.address }),
      client.getGasPrice(),
    ])
    if (balance < shortfall + 21_000n * gasPrice * 2n)
      throw new Error(
        `deploy: ${wallet.account.address} holds ${formatEther(balance)} ETH; Multicall3's deployer ${MULTICALL3_DEPLOYER} needs ${formatEther(shortfall)} ETH more, plus gas`,
      )
    log(`funding Multicall3's deployer ${MULTICALL3_DEPLOYER} with ${formatEther(shortfall)} ETH…`)
    const funding = await wallet.sendTransaction({ to: MULTICALL3_DEPLOYER, value: shortfall })
    const funded = await client.waitForTransactionReceipt({ hash: funding })
    if (funded.status !== 'success') throw new Error(`deploy: funding Multicall3's deployer failed (${funding})`)
    refusal = await sendRaw(client)
    if (refusal !== undefined) return refusal
  }
  log("Multicall3's presigned transaction mined")
  return undefined
}

/** Offers the presigned transaction and waits for it to be mined; the node's error text if it refuses it. */
async function sendRaw(client: PublicClient): Promise<string | undefined> {
  let hash: Hex
  try {
    hash = await client.request({ method: 'eth_sendRawTransaction', params: [MULTICALL3_PRESIGNED_TX] })
  } catch (error) {
    const { details, shortMessage, message } = error as { details?: string; shortMessage?: string; message: string }
    return details || shortMessage || message
  }
  const receipt = await client.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new Error(`deploy: Multicall3's presigned transaction reverted (${hash})`)
  return undefined
}

async function hasCode(client: PublicClient, address: Address): Promise<boolean> {
  const code = await client.getCode({ address })
  return code !== undefined && code !== '0x'
}

/** Multicall3 or not: the code there must answer an empty aggregate3, as the widget's balance read asks it. */
async function checkAnswers(client: PublicClient, address: Address): Promise<void> {
  try {
    const results = await client.readContract({ address, abi, functionName: 'aggregate3', args: [[]] })
    if (results.length === 0) return
  } catch {
    // said below
  }
  throw new Error(`deploy: the code at ${address} does not answer Multicall3's aggregate3; refusing`)
}
