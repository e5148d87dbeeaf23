import type { CatalogueFile } from '../languagePacks'

/** Every catalogue file of `fr` (the root's and the four groups'), in one chunk: see ../languagePacks.ts. */
export default import.meta.glob<CatalogueFile>(['../fr.ts', '../{wallet,passkey,review,siteTokens}/fr.ts'], {
  eager: true,
})
