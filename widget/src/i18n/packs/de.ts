import type { CatalogueFile } from '../languagePacks'

/** Every catalogue file of `de` (the root's and the four groups'), in one chunk: see ../languagePacks.ts. */
export default import.meta.glob<CatalogueFile>(['../de.ts', '../{wallet,passkey,review,siteTokens}/de.ts'], {
  eager: true,
})
