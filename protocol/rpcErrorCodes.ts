/**
 * Every numeric code Walletport puts on an error of `handle.provider` or a relayed wallet (EIP-1193's,
 * JSON-RPC's and EIP-5792's), and the codes of others it reads, by name. Code compares and throws these
 * names, never the numbers. Imported as a namespace (`import * as RPC_ERROR`), so a bundle keeps only
 * the codes it reads: the widget's first paint carries one, not twenty.
 */
/** EIP-1193: the visitor rejected the request. */
export const userRejected = 4001
/** EIP-1193: not authorised (no account connected, or not this one). */
export const unauthorized = 4100
/** EIP-1193: the method is not supported. */
export const unsupportedMethod = 4200
/** EIP-1193: disconnected from every chain (the wallet went away). */
export const disconnected = 4900
/** EIP-1193: not connected to the chain asked for (the wallet is on one the site does not use). */
export const chainDisconnected = 4901
/** EIP-3085/3326: the chain is not offered here. */
export const unrecognizedChain = 4902
/** JSON-RPC: invalid params (what the request asks is refused as it stands). */
export const invalidParams = -32602
/** JSON-RPC: internal error. */
export const internal = -32603
/** JSON-RPC (EIP-1474): resource unavailable: another request is waiting for the visitor. */
export const resourceBusy = -32002
/** JSON-RPC (EIP-1474): limit exceeded: the host's read budget is spent. */
export const limitExceeded = -32005
/** EIP-5792: a capability the request marks non-optional is not supported. */
export const unsupportedCapability = 5700
/** EIP-5792: a batch with this id was already sent. */
export const duplicateBundleId = 5720
/** EIP-5792: no batch with this id. */
export const unknownBundle = 5730
/** EIP-5792: more calls than the wallet takes in one batch. */
export const bundleTooLarge = 5740
/** EIP-5792: atomic execution asked for, and the wallet cannot give it. */
export const atomicityNotSupported = 5760

// Codes others answer with, which the widget reads:
/** JSON-RPC: the RPC has no such method (no eth_simulateV1). */
export const methodNotFound = -32601
/** JSON-RPC (EIP-1474): the RPC does not support the method. */
export const methodNotSupported = -32004
/** WalletConnect's "user rejected", which some phone wallets answer with instead of 4001. */
export const walletConnectUserRejected = 5000
