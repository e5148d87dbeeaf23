import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createClient, http, type Address, type Hex } from 'viem'
import { entryPoint08Abi, toSmartAccount, type UserOperation } from 'viem/account-abstraction'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PasskeyWalletConfig } from '../../../../protocol/config'
import { sendAsUserOperation, type PreparedUserOperation } from '../../../../widget/src/passkey/sendAsUserOperation'
import { ExplainedError } from '../../../../widget/src/wallets/explainedError'

/*
 * sendAsUserOperation against one fake JSON-RPC node on loopback (port 0), answering as the chain
 * and as the bundler: what the wallet asks the bundler, and what it sends, after a review.
 */

const ACCOUNT: Address = '0x00000000000000000000000000000000000000a1'
const ENTRY_POINT: Address = '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108'
const TX_HASH: Hex = `0x${'ab'.repeat(32)}`
const CALLS = [{ to: '0x000000000000000000000000000000000000dEaD' as Address, value: 1n, data: '0x' as Hex }]

let server: Server
let url = ''
let requests: { method: string; params: unknown[] }[] = []
let operationSucceeds = true
/** The bundler's refusal of eth_sendUserOperation, as its message; undefined: it takes the operation. */
let sendRefusal: string | undefined
/** What the bundler answers `pimlico_getUserOperationGasPrice` with; undefined: it has no such method. */
let bundlerPrice: { maxFeePerGas: Hex; maxPriorityFeePerGas: Hex } | undefined

const answer = (method: string): unknown => {
  switch (method) {
    case 'eth_chainId':
      return '0x7a69'
    case 'eth_getBlockByNumber':
      return {
        number: '0x10',
        baseFeePerGas: '0x3b9aca00',
        timestamp: '0x1',
        hash: `0x${'11'.repeat(32)}`,
        transactions: [],
      }
    case 'eth_maxPriorityFeePerGas':
      return '0x3b9aca00'
    case 'eth_call':
      return `0x${'0'.repeat(64)}` // the EntryPoint's nonce: 0
    case 'eth_getCode':
      return '0x6001' // the account is deployed
    case 'eth_estimateUserOperationGas':
      return { preVerificationGas: '0xc350', verificationGasLimit: '0x186a0', callGasLimit: '0x186a0' }
    case 'pimlico_getUserOperationGasPrice':
      if (bundlerPrice) return { slow: bundlerPrice, standard: bundlerPrice, fast: bundlerPrice }
      break
    case 'eth_sendUserOperation':
      if (sendRefusal) throw new Error(sendRefusal)
      return `0x${'cd'.repeat(32)}`
    case 'eth_getUserOperationReceipt':
      return {
        userOpHash: `0x${'cd'.repeat(32)}`,
        entryPoint: ENTRY_POINT,
        sender: ACCOUNT,
        nonce: '0x0',
        actualGasCost: '0x1',
        actualGasUsed: '0x1',
        success: operationSucceeds,
        logs: [],
        receipt: {
          transactionHash: TX_HASH,
          blockHash: `0x${'22'.repeat(32)}`,
          blockNumber: '0x11',
          logs: [],
          status: '0x1',
          from: ACCOUNT,
          to: ENTRY_POINT,
          gasUsed: '0x1',
          cumulativeGasUsed: '0x1',
          effectiveGasPrice: '0x1',
          logsBloom: `0x${'0'.repeat(512)}`,
          transactionIndex: '0x0',
          type: '0x2',
          contractAddress: null,
        },
      }
  }
  throw new Error(`unexpected ${method}`)
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      const { id, method, params } = JSON.parse(body) as { id: number; method: string; params: unknown[] }
      requests.push({ method, params })
      response.setHeader('content-type', 'application/json')
      try {
        response.end(JSON.stringify({ jsonrpc: '2.0', id, result: answer(method) }))
      } catch (error) {
        response.end(JSON.stringify({ jsonrpc: '2.0', id, error: { code: -32601, message: (error as Error).message } }))
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  requests = []
  operationSucceeds = true
  bundlerPrice = undefined
  sendRefusal = undefined
})

const config = (): PasskeyWalletConfig => ({
  factory: '0x00000000000000000000000000000000000000f1',
  entryPoint: ENTRY_POINT,
  bundlerUrl: url,
})
const client = () => createClient({ chain: foundry, transport: http(url) })
/** An account that signs everything with one fixed signature, and records what it signed. */
async function fakeAccount() {
  const signed: UserOperation[] = []
  const account = await toSmartAccount({
    client: client(),
    entryPoint: { abi: entryPoint08Abi, address: ENTRY_POINT, version: '0.8' },
    getAddress: async () => ACCOUNT,
    getFactoryArgs: async () => ({ factory: undefined, factoryData: undefined }),
    encodeCalls: async () => '0xe9ae5c53',
    decodeCalls: async () => [],
    getStubSignature: async () => '0x01',
    signMessage: async () => '0x01',
    signTypedData: async () => '0x01',
    signUserOperation: async (operation) => {
      signed.push(operation as UserOperation)
      return '0x02'
    },
  })
  return { account, signed }
}
const operation = (): UserOperation => ({
  sender: ACCOUNT,
  nonce: 7n,
  callData: '0xe9ae5c53',
  callGasLimit: 100_000n,
  verificationGasLimit: 100_000n,
  preVerificationGas: 50_000n,
  maxFeePerGas: 2_000_000_000n,
  maxPriorityFeePerGas: 1_000_000_000n,
  signature: '0x01',
})

