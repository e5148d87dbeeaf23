import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { PREVIEW_VERIFIER_CODE } from '../../../../widget/src/passkey/previewVerifier'

describe('PREVIEW_VERIFIER_CODE', () => {
  it('is the compiled PreviewWebAuthnVerifier (npm run devchain:compile), byte for byte', () => {
    const artifact = JSON.parse(
      readFileSync(new URL('../../../../devchain/artifacts/PreviewWebAuthnVerifier.json', import.meta.url), 'utf8'),
    ) as { deployedBytecode: string }
    expect(PREVIEW_VERIFIER_CODE).toBe(artifact.deployedBytecode)
  })
})
