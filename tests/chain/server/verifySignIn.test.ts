import { readFileSync } from 'node:fs'
import { createPublicClient, createWalletClient, getAddress, http, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, type Anvil } from '../../../devchain/anvil'
import { freePort } from '../../../harness/freePort'
import { verifySignIn } from '../../../server/verifySignIn'
import { messageFor, NONCE, NOW, owner, reason, stranger } from '../../support/signInMessages'

/** verifySignIn for a contract account, whose signature only its chain can check (an EOA's: tests/unit/server/). */
describe('verifySignIn', () => {
  describe('a smart-contract account (EIP-1271) on anvil', () => {
    let anvil: Anvil
    let walletAddress: `0x${string}`
    let client: ReturnType<typeof createPublicClient>

    beforeAll(async () => {
      // An anvil of its own on a port the kernel picks (not the e2e one, nor another run's).
      anvil = await startAnvil({ port: await freePort(), chainId: 31337 })
      client = createPublicClient({ chain: foundry, transport: http(anvil.rpcUrl) })
      const artifact = JSON.parse(
        readFileSync(new URL('../../../devchain/artifacts/OwnedContractWallet.json', import.meta.url), 'utf8'),
      ) as { abi: unknown[]; bytecode: Hex }
      const deployer = createWalletClient({
        account: privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'),
        chain: foundry,
        transport: http(anvil.rpcUrl),
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
