/** The npm entry: `import { mount } from 'walletport'`. */
export { mount, type WalletportHandle } from './mount'
export { WalletportError, ERROR_CODES, type ErrorCode } from '../protocol/errors'
export type * from '../protocol/types'
