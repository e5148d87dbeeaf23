import type { Address } from 'viem'

/**
 * The passkey wallet's ERC-20 paymaster on the local chain 31337 (devchain/contracts/TokenPaymaster.sol, deployed by
 * deployTokenPaymaster at a CREATE2 address): it takes dUSD for gas at the devchain feeds' price. Listed as the
 * chain's `passkeyWallet.tokenPaymaster` in walletport.config.json.
 */
export const TOKEN_PAYMASTER = {
  address: '0xFe2c778431f56eb3b293dcC34D4BD6bb7eF41f38' as Address,
  /** How old a feed's price may be before the paymaster stops taking it (the dev config's usdFeeds default). */
  maxAgeSeconds: 3600,
}
