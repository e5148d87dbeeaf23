import { bytesToHex, type Hex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'

/** Anvil's well-known dev mnemonic: public test keys, funded on every fresh anvil and nowhere else. */
export const DEV_MNEMONIC = 'test test test test test test test test test test test junk'

export const DEV_ACCOUNT_COUNT = 10

export function devAccount(index: number) {
  return mnemonicToAccount(DEV_MNEMONIC, { addressIndex: index })
}

export function devAccounts() {
  return Array.from({ length: DEV_ACCOUNT_COUNT }, (_, i) => devAccount(i))
}

/** The private key of dev account `index`, for tests that sign with it. */
export function devPrivateKey(index: number): Hex {
  return bytesToHex(devAccount(index).getHdKey().privateKey!)
}
