import { describe, expect, it, vi } from 'vitest'
import {
  encodeAbiParameters,
  encodeEventTopics,
  pad,
  parseAbiItem,
  toFunctionSelector,
  toHex,
  type Address,
  type Hex,
} from 'viem'
import type { ChainClient } from '../../../../../widget/src/chain/chainClient'
import { findRecoverableAccounts } from '../../../../../widget/src/passkey/recovery/readRecoverable'
import { PASSKEY_CHAIN } from '../../../../support/sendFixtures'

/**
 * F1: each wallet found by its RecoverySet log says when it named the recovery address (the log's block time) and how
 * many owners it has now, so a clone a stranger deployed yesterday with a new owner does not pass for the visitor's.
 */
const RECOVERER: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ACCOUNT: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const IMPLEMENTATION: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const CLONE = `0x363d3d373d3d3d363d73${IMPLEMENTATION.slice(2)}5af43d82803e903d91602b57fd5bf3`.toLowerCase()
const NAMED_AT = Date.UTC(2026, 10, 27, 12) / 1000
const SIGNERS = [`0x${'ab'.repeat(84)}`, `0x${'12'.repeat(20)}`] as Hex[]
const EVENT = parseAbiItem('event RecoverySet(address indexed recoverer, uint32 delay)')

function node() {
  const request = vi.fn(async ({ method, params }: { method: string; params?: unknown }): Promise<unknown> => {
    const [first] = (params ?? []) as [Record<string, string>]
    switch (method) {
      case 'eth_blockNumber':
        return '0x64'
      case 'eth_getLogs':
        return [
          {
            address: ACCOUNT.toLowerCase(),
            topics: encodeEventTopics({ abi: [EVENT], eventName: 'RecoverySet', args: { recoverer: RECOVERER } }),
            data: pad('0xe10'),
            blockNumber: '0x50',
            blockHash: `0x${'11'.repeat(32)}`,
            transactionHash: `0x${'22'.repeat(32)}`,
            transactionIndex: '0x0',
            logIndex: '0x0',
            removed: false,
          },
        ]
      case 'eth_getBlockByNumber':
        return block(first as unknown as string)
      case 'eth_getCode':
        return CLONE
      case 'eth_call': {
        const selector = first.data!.slice(0, 10)
        if (selector === toFunctionSelector('function implementation()'))
          return encodeAbiParameters([{ type: 'address' }], [IMPLEMENTATION])
        if (selector === toFunctionSelector('function recovery()'))
          return encodeAbiParameters(
            [{ type: 'address' }, { type: 'uint32' }, { type: 'bytes' }, { type: 'uint48' }],
            [RECOVERER, 3600, '0x', 0],
          )
        if (selector === toFunctionSelector('function getSigners(uint64,uint64)'))
          return encodeAbiParameters([{ type: 'bytes[]' }], [SIGNERS])
        throw new Error(`unexpected call ${selector}`)
      }
    }
    throw new Error(`unexpected ${method}`)
  })
  return { request } as unknown as ChainClient
}

function block(number: string) {
  const at = number === '0x50' ? NAMED_AT : NAMED_AT + 86_400
  return {
    number: number === 'latest' ? '0x64' : number,
    hash: `0x${'33'.repeat(32)}`,
    parentHash: `0x${'44'.repeat(32)}`,
    timestamp: toHex(at),
    transactions: [],
    gasLimit: '0x1c9c380',
    gasUsed: '0x0',
    baseFeePerGas: '0x1',
    logsBloom: `0x${'00'.repeat(256)}`,
    miner: ACCOUNT,
    extraData: '0x',
    difficulty: '0x0',
    nonce: '0x0000000000000000',
    sha3Uncles: `0x${'55'.repeat(32)}`,
    size: '0x1',
    stateRoot: `0x${'66'.repeat(32)}`,
    receiptsRoot: `0x${'77'.repeat(32)}`,
    transactionsRoot: `0x${'88'.repeat(32)}`,
    mixHash: `0x${'99'.repeat(32)}`,
    uncles: [],
  }
}

describe('findRecoverableAccounts', () => {
  it('says when each wallet named the recovery address (its log’s block time) and how many owners it has', async () => {
    const found = await findRecoverableAccounts(node(), PASSKEY_CHAIN, RECOVERER)
    expect(found).toEqual([{ account: ACCOUNT, delaySeconds: 3600, namedAt: NAMED_AT, owners: 2 }])
  })
})
