import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'

/** The sign-ins verifySignIn is tested on, with and without a chain: anvil's accounts 1 and 2, one nonce, one time. */
export const owner = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
export const stranger = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a')
export const NONCE = 'k3Jd92LmQx7T'
export const NOW = new Date('2026-11-22T18:00:00Z')

export const messageFor = (address: `0x${string}`, patch: Partial<Parameters<typeof createSiweMessage>[0]> = {}) =>
  createSiweMessage({
    domain: 'shop.example',
    uri: 'https://shop.example',
    address,
    chainId: 31337,
    nonce: NONCE,
    version: '1',
    issuedAt: new Date('2026-11-22T17:59:00Z'),
    statement: 'Sign in to Shop.',
    ...patch,
  })

/** 'valid', or the error's code and message. */
export async function reason(promise: Promise<unknown>): Promise<string> {
  return promise.then(
    () => 'valid',
    (error: { code: string; message: string }) => `${error.code}: ${error.message}`,
  )
}