describe('sendAsUserOperation', () => {
  it('sends the reviewed operation as it was priced while fresh: no new estimate, the passkey asked at once', async () => {
    const { account, signed } = await fakeAccount()
    const prepared: PreparedUserOperation = { operation: operation(), sponsor: undefined, preparedAt: Date.now() }
    const result = await sendAsUserOperation({
      account,
      client: client(),
      config: config(),
      calls: CALLS,
      sponsored: false,
      maxFee: 500_000_000_000_000n,
      prepared,
    })
    expect(result).toMatchObject({ transactionHash: TX_HASH, sponsor: undefined })
    expect(requests.map((r) => r.method)).toEqual(['eth_sendUserOperation', 'eth_getUserOperationReceipt'])
    expect(signed).toHaveLength(1)
    const sent = requests[0]!.params[0] as Record<string, string>
    expect(sent).toMatchObject({ nonce: '0x7', callGasLimit: '0x186a0', maxFeePerGas: '0x77359400', signature: '0x02' })
  })

  it('prepares an operation priced more than a minute ago again, and refuses it when its fee rose above the reviewed one', async () => {
    const { account, signed } = await fakeAccount()
    const stale: PreparedUserOperation = { operation: operation(), sponsor: undefined, preparedAt: Date.now() - 61_000 }
    // Reviewed at a tenth of what the node now asks (250,000 gas at ~2 gwei): more than the slack of a tenth.
    await expect(
      sendAsUserOperation({
        account,
        client: client(),
        config: config(),
        calls: CALLS,
        sponsored: false,
        maxFee: 50_000_000_000_000n,
        prepared: stale,
      }),
    ).rejects.toThrow('the network fee is now higher than the one you reviewed: nothing was sent')
    expect(requests.map((r) => r.method)).toContain('eth_estimateUserOperationGas')
    expect(requests.map((r) => r.method)).not.toContain('eth_sendUserOperation')
    expect(signed).toHaveLength(0)
  })

  it('prices a new operation fresh, at the priority fee the node suggests, never a multiple of it', async () => {
    const { account, signed } = await fakeAccount()
    await sendAsUserOperation({ account, client: client(), config: config(), calls: CALLS, sponsored: false })
    // The node suggests 1 gwei and its base fee is 1 gwei: the bid is 1 gwei, the cap 2 × 1 + 1 gwei.
    expect(signed[0]).toMatchObject({ maxPriorityFeePerGas: 1_000_000_000n, maxFeePerGas: 3_000_000_000n })
  })

  it('prices it at the bundler’s own standard price when the bundler gives one', async () => {
    bundlerPrice = { maxFeePerGas: '0xee6b2800', maxPriorityFeePerGas: '0x77359400' } // 4 and 2 gwei
    const { account, signed } = await fakeAccount()
    await sendAsUserOperation({ account, client: client(), config: config(), calls: CALLS, sponsored: false })
    expect(signed[0]).toMatchObject({ maxPriorityFeePerGas: 2_000_000_000n, maxFeePerGas: 4_000_000_000n })
    // The cap still leaves room for the base fee to double: 2 × 1 gwei + the bundler's 3 gwei tip.
    bundlerPrice = { maxFeePerGas: '0xb2d05e00', maxPriorityFeePerGas: '0xb2d05e00' }
    await sendAsUserOperation({ account, client: client(), config: config(), calls: CALLS, sponsored: false })
    expect(signed[1]).toMatchObject({ maxPriorityFeePerGas: 3_000_000_000n, maxFeePerGas: 5_000_000_000n })
  })

  it('sends nothing when the request ended while the passkey was asked', async () => {
    const { account } = await fakeAccount()
    const prepared: PreparedUserOperation = { operation: operation(), sponsor: undefined, preparedAt: Date.now() }
    await expect(
      sendAsUserOperation({
        account,
        client: client(),
        config: config(),
        calls: CALLS,
        prepared,
        stillWanted: () => false,
      }),
    ).rejects.toMatchObject({ code: 4001 })
    expect(requests).toEqual([])
  })

  it('says the bundler’s refusal in the visitor’s words, the reason in plain words (never its code), its raw answer in the console only', async () => {
    sendRefusal = 'UserOperation failed validation with reason: AA25 invalid account nonce'
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { account } = await fakeAccount()
    const prepared: PreparedUserOperation = { operation: operation(), sponsor: undefined, preparedAt: Date.now() }
    const failed = (await sendAsUserOperation({
      account,
      client: client(),
      config: config(),
      calls: CALLS,
      prepared,
    }).catch((error: unknown) => error)) as ExplainedError
    expect(failed).toBeInstanceOf(ExplainedError)
    expect(failed.text).toEqual({ key: 'service.nonce' })
    expect(failed.message).toBe(
      'Another operation of your account went first: nothing was sent. Review this one again.',
    )
    expect(warn).toHaveBeenCalledTimes(1)
    warn.mockRestore()
  })

  it('reports an operation the EntryPoint ran and reverted as a failure, with its transaction', async () => {
    operationSucceeds = false
    const { account } = await fakeAccount()
    const prepared: PreparedUserOperation = { operation: operation(), sponsor: undefined, preparedAt: Date.now() }
    await expect(
      sendAsUserOperation({ account, client: client(), config: config(), calls: CALLS, prepared }),
    ).rejects.toThrow(`the UserOperation reverted (transaction ${TX_HASH})`)
  })
})
