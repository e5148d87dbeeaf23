import { describe, field } from './guards'
import { address as addressField, ConfigError, object, url } from './configFields'
import type { PasskeyWalletConfig } from './config'
import { tokenPaymaster } from './parseTokenPaymaster'
import type { Address } from './types'

/** How long a recovery waits, for owners to cancel it, unless the deployment says otherwise: 48 hours. */
export const DEFAULT_RECOVERY_DELAY_SECONDS = 172_800
/** The account contract refuses a shorter delay (PasskeyRecovery.MIN_RECOVERY_DELAY). */
export const MIN_RECOVERY_DELAY_SECONDS = 3600
/** A year: a recovery that waits longer is no way back in. */
export const MAX_RECOVERY_DELAY_SECONDS = 31_536_000

/** A chain's `passkeyWallet`: its contracts, bundler, optional paymasters, and the recovery delay. */
export function passkeyWallet(raw: unknown, path: string): { passkeyWallet?: PasskeyWalletConfig } {
  if (raw === undefined || raw === null) return {}
  const value = object(raw, path)
  const known = new Set([
    'factory',
    'entryPoint',
    'bundlerUrl',
    'paymasterUrl',
    'tokenPaymaster',
    'recoveryDelaySeconds',
  ])
  for (const key of Object.keys(value)) if (!known.has(key)) throw new ConfigError(`${path}.${key}: unknown field`)
  const address = (key: string): Address => addressField(field(value, key), `${path}.${key}`)
  const paymasterUrl = field(value, 'paymasterUrl')
  const delay = field(value, 'recoveryDelaySeconds')
  if (
    delay !== undefined &&
    (typeof delay !== 'number' ||
      !Number.isInteger(delay) ||
      delay < MIN_RECOVERY_DELAY_SECONDS ||
      delay > MAX_RECOVERY_DELAY_SECONDS)
  ) {
    throw new ConfigError(
      `${path}.recoveryDelaySeconds: expected whole seconds from ${MIN_RECOVERY_DELAY_SECONDS} (an hour) to ${MAX_RECOVERY_DELAY_SECONDS} (a year), got ${describe(delay)}`,
    )
  }
  return {
    passkeyWallet: {
      factory: address('factory'),
      entryPoint: address('entryPoint'),
      bundlerUrl: url(field(value, 'bundlerUrl'), `${path}.bundlerUrl`, ['http:', 'https:']),
      ...(paymasterUrl === undefined || paymasterUrl === null
        ? {}
        : { paymasterUrl: url(paymasterUrl, `${path}.paymasterUrl`, ['http:', 'https:']) }),
      ...tokenPaymaster(field(value, 'tokenPaymaster'), `${path}.tokenPaymaster`),
      ...(delay === undefined ? {} : { recoveryDelaySeconds: delay }),
    },
  }
}
