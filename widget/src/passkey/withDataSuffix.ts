import { concat, type Hex } from 'viem'
import type { SmartAccount } from 'viem/account-abstraction'

/**
 * The account whose operations end with a site's builder codes (ERC-8021): appended to the UserOperation's
 * callData, where indexers of ERC-4337 read them. The account's `execute` decodes its arguments and ignores bytes
 * after them, and the preview, the quote and the signature are all of this very callData.
 */
export function withDataSuffix(account: SmartAccount, dataSuffix: Hex | undefined): SmartAccount {
  if (!dataSuffix) return account
  return {
    ...account,
    encodeCalls: async (calls) => concat([await account.encodeCalls(calls), dataSuffix]),
  }
}
