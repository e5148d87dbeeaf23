import { isHex, type Address, type Hex } from 'viem'
import type { SmartAccount } from 'viem/account-abstraction'
import { DEFAULT_RECOVERY_DELAY_SECONDS, type ChainConfig } from '../../../protocol/config'
import type { BatchCall, FeeQuote, OperationCall, SitePaymaster } from '../wallets/atomicBatches'
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
import { quoteUserOperation, sendAsUserOperation, type PreparedUserOperation } from './sendAsUserOperation'
import { readRecovery } from './accountRecovery'
import { RecoveryWatch } from './RecoveryWatch'
import { passkeyOwners } from './passkeyOwners'
import { userOperationRun } from './userOperationRun'

/** How long the operation a preview ran stays the one quoted for its review (quoteCalls right after it). */
const PREVIEWED_FRESH_MS = 30_000

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

  // Who the review said pays for these calls, how much at most, and the operation it was priced from, so the send keeps to it (see sendAsUserOperation).
  const quoted = new Map<string, { quote: FeeQuote; prepared?: PreparedUserOperation }>()
  // The site's paymaster is part of what was reviewed: the same calls with another paymaster are another review.
  const quoteKey = (calls: readonly BatchCall[], paymaster: SitePaymaster | undefined) =>
    `${chain.id}:${JSON.stringify([calls, paymaster?.url, paymaster?.context, paymaster?.optional], (_, value: unknown) => (typeof value === 'bigint' ? value.toString() : value))}`
  const quoteCalls = async (
    calls: readonly BatchCall[],
    { paymaster }: { paymaster?: SitePaymaster } = {},
  ): Promise<FeeQuote> => {
    // The operation the review's preview just ran (operationCall) is the one quoted and sent, not another estimate.
    const previewed = quoted.get(quoteKey(calls, paymaster))
    if (previewed?.prepared && Date.now() - previewed.prepared.preparedAt < PREVIEWED_FRESH_MS) return previewed.quote
    const { quote, prepared } = await quoteUserOperation({
      account: await connected(),
      client: smartAccounts.client(chain),
      config: chain.passkeyWallet!,
      calls,
      ...(paymaster ? { sitePaymaster: paymaster } : {}),
    })
    quoted.set(quoteKey(calls, paymaster), { quote, prepared })
    return quote
  }
  const sendCalls = async (
    calls: readonly BatchCall[],
    { stillWanted, paymaster }: { stillWanted?: () => boolean; paymaster?: SitePaymaster } = {},
  ) => {
    const key = quoteKey(calls, paymaster)
    const reviewed = quoted.get(key)
    // The site's paymaster is asked again only where the review said it pays (or nothing was reviewed).
    const sitePaymaster = paymaster && (reviewed === undefined || reviewed.quote.namedBySite) ? paymaster : undefined
    // Sent once at most as prepared: a second Confirm of the same review (after a failure) prepares it again.
    if (reviewed) quoted.set(key, { quote: reviewed.quote })
    const { transactionHash, sponsor } = await sendAsUserOperation({
      account: await connected(),
      client: smartAccounts.client(chain),
      config: chain.passkeyWallet!,
      calls,
      ...(reviewed === undefined
        ? {}
        : {
            sponsored: reviewed.quote.sponsor !== undefined,
            maxFee: reviewed.quote.fee,
            ...(reviewed.quote.feeToken ? { feeToken: reviewed.quote.feeToken } : {}),
          }),
      ...(reviewed?.prepared ? { prepared: reviewed.prepared } : {}),
      ...(stillWanted ? { stillWanted } : {}),
      ...(sitePaymaster ? { sitePaymaster } : {}),
    })
    // Sent: that review is spent. A send that failed keeps it, for the visitor's second Confirm of the same review.
    quoted.delete(key)
    return { transactionHash, sponsor }
  }

  const operationCall = async (
    calls: readonly BatchCall[],
    { paymaster }: { paymaster?: SitePaymaster } = {},
  ): Promise<OperationCall> => {
    const key = quoteKey(calls, paymaster)
    quoted.delete(key)
    await quoteCalls(calls, paymaster ? { paymaster } : {})
    return userOperationRun({
      account: await connected(),
      client: smartAccounts.client(chain),
      operation: quoted.get(key)!.prepared!.operation,
      entryPoint: chain.passkeyWallet!.entryPoint,
    })
  }

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
    quoteCalls,
    sendCalls,
    operationCall,
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
        case 'eth_sendTransaction': {
          const tx = (args[0] ?? {}) as { to?: Hex; value?: Hex; data?: Hex }
          if (!tx.to)
            throw new ProviderRpcError(RPC_ERROR.invalidParams, 'the passkey wallet does not deploy contracts')
          return (await sendCalls([{ to: tx.to, value: tx.value ? BigInt(tx.value) : 0n, data: tx.data ?? '0x' }]))
            .transactionHash
        }
        case 'personal_sign': {
          const message = args[0]
          if (typeof message !== 'string')
            throw new ProviderRpcError(RPC_ERROR.invalidParams, 'personal_sign: message expected')
          const account = await connected()
          return asVisitorAnswer(() => account.signMessage({ message: isHex(message) ? { raw: message } : message }))
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
