import type { CatalogueFile } from '../languagePacks'

/** Every catalogue file of `zh-Hant` (the root's and the four groups'), in one chunk: see ../languagePacks.ts. */
export default import.meta.glob<CatalogueFile>(['../zh-Hant.ts', '../{wallet,passkey,review,siteTokens}/zh-Hant.ts'], {
  eager: true,
})
