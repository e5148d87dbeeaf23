import type { CatalogueFile } from '../languagePacks'

/** Every catalogue file of `he` (the root's and the four groups'), in one chunk: see ../languagePacks.ts. */
export default import.meta.glob<CatalogueFile>(['../he.ts', '../{wallet,passkey,review,siteTokens}/he.ts'], {
  eager: true,
})
