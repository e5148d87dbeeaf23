import { createHash, generateKeyPairSync, sign as signDer, type KeyObject } from 'node:crypto'
import type { Hex } from 'viem'
import { toWebAuthnAccount } from 'viem/account-abstraction'
import * as Base64 from 'ox/Base64'
import * as WebAuthnP256 from 'ox/WebAuthnP256'

/**
 * A software passkey for tests on chain: a P-256 key whose `navigator.credentials.get` stand-in returns a genuine
 * assertion (authenticator data, clientDataJSON, DER signature over both), which the account's WebAuthn verifier
 * checks on chain. UP and UV are set, as a platform authenticator sets them.
 */
export function softwarePasskey() {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
  const jwk = publicKey.export({ format: 'jwk' })
  const hex = (base64url: string) => Buffer.from(base64url, 'base64url').toString('hex')
  const credential = { id: 'c29mdHdhcmUtcGFzc2tleQ', publicKey: `0x${hex(jwk.x!)}${hex(jwk.y!)}` as Hex }
  const getFn: GetFn = async (options) => assertion(privateKey, credential.id, options!.publicKey!)
  return { credential, owner: toWebAuthnAccount({ credential, getFn, rpId: 'wallet.localhost' }) }
}

type GetFn = NonNullable<Parameters<typeof toWebAuthnAccount>[0]['getFn']>

function assertion(key: KeyObject, id: string, request: { challenge: unknown; rpId?: string | undefined }) {
  const challenge = `0x${Buffer.from(request.challenge as Uint8Array).toString('hex')}` as Hex
  const authenticatorData = WebAuthnP256.getAuthenticatorData({ rpId: request.rpId!, flag: 0x05, signCount: 0 })
  const clientDataJSON = WebAuthnP256.getClientDataJSON({ challenge, origin: 'http://wallet.localhost:4311' })
  const authData = Buffer.from(authenticatorData.slice(2), 'hex')
  const signed = Buffer.concat([authData, createHash('sha256').update(clientDataJSON).digest()])
  const buffer = (bytes: Uint8Array) =>
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer
  return {
    id,
    type: 'public-key',
    rawId: buffer(Base64.toBytes(id)),
    response: {
      authenticatorData: buffer(authData),
      clientDataJSON: buffer(new TextEncoder().encode(clientDataJSON)),
      signature: buffer(signDer('sha256', signed, key)), // DER, high or low s as the key happens to give
    },
  } as unknown as Credential
}
