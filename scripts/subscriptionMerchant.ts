import type { IncomingMessage, ServerResponse } from 'node:http'
import {
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  createTestClient,
  createWalletClient,
  encodeFunctionData,
  encodePacked,
  getAddress,
  http,
  parseAbi,
  parseEther,
  type Address,
  type Hex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { devPrivateKey } from '../devchain/accounts'
import { PASSKEY_STACK } from '../devchain/passkeyStack'
import { readArtifact } from '../devchain/deploy'
import { devchainToken } from '../devchain/tokens'
import { readRequestBody } from '../harness/readRequestBody'
import { parsePermissionContext } from '../protocol/parsePermissionRequest'

/** The demo merchant's redeemer: dev account 14 of anvil's public mnemonic, which no test and no service signs with. */
export const MERCHANT_ACCOUNT_INDEX = 14
/** What the demo shop sells: 5 dUSD every 30 days, paid to the merchant's own address. */
export const SUBSCRIPTION = { amount: 5_000_000n, period: 30 * 86_400, symbol: 'dUSD' } as const
const MAX_BODY = 1_000
/** A passkey account's code: the ERC-1167 clone PasskeyAccountFactory makes of the account implementation. */
const PASSKEY_ACCOUNT_CODE =
  `0x363d3d373d3d3d363d73${PASSKEY_STACK.accountImplementation.slice(2)}5af43d82803e903d91602b57fd5bf3`.toLowerCase()
const TRANSFER = parseAbi(['function transfer(address to, uint256 amount) returns (bool)'])
/** The account's ABI, errors included: a refused redeem is decoded to the error the contract names. */
const ACCOUNT_ABI = readArtifact('PasskeyAccount').abi as readonly unknown[]

type Charge = { outcome: 'paid'; amount: string; hash: Hex } | { outcome: 'refused'; reason: string }

/**
 * The demo shop's server as a merchant (dev only, on the demo host's loopback origins): `GET /api/subscription` says
 * the offer (redeemer, token, amount, period); `POST /api/subscription { context }` takes the permission context the
 * page was granted (ERC-7715's answer), checks on chain that it is this offer's grant, and redeems the first payment
 * through ERC-7710's `redeemDelegations`; `POST /api/subscription/charge { context }` redeems again. A redeem the
 * account refuses is answered with the error the chain names (`PermissionLimitExceeded(5000000, 0)`), so the merchant
 * sees why. Everything received is hostile: the body is parsed, the context must be one the subscribe step checked.
 */
export function createSubscriptionMerchant(rpcUrl: string) {
  const account = privateKeyToAccount(devPrivateKey(MERCHANT_ACCOUNT_INDEX))
  const transport = http(rpcUrl)
  const client = createPublicClient({ chain: foundry, transport, pollingInterval: 100 })
  const wallet = createWalletClient({ account, chain: foundry, transport })
  const token = devchainToken(SUBSCRIPTION.symbol).address
  /** The contexts checked by a subscribe, lower case: only those are charged again. */
  const subscriptions = new Set<string>()
  /** One redeem at a time: the merchant's nonces stay in order. */
  let queue: Promise<unknown> = Promise.resolve()

  async function redeem(context: Hex): Promise<Charge> {
    // anvil funds dev accounts 0–9 only: the demo merchant tops up its gas itself (a real one holds its own).
    if ((await client.getBalance({ address: account.address })) < parseEther('1'))
      await createTestClient({ mode: 'anvil', chain: foundry, transport }).setBalance({
        address: account.address,
        value: parseEther('10'),
      })
    const { account: customer } = parsePermissionContext(context, 'context')
    const transfer = encodeFunctionData({ abi: TRANSFER, args: [account.address, SUBSCRIPTION.amount] })
    const execution = encodePacked(['address', 'uint256', 'bytes'], [token, 0n, transfer])
    try {
      const { request } = await client.simulateContract({
        account,
        address: customer,
        abi: ACCOUNT_ABI,
        functionName: 'redeemDelegations',
        args: [[context], [`0x${'0'.repeat(64)}`], [execution]],
      })
      const hash = await wallet.writeContract(request)
      const receipt = await client.waitForTransactionReceipt({ hash })
      if (receipt.status !== 'success')
        return { outcome: 'refused', reason: `reverted in block ${receipt.blockNumber}` }
      return { outcome: 'paid', amount: `5 ${SUBSCRIPTION.symbol}`, hash }
    } catch (error) {
      return { outcome: 'refused', reason: revertReason(error) }
    }
  }

  /**
   * The grant `context` names, read from the account: the account must be a passkey account (a clone of the known
   * implementation, which enforces its grants, not a contract that merely answers like one), and the grant this offer,
   * redeemable by this merchant.
   */
  async function isThisOffer(context: Hex): Promise<boolean> {
    const { account: customer, id } = parsePermissionContext(context, 'context')
    try {
      if ((await client.getCode({ address: customer }))?.toLowerCase() !== PASSKEY_ACCOUNT_CODE) return false
      const grant = (await client.readContract({
        address: customer,
        abi: ACCOUNT_ABI,
        functionName: 'permission',
        args: [id],
      })) as { terms: { redeemer: Address; token: Address; kind: number; amount: bigint; period: number } }
      const { terms } = grant
      return (
        getAddress(terms.redeemer) === account.address &&
        getAddress(terms.token) === getAddress(token) &&
        terms.kind === 0 &&
        terms.amount === SUBSCRIPTION.amount &&
        terms.period === SUBSCRIPTION.period
      )
    } catch {
      return false
    }
  }

  const serially = <T>(run: () => Promise<T>): Promise<T> => {
    const next = queue.then(run, run)
    queue = next.catch(() => undefined)
    return next
  }

  return async function handle(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname
    if (path !== '/api/subscription' && path !== '/api/subscription/charge') return false
    if (request.method === 'GET' && path === '/api/subscription')
      return answer(response, 200, {
        redeemer: account.address,
        token,
        periodAmount: `0x${SUBSCRIPTION.amount.toString(16)}`,
        periodDuration: SUBSCRIPTION.period,
      })
    if (request.method !== 'POST') return answer(response, 405, { error: 'GET the offer, POST a context' })
    // Only this origin's own pages: another site cannot make the merchant charge (nor spend its gas).
    const origin = request.headers.origin
    if (origin !== undefined && origin !== `http://${request.headers.host}`)
      return answer(response, 403, { error: 'another origin' })
    let context: Hex
    try {
      const body = JSON.parse(await readRequestBody(request, MAX_BODY)) as unknown
      const raw = typeof body === 'object' && body !== null ? (body as { context?: unknown }).context : undefined
      parsePermissionContext(raw, 'context')
      context = (raw as string).toLowerCase() as Hex
    } catch (error) {
      return answer(response, 400, { error: `expected JSON { context }: ${(error as Error).message}` })
    }
    if (path === '/api/subscription') {
      if (!(await isThisOffer(context)))
        return answer(response, 400, { error: 'context: not a grant of this subscription to this merchant' })
      subscriptions.add(context)
    } else if (!subscriptions.has(context)) return answer(response, 404, { error: 'context: no such subscription' })
    return answer(response, 200, await serially(() => redeem(context)))
  }
}

/** The error the account reverted with, by its name and arguments (`PermissionIsRevoked(0)`), or viem's short text. */
function revertReason(error: unknown): string {
  const reverted = error instanceof BaseError ? error.walk((e) => e instanceof ContractFunctionRevertedError) : null
  if (reverted instanceof ContractFunctionRevertedError && reverted.data?.errorName)
    return `${reverted.data.errorName}(${(reverted.data.args ?? []).map(String).join(', ')})`
  return error instanceof BaseError ? error.shortMessage : String(error)
}

function answer(response: ServerResponse, status: number, body: unknown): true {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' })
  response.end(JSON.stringify(body))
  return true
}
