import { readFileSync } from 'node:fs'
import { describe, expect, it, vi } from 'vitest'
import type { BridgeResponse } from '../../../../protocol/bridge'
import { parseDeploymentConfig } from '../../../../protocol/config'
import { HostConnection, type ConnectToHost } from '../../../../widget/src/bridge/HostConnection'
import { parseWalletHostCall } from '../../../../widget/src/bridge/handleHostCall'

const config = parseDeploymentConfig(
  JSON.parse(readFileSync(new URL('../../../../walletport.config.json', import.meta.url), 'utf8')),
)
const HOST = 'http://localhost:4310'

/** A HostConnection over a fake bridge: `host(raw)` is the host calling the widget. */
function open() {
  let answer: ((raw: unknown) => Promise<BridgeResponse>) | undefined
  const notify = vi.fn()
  const destroy = vi.fn()
  const connect: ConnectToHost = (origin, call) => {
    expect(origin).toBe(HOST)
    answer = call
    return { promise: Promise.resolve({ notify, agent: async () => ({ ok: true, value: null }) }), destroy }
  }
  const connection = new HostConnection(config, HOST, connect)
  return { connection, host: (raw: unknown) => answer!(raw), notify, destroy }
}

describe('HostConnection: the shell answers the host before the wallet has loaded', () => {
  it('answers configure at once, with the options checked against the deployment', async () => {
    const { connection, host } = open()
    expect(await host({ method: 'configure', params: { chains: [31337], theme: 'dark' } })).toEqual({
      ok: true,
      value: null,
    })
    expect(connection.getSnapshot().options).toEqual({ chains: [31337], theme: 'dark' })
  })

  it('refuses options this deployment cannot serve, and keeps none of them', async () => {
    const { connection, host } = open()
    expect(await host({ method: 'configure', params: { chains: [1] } })).toMatchObject({
      ok: false,
      error: { code: 'UNSUPPORTED_CHAIN' },
    })
    expect(await host({ method: 'configure', params: { theme: 'neon' } })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_REQUEST' },
    })
    expect(connection.getSnapshot().options).toBeUndefined()
  })

  it('answers a call made before configure with INVALID_REQUEST, never a wait with no end', async () => {
    const { host } = open()
    expect(await host({ method: 'getState' })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_REQUEST', message: 'configure the widget first' },
    })
  })

  it('holds calls until the wallet attaches, then has the wallet answer them in order', async () => {
    const { connection, host } = open()
    await host({ method: 'configure', params: {} })
    const answers = [host({ method: 'getState' }), host({ method: 'getBalances' })]
    let settled = false
    void Promise.all(answers).then(() => (settled = true))
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(settled).toBe(false)
    const seen: string[] = []
    connection.attach(async (raw) => {
      const { method } = raw as { method: string }
      seen.push(method)
      return method.toUpperCase()
    })
    expect(await Promise.all(answers)).toEqual([
      { ok: true, value: 'GETSTATE' },
      { ok: true, value: 'GETBALANCES' },
    ])
    expect(seen).toEqual(['getState', 'getBalances'])
    // A call the wallet throws at synchronously (its parser) fails alone; the others are answered.
    const held = open()
    await held.host({ method: 'configure', params: {} })
    const [bad, good] = [held.host({ method: 'bad' }), held.host({ method: 'getState' })]
    held.connection.attach((raw) => {
      if ((raw as { method: string }).method === 'bad')
        throw Object.assign(new Error('malformed'), { code: 'INVALID_REQUEST' })
      return Promise.resolve('fine')
    })
    expect(await bad).toMatchObject({ ok: false, error: { message: 'malformed' } })
    expect(await good).toEqual({ ok: true, value: 'fine' })
    // From now on the wallet answers directly; its errors become the host's error envelope.
    connection.attach(async () => {
      throw Object.assign(new Error('boom'), { code: 'X' })
    })
    expect(await host({ method: 'getState' })).toMatchObject({
      ok: false,
      error: { code: 'WALLET_ERROR', message: 'boom' },
    })
  })

  it('parses configure itself; every other call reaches the wallet only after configure, as the host sent it', async () => {
    const { connection, host } = open()
    const wallet = vi.fn(async () => 'answered')
    connection.attach(wallet)
    expect(await host({ method: 'getState' })).toMatchObject({ ok: false, error: { code: 'INVALID_REQUEST' } })
    expect(await host({ method: 'configure', params: { chains: 'all' } })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_REQUEST' },
    })
    expect(wallet).not.toHaveBeenCalled()
    await host({ method: 'configure', params: {} })
    expect(await host({ method: 'getState' })).toEqual({ ok: true, value: 'answered' })
    expect(wallet).toHaveBeenCalledWith({ method: 'getState' })
  })

  it('gives the wallet the host link once the handshake is done, and closes the bridge on destroy', async () => {
    const { connection, notify, destroy } = open()
    const link = await connection.link
    await link.notify({ kind: 'ui', action: 'open' })
    expect(notify).toHaveBeenCalledWith({ kind: 'ui', action: 'open' })
    connection.destroy()
    expect(destroy).toHaveBeenCalled()
  })
})

describe('parseWalletHostCall: what the wallet answers is parsed first', () => {
  it('refuses malformed calls and configure (the connection keeps it) with INVALID_REQUEST', () => {
    for (const raw of [
      'getState',
      { method: 'x'.repeat(100_000) },
      { method: 'getState', params: 1 },
      { method: 'configure', params: {} },
    ]) {
      expect(() => parseWalletHostCall(raw)).toThrow(expect.objectContaining({ code: 'INVALID_REQUEST' }))
    }
    expect(parseWalletHostCall({ method: 'getState' })).toEqual({ method: 'getState', params: undefined })
  })
})

describe('HostConnection: what a hostile host can ask of it', () => {
  it('takes configure once: a repeat is INVALID_REQUEST and the first options stay', async () => {
    const { connection, host } = open()
    await host({ method: 'configure', params: { theme: 'dark' } })
    expect(await host({ method: 'configure', params: { theme: 'light' } })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_REQUEST', message: 'the widget is already configured' },
    })
    expect(connection.getSnapshot().options).toEqual({ theme: 'dark' })
  })

  it('holds at most 64 calls while the wallet loads; more are BUSY at once, the held ones still answered', async () => {
    const { connection, host } = open()
    await host({ method: 'configure', params: {} })
    const held = Array.from({ length: 64 }, () => host({ method: 'getState' }))
    expect(await host({ method: 'getState' })).toMatchObject({ ok: false, error: { code: 'BUSY' } })
    connection.attach(async () => 'fine')
    expect((await Promise.all(held)).every((answer) => answer.ok)).toBe(true)
  })
})
