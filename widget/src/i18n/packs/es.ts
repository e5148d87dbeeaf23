import type { CatalogueFile } from '../languagePacks'

/** Every catalogue file of `es` (the root's and the four groups'), in one chunk: see ../languagePacks.ts. */
export default import.meta.glob<CatalogueFile>(['../es.ts', '../{wallet,passkey,review,siteTokens}/es.ts'], {
  eager: true,
})
