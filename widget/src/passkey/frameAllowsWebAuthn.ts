/**
 * Whether this document may run a WebAuthn ceremony: a top-level page may; an iframe only where the
 * host delegated the feature (the loader's `allow=`). Where the browser cannot say (no policy API),
 * the iframe tries.
 */
export function frameAllowsWebAuthn(kind: 'create' | 'get'): boolean {
  if (window.top === window) return true
  const policy = (document as { featurePolicy?: { allowsFeature(feature: string): boolean } }).featurePolicy
  return policy?.allowsFeature(`publickey-credentials-${kind}`) ?? true
}
