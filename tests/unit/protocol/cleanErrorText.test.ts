import { describe, expect, it } from 'vitest'
import { HttpRequestError } from 'viem'
import { cleanErrorText } from '../../../protocol/cleanErrorText'
import { errorMessage } from '../../../widget/src/wallets/eip1193'

describe('cleanErrorText: what an outside error may tell a host or a visitor', () => {
  it('drops a URL (an RPC key can sit in it), the request dump and the version', () => {
    const error = new HttpRequestError({
      url: 'https://rpc.example/v2/SECRET-KEY',
      body: { method: 'eth_call' },
      details: 'fetch failed',
    })
    expect(error.message).toContain('SECRET-KEY')
    const message = errorMessage(error)
    expect(message).toBe('HTTP request failed: fetch failed')
    expect(message).not.toMatch(/SECRET|rpc\.example|viem@/)
  })

  it('replaces a URL inside the message itself', () => {
    expect(cleanErrorText('could not reach https://mainnet.example.org/abc123?key=s3cret, try later')).toBe(
      'could not reach <url>, try later',
    )
    expect(cleanErrorText('the bundler (http://127.0.0.1:4339) cannot be reached')).toBe(
      'the bundler (<url>) cannot be reached',
    )
  })

  it('keeps the first paragraph, without stack frames or hidden characters, at most 200 characters', () => {
    expect(cleanErrorText('boom\n    at f (file.js:1:1)\n    at g (file.js:2:2)')).toBe('boom')
    expect(cleanErrorText('first\n\nsecond paragraph')).toBe('first')
    expect(cleanErrorText('a\u202Eb\u200Bc')).toBe('abc')
    expect(cleanErrorText('x'.repeat(500))).toHaveLength(200)
  })

  it('keeps what a wallet or a revert says', () => {
    expect(errorMessage({ code: 4001, message: 'User rejected the request.' })).toBe('User rejected the request.')
    expect(cleanErrorText('execution reverted: ERC20: transfer amount exceeds balance')).toBe(
      'execution reverted: ERC20: transfer amount exceeds balance',
    )
  })
})
