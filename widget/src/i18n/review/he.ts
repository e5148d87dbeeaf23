import type { ReviewKey } from './en'

/** Hebrew texts of the reviews: every key of ./en.ts (tests/unit/widget/i18n/i18n.test.ts). */
export const reviewHe: Record<ReviewKey, string> = {
  'approval.grantPermission': 'מתן הרשאה לאתר הזה לקחת מהארנק שלך',
  'approval.walletSetting': 'שינוי הגדרה של הארנק שלך',
  'approval.byWallet': 'הבקשה היא של הארנק שלך, לא של {site}. יש לבדוק כל שורה לפני האישור.',
  'approval.rebuilt': 'הארנק החליף חשבון או רשת, ולכן הסקירה הזו נבנתה מחדש. יש לבדוק אותה שוב.',
  'approval.outcomeChanged':
    'בהדמיה חוזרת ברגע האישור, הפעולה הייתה עושה עכשיו משהו אחר ממה שהסקירה הציגה. שום דבר לא נשלח: יש לבדוק את הסקירה החדשה ולאשר שוב.',
  'review.account': 'החשבון שלך',
  'review.willRevert': 'הרשת צופה שזה ייכשל: {reason}. העמלה תשולם בכל זאת.',
  'review.behavesDifferently':
    'החוזה הזה מתנהג אחרת כשמשגיחים עליו: בתצוגה מקדימה שנייה הוא העביר סכומים אחרים. מה שהוא מציג כאן עשוי לא להיות מה שיקרה.',
  'review.transfer': 'שליחת {amount} אל {to}',
  'review.transferFrom': 'העברת {amount} מ-{from} אל {to}',
  'review.idOrUnits': '{amount} יחידות בסיס (או פריט #{amount})',
  'review.approve': 'מתן הרשאה ל-{spender} להוציא {amount}',
  'review.increaseAllowance': 'מתן הרשאה ל-{spender} להוציא {amount} נוספים',
  'review.permit2Approve': 'מתן הרשאה ל-{spender} להוציא {amount} מ-{token} דרך Permit2, עד {expiry}',
  'review.unlimited': 'סכום בלתי מוגבל',
  'review.never': 'ללא סוף',
  'review.approveAll': 'מתן הרשאה ל-{operator} להעביר את כל הפריטים שלך מהאוסף הזה',
  'review.revokeAll': 'ביטול ההרשאה של {operator} לאוסף הזה',
  'review.approveAllWarning': 'הרשאה לכול: המפעיל יוכל לקחת כל פריט שברשותך ב-{collection}, עכשיו ובהמשך.',
  'review.unknownCall': 'קריאה לחוזה (פונקציה {selector})',
  'review.setRecovery':
    'מאפשר ל-{recoverer} להציע מפתח גישה חדש לארנק הזה; ההצעה נכנסת לתוקף אחרי {delay}, אלא אם היא מבוטלת',
  'review.cancelRecovery': 'מבטל את השחזור הממתין: מפתח הגישה המוצע לא יתווסף',
  'review.clearRecovery': 'מסיר את כתובת השחזור: אף אחד לא יוכל להציע מפתח גישה חדש לארנק הזה',
  'review.permit.permit': 'היתר טוקנים (EIP-2612): החתימה הזו מאפשרת למקבל ההרשאה לקחת את הטוקנים שלך',
  'review.permit.daiPermit': 'היתר טוקנים (בסגנון DAI): החתימה הזו מאפשרת למקבל ההרשאה לקחת את הטוקנים שלך',
  'review.permit.permit2Single': 'מכסת Permit2: החתימה הזו מאפשרת למקבל ההרשאה לקחת את הטוקנים שלך',
  'review.permit.permit2Batch': 'מכסת Permit2 לכמה טוקנים: החתימה הזו מאפשרת למקבל ההרשאה לקחת אותם',
  'review.permit.permit2TransferFrom': 'העברת Permit2: החתימה הזו מאפשרת למקבל ההרשאה לקחת את הטוקנים שלך פעם אחת',
  'review.permit.permit2BatchTransferFrom':
    'העברת Permit2 של כמה טוקנים: החתימה הזו מאפשרת למקבל ההרשאה לקחת אותם פעם אחת',
  'review.permitUnlimited': 'בלתי מוגבל: מקבל ההרשאה יוכל לקחת את כל הטוקנים האלה שברשותך, עכשיו ובהמשך.',
  'review.expires': 'ההרשאה מסתיימת',
  'review.signatureDeadline': 'אפשר להשתמש בחתימה עד',
  'review.domain': 'נחתם עבור',
  'review.messageOf': 'נתונים ({type})',
  'review.hexOnly': 'הבייטים האלה אינם טקסט, ולכן הם מוצגים כמו שהם.',
  'review.blindHash':
    'זהו גיבוב (hash) של 32 בייטים: אי אפשר להציג את מה שהוא מייצג. הוא יכול לאשר עסקה או היתר טוקנים. יש לחתום רק אם האתר הזה אמין לך לחלוטין.',
  'review.signInSite': 'מחבר אותך אל',
  'review.signInStatement': 'האתר אומר',
  'review.signInIssued': 'נכתב',
  'review.signInNotBefore': 'בתוקף מ-',
  'review.signInExpires': 'תוקף הכניסה מסתיים',
  'review.signInUri': 'עבור',
  'review.signInNonce': 'Nonce',
  'review.signInRequestId': 'מזהה בקשה',
  'review.signInResources': 'מעיד גם על',
  'review.signInResourcesNote':
    'החתימה מעידה גם על המשאבים האלה: אתר עשוי לקרוא אותם כזכויות שניתנות לו על ידך. הכניסה הזו מאושרת בחלון מאובטח.',
  'review.signInChain': 'רשת {chainId}',
  'review.signInText': 'ההודעה המלאה, כפי שהיא נחתמת',
  'review.siweDomain':
    'הודעת הכניסה הזו מיועדת ל-{messageDomain}, אבל האתר שמבקש אותה הוא {hostDomain}. חתימה עליה עלולה להכניס את האתר האחר ההוא בשמך.',
  'review.siweChain': 'הודעת הכניסה הזו מיועדת לרשת {messageChainId}, אבל הארנק שלך נמצא ברשת {chainId}.',
  'review.invisible': 'הטקסט מכיל תווים בלתי נראים או תווים שמשנים כיוון; הם מוצגים כסמנים ⟨U+…⟩.',
  'batch.atomicCalls': '{count, plural, one {# קריאה} two {# קריאות} other {# קריאות}}, הכול או כלום בפעולה אחת',
  'batch.atomicCaveat': 'הקריאות מתבצעות יחד בפעולה אחת של ארנק מפתח הגישה שלך: או שכולן מתבצעות, או שאף אחת לא.',
  'batch.builderCodes': 'קודי מפתח',
  'batch.builderCodesNote':
    'השיוך של האתר (ERC-8021), שמתווסף לסוף מה שנשלח כדי שהאפליקציה תקבל קרדיט: הוא לא מעביר דבר ונכלל בתצוגה המקדימה.',
  'review.addSigner': 'מוסיף מפתח גישה חדש כבעלים של הארנק הזה: הוא יוכל להשתמש בארנק באופן מלא כמו שלך',
  'review.removeSigner': 'מסיר את מפתח הגישה {tag} מהבעלים של הארנק הזה: הוא לא יוכל להשתמש בו יותר',
  'review.proposeRecovery':
    'מציע, בתור כתובת השחזור של הארנק {account}, מפתח גישה חדש כבעלים שלו: ההצעה נכנסת לתוקף אחרי ההשהיה של אותו ארנק, אלא אם אחד ממפתחות הגישה שלו מבטל אותה. היא מחליפה כל הצעה שממתינה לאותו ארנק ומתחילה את ההשהיה מחדש',
  'review.grantPeriodic': '{site} יוכל לקחת עד {amount} בכל {period} מהארנק הזה, עד {until}, והלוקח הוא {redeemer}',
  'review.grantStream':
    '{site} יוכל לקחת {initial} מיד, ואחר כך {rate} בשנייה, עד {max} בסך הכול, מהארנק הזה עד {until}, והלוקח הוא {redeemer}',
  'review.grantAllowance': '{site} יוכל לקחת עד {amount} בסך הכול מהארנק הזה, עד {until}, והלוקח הוא {redeemer}',
  'review.grantAnyRecipient':
    'הכתובת הזו יכולה לשלוח זאת לכל כתובת: ההרשאה מגבילה את מה שיוצא מהארנק הזה, לא לאן הוא הולך.',
  'review.grantTotal': 'לכל היותר {total} בסך הכול לפני שהיא מסתיימת. אפשר לבטל אותה בכל עת בארנק.',
  'review.grantStarts': 'אי אפשר להשתמש בה לפני {start}.',
  'review.revokeUntilIncluded': 'עד שהביטול נרשם בשרשרת, האתר עדיין יכול לקחת את מה שההרשאה מתירה כעת.',
  'review.grantToken': 'חוזה האסימון: {token}',
  'review.revokePermission': 'מבטל את הרשאה מס׳ {id}: האתר שלה לא יוכל לקחת עוד דבר מהארנק הזה',
  'review.executeRecovery': 'משלים את השחזור של הארנק {account}: מפתח הגישה שהוצע עבורו הופך לבעלים',
}
