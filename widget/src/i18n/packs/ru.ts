import type { CatalogueFile } from '../languagePacks'

/** Every catalogue file of `ru` (the root's and the four groups'), in one chunk: see ../languagePacks.ts. */
export default import.meta.glob<CatalogueFile>(['../ru.ts', '../{wallet,passkey,review,siteTokens}/ru.ts'], {
  eager: true,
})
