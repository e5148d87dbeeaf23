import type { CatalogueFile } from '../languagePacks'

/** Every catalogue file of `zh-Hans` (the root's and the four groups'), in one chunk: see ../languagePacks.ts. */
export default import.meta.glob<CatalogueFile>(['../zh-Hans.ts', '../{wallet,passkey,review,siteTokens}/zh-Hans.ts'], {
  eager: true,
})
