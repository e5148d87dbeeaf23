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
/** The longest a permission for apps may last unless the deployment says otherwise: five years from its request. */
export const DEFAULT_MAX_PERMISSION_SECONDS = 157_680_000
/** The bounds an operator may set it within: an hour, ten years. */
const PERMISSION_CAP_RANGE = [3600, 315_360_000] as const

/** `value[key]`: an optional whole number of seconds within [min, max] (`least`, `most`: the same in words). */
function wholeSeconds(
  value: Record<string, unknown>,
  path: string,
  key: string,
  [min, max]: readonly [number, number],
  [least, most]: readonly [string, string],
): number | undefined {
  const seconds = field(value, key)
  if (seconds === undefined) return undefined
  if (typeof seconds !== 'number' || !Number.isInteger(seconds) || seconds < min || seconds > max)
    throw new ConfigError(
      `${path}.${key}: expected whole seconds from ${min} (${least}) to ${max} (${most}), got ${describe(seconds)}`,
    )
  return seconds
}

/** A chain's `passkeyWallet`: its contracts, bundler, optional paymasters, the recovery delay and the permissions' cap. */
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
    'maxPermissionSeconds',
  ])
  for (const key of Object.keys(value)) if (!known.has(key)) throw new ConfigError(`${path}.${key}: unknown field`)
  const address = (key: string): Address => addressField(field(value, key), `${path}.${key}`)
  const paymasterUrl = field(value, 'paymasterUrl')
  const delay = wholeSeconds(
    value,
    path,
    'recoveryDelaySeconds',
    [MIN_RECOVERY_DELAY_SECONDS, MAX_RECOVERY_DELAY_SECONDS],
    ['an hour', 'a year'],
  )
  const cap = wholeSeconds(value, path, 'maxPermissionSeconds', PERMISSION_CAP_RANGE, ['an hour', 'ten years'])
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
      ...(cap === undefined ? {} : { maxPermissionSeconds: cap }),
    },
  }
}
