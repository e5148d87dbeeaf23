/*
 * A WebAuthn ceremony run in a window of ours (the passkey window, or the secure window under the review
 * it is for), both on the widget origin. The iframe asks for one ceremony with the options it built; the
 * window runs it on the visitor's click and sends back the credential as plain data (ArrayBuffers, which
 * postMessage copies), or how it failed. The messages that carry them: windowMessages.ts.
 */

/** What the window shows the visitor the ceremony is for. */
export type CeremonyPurpose = 'create' | 'use' | 'sign' | 'addPasskey' | 'recover'

export type CeremonyRequest = {
  kind: 'create' | 'get'
  purpose: CeremonyPurpose
  hostOrigin: string
  locale: string
  /** `CredentialCreationOptions` or `CredentialRequestOptions` (no signal: it cannot cross windows). */
  options: { publicKey: unknown }
}

/** A PublicKeyCredential as data: its own fields and those of its response (with the values of its getters). */
export type CredentialData = {
  id: string
  type: string
  authenticatorAttachment: string | null
  response: {
    clientDataJSON: ArrayBuffer
    attestationObject?: ArrayBuffer
    authenticatorData?: ArrayBuffer
    publicKey?: ArrayBuffer | null
    signature?: ArrayBuffer
    userHandle?: ArrayBuffer | null
  }
}

/** How a ceremony ended, as the window that ran it sends it back. */
export type CeremonyOutcome =
  { type: 'result'; credential: CredentialData } | { type: 'failed'; name: string; message: string }

/**
 * A window of ours lent for the ceremony of one request: the secure window, which shows the review the
 * visitor confirmed there, so the passkey is never asked in a window that shows less. Rejects as the
 * ceremony failed (a closed window: NotAllowedError, the visitor's cancel).
 */
export type CeremonyWindow = { run: (request: CeremonyRequest) => Promise<CredentialData> }

/** The credential of an outcome, or its failure thrown as the engine named it. */
export function credentialOf(outcome: CeremonyOutcome): CredentialData {
  if (outcome.type === 'result') return outcome.credential
  throw Object.assign(new Error(outcome.message), { name: outcome.name })
}

/** Runs one ceremony in this window (a top-level window of the widget origin) and words how it ended. */
export async function runCeremony(ceremony: CeremonyRequest): Promise<CeremonyOutcome> {
  try {
    const options = ceremony.options as CredentialCreationOptions & CredentialRequestOptions
    const credential =
      ceremony.kind === 'create'
        ? await navigator.credentials.create(options)
        : await navigator.credentials.get(options)
    if (!credential) throw Object.assign(new Error('no credential'), { name: 'NotAllowedError' })
    return { type: 'result', credential: toCredentialData(credential as PublicKeyCredential) }
  } catch (error) {
    const { name = 'Error', message = String(error) } = error as { name?: string; message?: string }
    return { type: 'failed', name, message }
  }
}

/** Whether `value` is a ceremony as the widget sends it (same origin, but still data, not trusted code). */
export function isCeremonyRequest(value: unknown): value is CeremonyRequest {
  const request = value as Partial<CeremonyRequest> | null
  return (
    typeof request === 'object' &&
    request !== null &&
    (request.kind === 'create' || request.kind === 'get') &&
    ['create', 'use', 'sign', 'addPasskey', 'recover'].includes(String(request.purpose)) &&
    typeof request.hostOrigin === 'string' &&
    typeof request.locale === 'string' &&
    typeof request.options === 'object' &&
    request.options !== null &&
    typeof request.options.publicKey === 'object'
  )
}

/** Whether `value` is a credential as a window sends it back. */
export function isCredentialData(value: unknown): value is CredentialData {
  const credential = value as Partial<CredentialData> | null
  return (
    typeof credential === 'object' &&
    credential !== null &&
    typeof credential.id === 'string' &&
    credential.response?.clientDataJSON instanceof ArrayBuffer
  )
}

/** The credential a ceremony returned, as data for the other window. */
export function toCredentialData(credential: PublicKeyCredential): CredentialData {
  const response = credential.response
  const attestation = response as AuthenticatorAttestationResponse
  const assertion = response as AuthenticatorAssertionResponse
  return {
    id: credential.id,
    type: credential.type,
    authenticatorAttachment: credential.authenticatorAttachment,
    response: {
      clientDataJSON: response.clientDataJSON,
      ...('attestationObject' in response
        ? {
            attestationObject: attestation.attestationObject,
            authenticatorData: attestation.getAuthenticatorData(),
            publicKey: attestation.getPublicKey(),
          }
        : {
            authenticatorData: assertion.authenticatorData,
            signature: assertion.signature,
            userHandle: assertion.userHandle,
          }),
    },
  }
}

/** The credential again, with the getters ox and the ceremonies call (`getPublicKey`, `getAuthenticatorData`). */
export function fromCredentialData({
  id,
  type,
  authenticatorAttachment,
  response,
}: CredentialData): PublicKeyCredential {
  return {
    id,
    type,
    authenticatorAttachment,
    rawId: new ArrayBuffer(0),
    response: {
      ...response,
      getPublicKey: () => response.publicKey ?? null,
      getAuthenticatorData: () => response.authenticatorData ?? new ArrayBuffer(0),
    },
  } as unknown as PublicKeyCredential
}
