import type { Chain } from 'viem'
import { startDevchain } from '../../../devchain/start'
import { startBundler } from '../../../harness/bundler'
import { SITE_PAYMASTER_IDENTITY, startDevPaymaster } from '../../../harness/devPaymaster'
import { freePort } from '../../../harness/freePort'

export type PasskeyNode = {
  /** anvil 31337 with the passkey stack and the demo tokens. */
  rpcUrl: string
  bundlerUrl: string
  paymasterUrl: string
  /** The same service signing for the site paymaster (SITE_PAYMASTER): a dapp's own, for `paymasterService`. */
  sitePaymasterUrl: string
  /** The chain as viem takes it. */
  devnet: Chain
  stop(): Promise<void>
}

/**
 * The passkey wallet's chain side for a test, on ports of its own: anvil (Osaka) with the passkey stack, Alto and
 * the dev paymaster (twice: the operator's and a site's own), as `npm start` runs them.
 */
export async function startPasskeyNode(): Promise<PasskeyNode> {
  const [anvilPort, bundlerPort, paymasterPort, sitePaymasterPort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ])
  const chain = await startDevchain({ port: anvilPort, chainId: 31337 })
  const [bundler, paymaster, sitePaymaster] = await Promise.all([
    startBundler({ rpcUrl: chain.rpcUrl, port: bundlerPort }),
    startDevPaymaster({ rpcUrl: chain.rpcUrl, port: paymasterPort }),
    startDevPaymaster({ rpcUrl: chain.rpcUrl, port: sitePaymasterPort, identity: SITE_PAYMASTER_IDENTITY }),
  ])
  return {
    rpcUrl: chain.rpcUrl,
    bundlerUrl: bundler.url,
    paymasterUrl: paymaster.url,
    sitePaymasterUrl: sitePaymaster.url,
    devnet: {
      id: 31337,
      name: 'devchain',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    },
    stop: async () => {
      await Promise.allSettled([bundler.stop(), paymaster.stop(), sitePaymaster.stop()])
      await chain.stop()
    },
  }
}
