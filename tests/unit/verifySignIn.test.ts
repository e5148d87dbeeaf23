import { readFileSync } from 'node:fs'
import { createPublicClient, createWalletClient, getAddress, http, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, type Anvil } from '../../devchain/anvil'
import { verifySignIn } from '../../server/verifySignIn'

/** An anvil of its own (not the e2e one), for the contract account. */
const PORT = 8590
const owner = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const stranger = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a')
const NONCE = 'k3Jd92LmQx7T'
const NOW = new Date('2026-11-22T18:00:00Z')

const messageFor = (address: `0x${string}`, patch: Partial<Parameters<typeof createSiweMessage>[0]> = {}) =>
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

async function reason(promise: Promise<unknown>): Promise<string> {
  return promise.then(
    () => 'valid',
    (error: { code: string; message: string }) => `${error.code}: ${error.message}`,
  )
}

describe('verifySignIn', () => {
  it('accepts an EOA sign-in and returns its address and chain', async () => {
    const message = messageFor(owner.address)
    const signature = await owner.signMessage({ message })
    expect(await verifySignIn({ message, signature, domain: 'shop.example', nonce: NONCE, time: NOW })).toEqual({
      address: owner.address,
      chainId: 31337,
    })
  })

  it.each([
    [
      'another domain (a sign-in made on a phishing site)',
      { domain: 'shop.example.evil' },
      'INVALID_SIGNATURE: domain: the message is for shop.example.evil, not shop.example',
    ],
    [
      'another nonce (a replayed sign-in)',
      { nonce: 'oldNonce1234' },
      'INVALID_SIGNATURE: nonce: the message does not carry the nonce this server issued',
    ],
    [
      'an expired one',
      { expirationTime: new Date('2026-11-22T17:59:30Z') },
      'INVALID_SIGNATURE: expired: at 2026-11-22T17:59:30.000Z',
    ],
    [
      'one not yet valid',
      { notBefore: new Date('2026-11-22T19:00:00Z') },
      'INVALID_SIGNATURE: not yet valid: from 2026-11-22T19:00:00.000Z',
    ],
  ] as const)('refuses %s, saying which check failed', async (_, patch, expected) => {
    const message = messageFor(owner.address, patch)
    const signature = await owner.signMessage({ message })
    expect(await reason(verifySignIn({ message, signature, domain: 'shop.example', nonce: NONCE, time: NOW }))).toBe(
      expected,
    )
  })

  it('refuses a URI on another host, a scheme that does not match it, and a time that is not a time', async () => {
    const check = async (message: string) =>
      reason(
        verifySignIn({
          message,
          signature: await owner.signMessage({ message }),
          domain: 'shop.example',
          nonce: NONCE,
          time: NOW,
        }),
      )
    expect(await check(messageFor(owner.address, { uri: 'https://evil.example/login' }))).toBe(
      'INVALID_SIGNATURE: domain: the URI https://evil.example/login is not on shop.example',
    )
    expect(await check(messageFor(owner.address, { scheme: 'http' }))).toBe(
      'INVALID_SIGNATURE: domain: the scheme http does not match the URI',
    )
    const never = messageFor(owner.address, { expirationTime: new Date('2026-11-23T00:00:00Z') }).replace(
      /Expiration Time: .*/,
      'Expiration Time: never',
    )
    expect(await check(never)).toMatch(/^INVALID_SIGNATURE: malformed message/)
    // Case does not matter for the domain.
    const upper = messageFor(owner.address)
    expect(
      await verifySignIn({
        message: upper,
        signature: await owner.signMessage({ message: upper }),
        domain: 'SHOP.example',
        nonce: NONCE,
        time: NOW,
      }),
    ).toMatchObject({ chainId: 31337 })
  })

  it('refuses a message altered after signing (the statement, the address)', async () => {
    const message = messageFor(owner.address)
    const signature = await owner.signMessage({ message })
    const altered = message.replace('Sign in to Shop.', 'Sign in to Shop and approve everything.')
    expect(
      await reason(verifySignIn({ message: altered, signature, domain: 'shop.example', nonce: NONCE, time: NOW })),
    ).toMatch(/^INVALID_SIGNATURE: signature: not 0x/)
    const otherAddress = message.replace(owner.address, stranger.address)
    expect(
      await reason(verifySignIn({ message: otherAddress, signature, domain: 'shop.example', nonce: NONCE, time: NOW })),
    ).toMatch(/^INVALID_SIGNATURE: signature: not 0x/)
  })

  it.each([
    ['text that is not a sign-in', 'hello'],
    ['a sign-in with its nonce line cut', messageFor(owner.address).replace(/\nNonce: .*/, '')],
    ['megabytes of text', 'x'.repeat(20_000)],
  ])('refuses %s as malformed', async (_, message) => {
    expect(
      await reason(verifySignIn({ message, signature: '0x00', domain: 'shop.example', nonce: NONCE, time: NOW })),
    ).toMatch(/^INVALID_SIGNATURE: malformed message/)
  })

  describe('a smart-contract account (EIP-1271) on anvil', () => {
    let anvil: Anvil
    let walletAddress: `0x${string}`
    const client = createPublicClient({ chain: foundry, transport: http(`http://127.0.0.1:${PORT}`) })

    beforeAll(async () => {
      anvil = await startAnvil({ port: PORT, chainId: 31337 })
      const artifact = JSON.parse(
        readFileSync(new URL('../../devchain/artifacts/OwnedContractWallet.json', import.meta.url), 'utf8'),
      ) as { abi: unknown[]; bytecode: Hex }
      const deployer = createWalletClient({
        account: privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'),
        chain: foundry,
        transport: http(`http://127.0.0.1:${PORT}`),
      })
      const hash = await deployer.deployContract({
        abi: artifact.abi,
        bytecode: artifact.bytecode,
        args: [owner.address],
      })
      walletAddress = getAddress((await client.waitForTransactionReceipt({ hash })).contractAddress!)
    }, 30_000)
    afterAll(async () => anvil?.stop())

    it("verifies its owner's signature with a client, and not without one", async () => {
      const message = messageFor(walletAddress)
      const signature = await owner.signMessage({ message })
      expect(
        await verifySignIn({ message, signature, domain: 'shop.example', nonce: NONCE, time: NOW, client }),
      ).toEqual({ address: walletAddress, chainId: 31337 })
      expect(
        await reason(verifySignIn({ message, signature, domain: 'shop.example', nonce: NONCE, time: NOW })),
      ).toMatch(/a smart-contract account needs a client/)
    })

    it("refuses a contract account's sign-in for another chain than the client's (no replay across chains)", async () => {
      const message = messageFor(walletAddress, { chainId: 8453 })
      const signature = await owner.signMessage({ message })
      expect(
        await reason(verifySignIn({ message, signature, domain: 'shop.example', nonce: NONCE, time: NOW, client })),
      ).toBe('INVALID_SIGNATURE: chain: the message is for chain 8453, not 31337')
    })

    it('refuses an EOA signature by anyone else for the contract account', async () => {
      const message = messageFor(walletAddress)
      const signature = await stranger.signMessage({ message })
      expect(
        await reason(verifySignIn({ message, signature, domain: 'shop.example', nonce: NONCE, time: NOW, client })),
      ).toBe(`INVALID_SIGNATURE: signature: not ${walletAddress}'s signature of this message`)
    })
  })
})
