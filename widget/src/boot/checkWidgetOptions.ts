import type { WidgetOptions } from '../../../protocol/bridge'
import type { ChainConfig, DeploymentConfig } from '../../../protocol/config'
import { WalletportError } from '../../../protocol/errors'
import { checkAccent } from '../theme/checkAccent'

export type CheckWidgetOptionsParameters = { config: DeploymentConfig; options: WidgetOptions }
/** The deployment's chains the host mounted with, in the host's order; the first is the default. */
export type CheckWidgetOptionsReturnType = ChainConfig[]

/**
 * What the host's mount options may ask of this deployment: its chains (and tokens) only, and an
 * accent that keeps Confirm legible. Throws UNSUPPORTED_CHAIN or INVALID_REQUEST; the shape was
 * parsed before (protocol/validate.ts).
 */
export function checkWidgetOptions({ config, options }: CheckWidgetOptionsParameters): CheckWidgetOptionsReturnType {
  const known = new Map(config.chains.map((chain) => [chain.id, chain]))
  const unknown = [...(options.chains ?? []), ...(options.tokens ?? []).map((t) => t.chainId)].find(
    (id) => !known.has(id),
  )
  if (unknown !== undefined) {
    throw new WalletportError('UNSUPPORTED_CHAIN', `chain ${unknown} is not offered by this Walletport deployment`)
  }
  if (options.accent !== undefined) checkAccent({ accent: options.accent })
  return options.chains?.length ? [...new Set(options.chains)].map((id) => known.get(id)!) : config.chains
}
