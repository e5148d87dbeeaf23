import { parseAbi, type Address } from 'viem'
import { toWebAuthnAccount, type SmartAccount } from 'viem/account-abstraction'
import { readContract } from 'viem/actions'
import type { ChainConfig } from '../../../protocol/config'
import { knownFactoryParts } from '../../../protocol/passkeyContracts'
import { createChainClient, type ChainClient } from '../chain/chainClient'
import * as RPC_ERROR from '../../../protocol/rpcErrorCodes'
import { ProviderRpcError } from '../wallets/eip1193'
import type { KnownPasskey } from './passkeyKeyring'
import type { CeremonyFunction } from './passkeyWindow'
import { passkeyAccountAbi, passkeySigner, toPasskeyAccount } from './toPasskeyAccount'

const FACTORY_ABI = parseAbi(['function webAuthnVerifier() view returns (address)'])

/**
 * The passkey wallet's smart accounts, one per chain and passkey, with the chain clients and the
 * factories' WebAuthn verifiers they are built from. Each is read once and kept; a failed read is
 * forgotten, so the next use tries again.
 */
export class PasskeyAccounts {
  readonly #signWith: CeremonyFunction
  readonly #clients = new Map<number, ChainClient>()
  readonly #verifiers = new Map<number, Promise<Address>>()
  readonly #accounts = new Map<string, Promise<SmartAccount>>()

  /** `signWith`: the ceremony every signature of these accounts runs (a passkey prompt). */
  constructor(signWith: CeremonyFunction) {
    this.#signWith = signWith
  }

  client(chain: ChainConfig): ChainClient {
    return this.#clients.get(chain.id) ?? this.#clients.set(chain.id, createChainClient(chain)).get(chain.id)!
  }

  /**
   * The factory's WebAuthn verifier on `chain` (immutable): the deployment's own, known without the RPC
   * (knownFactoryParts); another factory's, read once for every signer built there.
   */
  verifier(chain: ChainConfig): Promise<Address> {
    const known = knownFactoryParts(chain.passkeyWallet!.factory)
    if (known) return Promise.resolve(known.webAuthnVerifier)
    return remembered(this.#verifiers, chain.id, () =>
      readContract(this.client(chain), {
        address: chain.passkeyWallet!.factory,
        abi: FACTORY_ABI,
        functionName: 'webAuthnVerifier',
      }),
    )
  }

  /** The account `key` signs for on `chain`. */
  account(chain: ChainConfig, key: KnownPasskey): Promise<SmartAccount> {
    return remembered(this.#accounts, `${chain.id}:${key.id}`, async () => {
      const config = chain.passkeyWallet!
      const client = this.client(chain)
      const webAuthnVerifier = await this.verifier(chain)
      // A second passkey's account is the one its user handle named; it must still list the passkey as an owner.
      if (key.account) {
        const owns = await readContract(client, {
          address: key.account,
          abi: passkeyAccountAbi,
          functionName: 'isSigner',
          args: [passkeySigner(webAuthnVerifier, key.publicKey)],
        }).catch(() => false)
        if (!owns) {
          throw new ProviderRpcError(
            RPC_ERROR.unauthorized,
            `this passkey is not an owner of ${key.account} on ${chain.name}`,
          )
        }
      }
      return toPasskeyAccount({
        client,
        owner: toWebAuthnAccount({
          credential: { id: key.id, publicKey: key.publicKey },
          rpId: location.hostname,
          getFn: this.#signWith as never,
        }),
        stack: { factory: config.factory, entryPoint: config.entryPoint, webAuthnVerifier },
        ...(key.account ? { address: key.account } : {}),
      })
    })
  }
}

/** The promise kept under `key`, else a new one from `read`, forgotten again if it fails. */
function remembered<K, T>(cache: Map<K, Promise<T>>, key: K, read: () => Promise<T>): Promise<T> {
  const known = cache.get(key)
  if (known) return known
  const promise = read()
  cache.set(key, promise)
  promise.catch(() => cache.delete(key))
  return promise
}
