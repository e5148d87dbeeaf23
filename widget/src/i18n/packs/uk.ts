import type { CatalogueFile } from '../languagePacks'

/** Every catalogue file of `uk` (the root's and the four groups'), in one chunk: see ../languagePacks.ts. */
export default import.meta.glob<CatalogueFile>(['../uk.ts', '../{wallet,passkey,review,siteTokens}/uk.ts'], {
  eager: true,
})
