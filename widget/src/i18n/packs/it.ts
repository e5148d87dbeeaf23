import type { CatalogueFile } from '../languagePacks'

/** Every catalogue file of `it` (the root's and the four groups'), in one chunk: see ../languagePacks.ts. */
export default import.meta.glob<CatalogueFile>(['../it.ts', '../{wallet,passkey,review,siteTokens}/it.ts'], {
  eager: true,
})
