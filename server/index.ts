/**
 * `walletport/server`: Node helpers for a host's server. Never bundled for browsers; needs `viem`
 * (an optional peer dependency of the package: install it where you verify).
 */
export { verifySignIn, type VerifySignInParameters, type VerifySignInReturnType } from './verifySignIn'
export { WalletportError } from '../protocol/errors'
