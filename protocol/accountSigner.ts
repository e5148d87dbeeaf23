/**
 * An owner of a smart account as the account stores it (ERC-7913 `bytes signer`): a passkey is 20 bytes of
 * verifier, then the 32-byte x and y of its public key (`verifier ‖ qx ‖ qy`); a key is its 20-byte address.
 */
export function hasPasskeyShape(signer: string): boolean {
  return /^0x[0-9a-f]{168}$/i.test(signer)
}

/** A short name of an owner for the screen: a passkey's last 8 hex digits of its public key's y; other bytes shortened. */
export function ownerTag(signer: string): string {
  if (hasPasskeyShape(signer)) return `…${signer.slice(-8)}`
  return signer.length > 16 ? `${signer.slice(0, 8)}…${signer.slice(-4)}` : signer
}
