import { isAtomicBatchWallet } from '../../../widget/src/wallets/atomicBatches'
import type { Eip1193Provider } from '../../../widget/src/wallets/eip1193'
import { walletOf, type Wallet } from '../../../widget/src/wallets/walletCapabilities'

/** The contract of a test's wallet: the passkey wallet's when it executes batches, an injected wallet's otherwise. */
export function testWallet(provider: Eip1193Provider): Wallet {
  return walletOf(isAtomicBatchWallet(provider) ? 'passkey' : 'injected:test', provider)
}
