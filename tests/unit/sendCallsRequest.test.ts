import { describe, expect, it } from 'vitest'
import { parseSendCallsRequest } from '../../protocol/parseSendCallsRequest'

const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const batch = (patch: Record<string, unknown> = {}) => [
  { version: '2.0.0', chainId: '0x7a69', atomicRequired: false, calls: [{ to: TO, value: '0x1' }], ...patch },
]
const outcome = (params: unknown) => {
  try {
    return parseSendCallsRequest(params)
  } catch (error) {
    return { code: (error as { rpcCode?: number }).rpcCode, message: (error as Error).message }
  }
}

describe('parseSendCallsRequest (EIP-5792 wallet_sendCalls)', () => {
  it('reads a version 2 batch: chain, calls, the dapp id', () => {
    expect(
      parseSendCallsRequest(
        batch({
          id: 'order-42',
          from: TO,
          calls: [
            { to: TO, value: '0x1' },
            { to: TO, data: '0xa9059cbb' },
          ],
        }),
      ),
    ).toEqual({
      id: 'order-42',
      from: TO,
      chainId: 31337,
      atomicRequired: false,
      calls: [
        { to: TO, value: 1n, data: '0x' },
        { to: TO, value: 0n, data: '0xa9059cbb' },
      ],
    })
  })

  it.each([
    ['an atomicRequired that is not a boolean', batch({ atomicRequired: 'yes' }), -32602],
    ['a batch over 10 calls', batch({ calls: Array.from({ length: 11 }, () => ({ to: TO })) }), 5740],
    ['a required capability', batch({ capabilities: { paymasterService: { url: 'https://pay.example' } } }), 5700],
    ['a required capability on a call', batch({ calls: [{ to: TO, capabilities: { permissions: {} } }] }), 5700],
    ['an authorizationList in a call (EIP-7702)', batch({ calls: [{ to: TO, authorizationList: [] }] }), -32602],
    ['a from inside a call', batch({ calls: [{ to: TO, from: TO }] }), -32602],
    ['no calls', batch({ calls: [] }), -32602],
    ['an unknown version', batch({ version: '3.0.0' }), -32602],
    ['a decimal chain id', batch({ chainId: 31337 }), -32602],
  ])('refuses %s with code %s', (_, params, code) => {
    expect(outcome(params)).toMatchObject({ code })
  })

  it('keeps atomicRequired for the widget to judge against the connected wallet (5760 unless it is atomic)', () => {
    expect(parseSendCallsRequest(batch({ atomicRequired: true })).atomicRequired).toBe(true)
    expect(parseSendCallsRequest(batch()).atomicRequired).toBe(false)
  })

  it('accepts capabilities asked for as optional', () => {
    expect(
      parseSendCallsRequest(
        batch({ capabilities: { paymasterService: { url: 'https://pay.example', optional: true } } }),
      ).calls,
    ).toHaveLength(1)
  })
})
