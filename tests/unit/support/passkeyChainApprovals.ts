import { expect, vi } from 'vitest'
import type { Eip1193Provider } from '../../../widget/src/wallets/eip1193'
import type { ChainClient } from '../../../widget/src/chain/chainClient'
import { ApprovalController } from '../../../widget/src/provider/ApprovalController'
import { CallsRegistry } from '../../../widget/src/provider/CallsRegistry'
import { ACCOUNT, PASSKEY_CHAIN } from '../../support/sendFixtures'
import { testWallet } from './testWallet'

/**
 * An ApprovalController for `provider` connected as ACCOUNT on the passkey wallet's chain, with `client` as its
 * chain, and `shown()`, which waits until a request reaches its review and returns that view.
 */
export function passkeyChainApprovals(provider: Eip1193Provider, walletName: string, client: ChainClient) {
  const controller = new ApprovalController({
    hostOrigin: 'https://shop.example',
    account: () => ({ address: ACCOUNT, chainId: 31337, walletName, ...testWallet(provider) }),
    chain: (id) => (id === 31337 ? PASSKEY_CHAIN : undefined),
    client: () => client,
    token: () => undefined,
    openModal: () => {},
    calls: new CallsRegistry(),
  })
  const shown = async () => {
    await vi.waitFor(() => expect(controller.getSnapshot().step).toBe('review'), { timeout: 5000 })
    const view = controller.getSnapshot()
    if (view.step !== 'review') throw new Error('unreachable')
    return view
  }
  return { controller, shown }
}
