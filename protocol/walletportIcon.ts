/**
 * Walletport's icon as a `data:` URL: how dapp libraries show it in their wallet lists (the
 * EIP-6963 announcement of `handle.provider`, the wagmi connector).
 */
export const WALLETPORT_ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#1f4fd8"/><path d="M8 11h16v11a2 2 0 0 1-2 2H10a2 2 0 0 1-2-2z" fill="#fff"/><circle cx="20" cy="17" r="2" fill="#1f4fd8"/></svg>',
  )
