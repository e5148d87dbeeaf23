/**
 * Characters that show as nothing, or reorder or hide what follows, in untrusted text: C0 and C1
 * controls (not newline and tab, which show as layout), zero-width and joiner characters, bidi
 * embeddings, overrides and isolates, line and paragraph separators, soft hyphen, blank-looking
 * fillers (the Braille blank among them), Unicode tags, lone surrogates, and every other default-ignorable or format (Cf)
 * character (variation selectors among them, which can carry hidden bytes). One list for every check: the review marks them,
 * wallet names holding one are refused.
 */
export const HIDDEN_CHARACTERS =
  // oxlint-disable-next-line no-control-regex, no-misleading-character-class -- finding these characters is the point
  /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u00AD\u034F\u061C\u115F\u1160\u180E\u200B-\u200F\u2028-\u202E\u2060-\u206F\u2800\u3164\uFEFF\uFFA0\uFFF9-\uFFFB\u{E0000}-\u{E007F}\uD800-\uDFFF\p{Default_Ignorable_Code_Point}\p{Cf}]/u
