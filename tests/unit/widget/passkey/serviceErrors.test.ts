import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createClient, http } from 'viem'
import { WaitForUserOperationReceiptTimeoutError } from 'viem/account-abstraction'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { translate } from '../../../../widget/src/i18n/translate'
import { walletDe } from '../../../../widget/src/i18n/wallet/de'
import { walletEn } from '../../../../widget/src/i18n/wallet/en'
import { explainServiceError, serviceText } from '../../../../widget/src/passkey/serviceErrors'
import { ExplainedError } from '../../../../widget/src/wallets/explainedError'

/*
 * The passkey wallet's bundler and paymaster failing as viem reports them: requests over http to a fake service on
 * loopback that answers what each test sets (a JSON-RPC error, an HTTP status, nothing), then read as the visitor's
 * sentence. The raw answer must never be in it.
 */
type Answer = { error: { code: number; message: string } } | { status: number } | 'hang'
let server: Server
let base = ''
let answer: Answer = 'hang'

beforeAll(async () => {
  server = createServer((request, response) => {
    request.resume()
    request.on('end', () => {
      if (answer === 'hang') return
      if ('status' in answer) return void response.writeHead(answer.status).end('<html>bad gateway</html>')
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify({ jsonrpc: '2.0', id: 0, error: answer.error }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => {
  server.closeAllConnections()
  return new Promise<void>((resolve) => server.close(() => resolve()))
})
afterEach(() => vi.restoreAllMocks())

const bundlerUrl = () => `${base}/bundler/KEY`
const paymasterUrl = () => `${base}/paymaster/KEY`
const host = () => new URL(base).host

/** What viem throws for one request to `url` answered with `with`. */
async function failure(url: string, with_: Answer): Promise<unknown> {
  answer = with_
  // A short wait only where the service is to stay silent: an answer under a loaded machine's delays is still one.
  const client = createClient({ transport: http(url, { retryCount: 0, timeout: with_ === 'hang' ? 300 : 10_000 }) })
  return client.request({ method: 'eth_sendUserOperation' as never, params: [] as never }).then(
    () => expect.fail('answered'),
    (error: unknown) => error,
  )
}
const rpcError = (message: string, code = -32500) => ({ error: { code, message } })

describe('serviceText', () => {
  it('reads the EntryPoint’s reasons in plain words, never the code: funds, nonce, the account’s check, gas', async () => {
    const services = { bundlerUrl: bundlerUrl() }
    const said = async (message: string) => serviceText(await failure(bundlerUrl(), rpcError(message)), services)
    expect(await said("UserOperation reverted with reason: AA21 didn't pay prefund")).toEqual({
      key: 'service.accountCannotPay',
    })
    expect(await said('UserOperation failed validation with reason: AA25 invalid account nonce')).toEqual({
      key: 'service.nonce',
    })
    expect(await said('UserOperation reverted with reason: AA23 reverted 0x')).toEqual({
      key: 'service.accountRefused',
    })
    expect(await said('AA24 signature error')).toEqual({ key: 'service.accountRefused' })
    expect(await said('AA40 over verificationGasLimit')).toEqual({ key: 'service.gasTooLow' })
    expect(await said('AA13 initCode failed or OOG')).toEqual({
      key: 'service.bundlerRefused',
      params: { host: host() },
    })
    // No visitor's sentence of the service texts carries an AA code, a hex string or a placeholder for one.
    for (const [key, text] of Object.entries(walletEn).filter(([key]) => key.startsWith('service.'))) {
      expect(text, key).not.toMatch(/AA\d\d|0x|\{code\}/)
    }
  })

  it('a paymaster’s AA3x names the paymaster that refused: the site’s where it asked one, else the operator’s', async () => {
    const error = await failure(bundlerUrl(), rpcError('UserOperation reverted with reason: AA33 reverted 0x'))
    expect(serviceText(error, { bundlerUrl: bundlerUrl(), paymasterUrl: paymasterUrl() })).toEqual({
      key: 'service.paymasterRefused',
      params: { host: host() },
    })
    const site = 'https://pm.shop.example/rpc?apikey=secret'
    expect(
      serviceText(error, { bundlerUrl: bundlerUrl(), paymasterUrl: paymasterUrl(), sitePaymasterUrl: site }),
    ).toEqual({ key: 'service.sitePaymasterRefused', params: { host: 'pm.shop.example' } })
    // AA31: the paymaster's deposit at the EntryPoint cannot cover the fee.
    const broke = await failure(
      bundlerUrl(),
      rpcError('UserOperation reverted with reason: AA31 paymaster deposit too low'),
    )
    expect(serviceText(broke, { bundlerUrl: bundlerUrl(), paymasterUrl: paymasterUrl() })).toEqual({
      key: 'service.paymasterOutOfFunds',
      params: { host: host() },
    })
  })

  it('a bundler that cannot trace (Alto in safe mode on anvil or a public RPC) is the operator’s to fix', async () => {
    const services = { bundlerUrl: bundlerUrl() }
    for (const message of [
      'Encoded error signature "0x99410554" not found on ABI.\nMake sure you are using the correct ABI',
      'The method "debug_traceCall" does not exist / is not available.',
    ])
      expect(serviceText(await failure(bundlerUrl(), rpcError(message, -32603)), services)).toEqual({
        key: 'service.bundlerCannotValidate',
        params: { host: host() },
      })
  })

  it('a bundler that fails over HTTP answered with an error; one that never answers did not answer', async () => {
    const services = { bundlerUrl: bundlerUrl() }
    expect(serviceText(await failure(bundlerUrl(), { status: 502 }), services)).toEqual({
      key: 'service.bundlerFailed',
      params: { host: host() },
    })
    expect(serviceText(await failure(bundlerUrl(), rpcError('internal error', -32603)), services)?.key).toBe(
      'service.bundlerFailed',
    )
    expect(serviceText(await failure(bundlerUrl(), 'hang'), services)).toEqual({
      key: 'service.bundlerUnreachable',
      params: { host: host() },
    })
    const closed = await failure('http://127.0.0.1:9/', 'hang')
    expect(serviceText(closed, { bundlerUrl: 'http://127.0.0.1:9/' })?.key).toBe('service.bundlerUnreachable')
  })

  it('the operator’s paymaster: its JSON-RPC error is its refusal, its silence is said as such', async () => {
    const services = { bundlerUrl: bundlerUrl(), paymasterUrl: paymasterUrl() }
    expect(
      serviceText(await failure(paymasterUrl(), rpcError('sponsorship policy rejected', -32602)), services),
    ).toEqual({ key: 'service.paymasterRefused', params: { host: host() } })
    expect(serviceText(await failure(paymasterUrl(), 'hang'), services)?.key).toBe('service.paymasterUnreachable')
  })

  it('a receipt that never came: the operation may still be included, so the visitor is not told nothing was sent', () => {
    const error = new WaitForUserOperationReceiptTimeoutError({ hash: `0x${'cd'.repeat(32)}` })
    expect(serviceText(error, { bundlerUrl: bundlerUrl() })).toEqual({
      key: 'service.notIncluded',
      params: { host: host() },
    })
    expect(walletEn['service.notIncluded']).not.toContain('nothing was sent')
  })

  it('an error of no service is left as it is', () => {
    expect(serviceText(new Error('the network fee is now higher'), { bundlerUrl: bundlerUrl() })).toBeUndefined()
  })
})

describe('explainServiceError', () => {
  it('the visitor’s sentence and the host’s, without the raw answer, which goes to the console once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const raw = 'Encoded error signature "0x99410554" not found on ABI.'
    const error = await failure(bundlerUrl(), rpcError(raw, -32603))
    const explained = explainServiceError(error, { bundlerUrl: bundlerUrl() }) as ExplainedError
    expect(explained).toBeInstanceOf(ExplainedError)
    expect(explained.message).toBe(
      `The passkey wallet's bundler (${host()}) cannot check operations on this network: nothing was sent. Trying again will not help until the wallet's operator fixes it.`,
    )
    const german = translate(walletDe, explained.text.key, explained.text.params)
    expect(german).toContain(`Der Bundler der Passkey-Wallet (${host()})`)
    for (const text of [explained.message, german]) {
      expect(text).not.toContain('0x99410554')
      expect(text).not.toContain('KEY')
    }
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]![1])).toContain('0x99410554')
    // Explained once: passed on again as it is, and not logged again.
    expect(explainServiceError(explained, { bundlerUrl: bundlerUrl() })).toBe(explained)
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('a hostile answer: never in the sentence, and in the console bounded, without control or direction characters', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const hostile = `AA33 reverted \u202e<img src=x onerror=alert(1)>\u0007\u200b\u2069 ${'A'.repeat(50_000)}`
    const error = await failure(bundlerUrl(), rpcError(hostile))
    const explained = explainServiceError(error, {
      bundlerUrl: bundlerUrl(),
      paymasterUrl: paymasterUrl(),
    }) as ExplainedError
    expect(explained.message).toBe(translate(walletEn, 'service.paymasterRefused', { host: host() }))
    expect(explained.message).not.toMatch(/img|AA33|\u202e/)
    const logged = String(warn.mock.calls[0]![1])
    expect(logged.length).toBeLessThan(700)
    expect(logged).toContain('AA33 reverted')
    expect(logged).not.toContain('\u202e')
    expect(logged).not.toContain('\u0007')
    // Zero-width and isolate characters too: the project's one list of hidden characters (protocol/hiddenCharacters.ts).
    expect(logged).not.toMatch(/[\u200b\u2069]/)
    expect(logged).toMatch(/more characters\)$/)
  })

  it('the visitor’s refusal and the wallet’s own checks pass through unchanged', () => {
    const rejected = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    expect(explainServiceError(rejected, { bundlerUrl: bundlerUrl() })).toBe(rejected)
    const own = new Error('the paymaster no longer pays for this: nothing was sent; review it again')
    expect(explainServiceError(own, { bundlerUrl: bundlerUrl() })).toBe(own)
  })
})
