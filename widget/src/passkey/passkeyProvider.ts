import { isHex, type Address, type Hex, type SignableMessage } from 'viem'
import type { SmartAccount } from 'viem/account-abstraction'
import { DEFAULT_RECOVERY_DELAY_SECONDS, type ChainConfig } from '../../../protocol/config'
import type { BatchCall } from '../wallets/atomicBatches'
import type { PasskeyWalletProvider } from './passkeyWallet'
import * as RPC_ERROR from '../../../protocol/rpcErrorCodes'
import { ProviderRpcError, type RequestArguments } from '../wallets/eip1193'
import { browserLocale } from '../i18n/usableLocale'
import { createSafeStorage } from '../storage/safeStorage'
import { asVisitorAnswer, createPasskey, identifyPasskey } from './passkeyCeremonies'
import type { FrameMemory } from './CeremonyPlace'
import { passkeyCeremonies, type Ceremonies } from './passkeyWindow'
import { PasskeyAccounts } from './PasskeyAccounts'
import { PasskeyKeyring, type KnownPasskey } from './passkeyKeyring'
import { passkeyOperations } from './passkeyOperations'
import { readRecovery } from './accountRecovery'
import { RecoveryWatch } from './RecoveryWatch'
import { passkeyOwners } from './passkeyOwners'

export type PasskeyIntent = 'create' | 'use'

export type PasskeyProviderParameters = {
  /** The mounted chains that offer the passkey wallet (a `passkeyWallet` in their config); the first is where it starts. */
  chains: ChainConfig[]
  intent: PasskeyIntent
  keyring: PasskeyKeyring
  /** Where each WebAuthn ceremony runs: the iframe, or the passkey window (passkeyWindow.ts). */
  ceremonies: Ceremonies
}

/** The passkey wallet of this browser, its passkeys kept on the widget's own origin. */
export function openPasskeyWallet(
  chains: ChainConfig[],
  intent: PasskeyIntent,
  hostOrigin: string,
  memory: FrameMemory,
): PasskeyWalletProvider {
  return createPasskeyProvider({
    chains,
    intent,
    keyring: new PasskeyKeyring(createSafeStorage()),
    ceremonies: passkeyCeremonies({ hostOrigin, locale: browserLocale(), memory }),
  })
}

/**
 * The passkey wallet as an EIP-1193 provider, like every other wallet of the widget. Accounts:
 * `eth_requestAccounts` runs the chosen ceremony (create a passkey, or pick one), `eth_accounts`
 * answers the connected one with no prompt (a reload). Every signature is a passkey prompt, asked
 * only when the widget hands over what the visitor confirmed.
 */
export function createPasskeyProvider({
  chains,
  intent,
  keyring,
  ceremonies,
}: PasskeyProviderParameters): PasskeyWalletProvider {
  if (chains.length === 0) throw new Error('no mounted chain offers the passkey wallet')
  let chain = chains[0]!
  let passkey: KnownPasskey | undefined
  const smartAccounts = new PasskeyAccounts(ceremonies.ceremony('get', 'sign'))

  const connected = async (): Promise<SmartAccount> => {
    passkey ??= keyring.current()
    if (!passkey) throw new ProviderRpcError(RPC_ERROR.unauthorized, 'no passkey wallet is connected')
    return smartAccounts.account(chain, passkey)
  }
  const addresses = async (): Promise<Address[]> => {
    passkey ??= keyring.current()
    return passkey ? [(await smartAccounts.account(chain, passkey)).address] : []
  }

  const operations = passkeyOperations({ connected, chain: () => chain, accounts: smartAccounts })
  const owners = passkeyOwners({
    connected,
    passkey: () => passkey,
    chain: () => chain,
    accounts: smartAccounts,
    ceremonies,
    keyring,
  })

  const recovery = new RecoveryWatch(async () => {
    const account = await connected()
    return { account: account.address, recovery: await readRecovery(smartAccounts.client(chain), account.address) }
  })

  return {
    kind: 'passkey',
    passkey: () => passkey,
    signsInWindow: () => ceremonies.inWindow('get'),
    lendReviewWindow: (window) => ceremonies.lend(window),
    recovery,
    recoveryDelaySeconds: () => chain.passkeyWallet!.recoveryDelaySeconds ?? DEFAULT_RECOVERY_DELAY_SECONDS,
    ...owners,
    ...operations,
    async request({ method, params }: RequestArguments): Promise<unknown> {
      const args = Array.isArray(params) ? params : []
      switch (method) {
        case 'eth_requestAccounts': {
          passkey =
            intent === 'create'
              ? await createPasskey({ ceremony: ceremonies.ceremony('create', 'create') })
              : await identifyPasskey(keyring, ceremonies.ceremony('get', 'use'))
          keyring.use(passkey)
          return addresses()
        }
        case 'eth_accounts':
          return addresses()
        case 'eth_chainId':
          return `0x${chain.id.toString(16)}`
        case 'wallet_switchEthereumChain': {
          const target = chains.find((c) => c.id === Number((args[0] as { chainId?: unknown } | undefined)?.chainId))
          if (!target)
            throw new ProviderRpcError(RPC_ERROR.unrecognizedChain, 'the passkey wallet is not offered on that network')
          chain = target
          recovery.forget()
          return null
        }
        case 'wallet_addEthereumChain':
          throw new ProviderRpcError(
            RPC_ERROR.unsupportedMethod,
            'the passkey wallet is offered only on the networks its operator configured',
          )
        case 'eth_sendTransaction':
          return (await operations.sendCalls([batchCallOf(args[0])])).transactionHash
        case 'personal_sign': {
          const message = personalSignMessage(args[0])
          const account = await connected()
          return asVisitorAnswer(() => account.signMessage({ message }))
        }
        case 'eth_signTypedData_v4': {
          const typed = typeof args[1] === 'string' ? JSON.parse(args[1]) : args[1]
          const account = await connected()
          return asVisitorAnswer(() => account.signTypedData(typed))
        }
        default:
          // Reads go straight to the chain.
          return smartAccounts.client(chain).request({ method, params } as never)
      }
    },
    // Disconnect: the account is no longer connected here; its passkey stays known for "Use my passkey".
    disconnect: async () => {
      passkey = undefined
      keyring.release()
      recovery.forget()
    },
  } as PasskeyWalletProvider
}

/** An `eth_sendTransaction` as the one call of a batch: a call, never a contract creation (an operation makes none). */
function batchCallOf(transaction: unknown): BatchCall {
  const tx = (transaction ?? {}) as { to?: Hex; value?: Hex; data?: Hex }
  if (!tx.to) throw new ProviderRpcError(RPC_ERROR.invalidParams, 'the passkey wallet does not deploy contracts')
  return { to: tx.to, value: tx.value ? BigInt(tx.value) : 0n, data: tx.data ?? '0x' }
}

/** `personal_sign`'s message: hex is the bytes to sign (EIP-191 `raw`), any other string its own text. */
function personalSignMessage(message: unknown): SignableMessage {
  if (typeof message !== 'string')
    throw new ProviderRpcError(RPC_ERROR.invalidParams, 'personal_sign: message expected')
  return isHex(message) ? { raw: message } : message
}
