import type { ReviewKey } from './en'

/** Arabic texts of the reviews: every key of ./en.ts (tests/unit/widget/i18n/i18n.test.ts). */
export const reviewAr: Record<ReviewKey, string> = {
  'approval.grantPermission': 'منح هذا الموقع إذنًا بالأخذ من محفظتك',
  'approval.walletSetting': 'تغيير أحد إعدادات محفظتك',
  'approval.byWallet': 'طلبته محفظتك، لا {site}. راجع كل سطر قبل التأكيد.',
  'approval.rebuilt': 'غيّرت المحفظة الحساب أو الشبكة، لذا أُعدّت هذه المراجعة من جديد. راجعها مرة أخرى.',
  'approval.outcomeChanged':
    'عند محاكاته مجددًا لحظة تأكيدك، سيفعل هذا الآن شيئًا غير ما عرضته المراجعة. لم يُرسَل أي شيء: راجع المراجعة الجديدة وأكّد مجددًا.',
  'review.account': 'حسابك',
  'review.willRevert': 'تتوقع الشبكة أن يفشل هذا: {reason}. ستدفع الرسوم مع ذلك.',
  'review.behavesDifferently':
    'يتصرف هذا العقد بشكل مختلف عندما يكون مراقَبًا: في معاينة ثانية نقل مبالغ أخرى. قد لا يكون ما يعرضه هنا هو ما سيحدث.',
  'review.transfer': 'إرسال {amount} إلى {to}',
  'review.transferFrom': 'نقل {amount} من {from} إلى {to}',
  'review.idOrUnits': '{amount} وحدة أساسية (أو العنصر #{amount})',
  'review.approve': 'السماح لـ {spender} بإنفاق {amount}',
  'review.increaseAllowance': 'السماح لـ {spender} بإنفاق {amount} إضافية',
  'review.permit2Approve': 'السماح لـ {spender} بإنفاق {amount} من {token} عبر Permit2، حتى {expiry}',
  'review.unlimited': 'مبلغ غير محدود',
  'review.never': 'بلا نهاية',
  'review.approveAll': 'السماح لـ {operator} بنقل كل عناصرك من هذه المجموعة',
  'review.revokeAll': 'سحب إذن {operator} لهذه المجموعة',
  'review.approveAllWarning': 'موافقة على الكل: يمكن للمشغّل أن يأخذ كل عنصر تملكه في {collection}، الآن ولاحقًا.',
  'review.unknownCall': 'استدعاء عقد (الدالة {selector})',
  'review.setRecovery': 'يتيح لـ {recoverer} اقتراح مفتاح مرور جديد لهذه المحفظة؛ ويسري بعد {delay} ما لم تلغِه',
  'review.cancelRecovery': 'يلغي الاسترداد المعلّق: لن يُضاف مفتاح المرور المقترح',
  'review.clearRecovery': 'يزيل عنوان الاسترداد: لن يستطيع أحد اقتراح مفتاح مرور جديد لهذه المحفظة',
  'review.permit.permit': 'تصريح رموز (EIP-2612): يتيح هذا التوقيع للجهة المُنفِقة أخذ رموزك',
  'review.permit.daiPermit': 'تصريح رموز (بأسلوب DAI): يتيح هذا التوقيع للجهة المُنفِقة أخذ رموزك',
  'review.permit.permit2Single': 'حد إنفاق Permit2: يتيح هذا التوقيع للجهة المُنفِقة أخذ رموزك',
  'review.permit.permit2Batch': 'حد إنفاق Permit2 لعدة رموز: يتيح هذا التوقيع للجهة المُنفِقة أخذها',
  'review.permit.permit2TransferFrom': 'تحويل Permit2: يتيح هذا التوقيع للجهة المُنفِقة أخذ رموزك مرة واحدة',
  'review.permit.permit2BatchTransferFrom': 'تحويل Permit2 لعدة رموز: يتيح هذا التوقيع للجهة المُنفِقة أخذها مرة واحدة',
  'review.permitUnlimited': 'غير محدود: يمكن للجهة المُنفِقة أخذ كل ما تملكه من هذه الرموز، الآن ولاحقًا.',
  'review.expires': 'ينتهي الإذن',
  'review.signatureDeadline': 'التوقيع صالح للاستخدام حتى',
  'review.domain': 'موقَّع لـ',
  'review.messageOf': 'بيانات ({type})',
  'review.hexOnly': 'هذه البايتات ليست نصًا، لذا تُعرض كما هي.',
  'review.blindHash':
    'هذه تجزئة (hash) من 32 بايت: لا يمكن عرض ما تمثّله. قد توافق على معاملة أو على تصريح رموز. لا توقّع إلا إذا كنت تثق بهذا الموقع ثقة تامة.',
  'review.signInSite': 'يسجّل دخولك إلى',
  'review.signInStatement': 'يقول الموقع',
  'review.signInIssued': 'كُتب في',
  'review.signInNotBefore': 'صالح من',
  'review.signInExpires': 'ينتهي تسجيل الدخول',
  'review.signInUri': 'لـ',
  'review.signInNonce': 'الرقم الفريد (Nonce)',
  'review.signInRequestId': 'معرّف الطلب',
  'review.signInResources': 'يشهد أيضًا لـ',
  'review.signInResourcesNote':
    'التوقيع يشهد أيضًا لهذه الموارد: قد يقرؤها الموقع على أنها حقوق تمنحها له. يُؤكَّد تسجيل الدخول هذا في نافذة آمنة.',
  'review.signInChain': 'السلسلة {chainId}',
  'review.signInText': 'الرسالة كاملة، كما تُوقَّع',
  'review.siweDomain':
    'رسالة تسجيل الدخول هذه مخصّصة لـ {messageDomain}، لكن الموقع الذي يطلبها هو {hostDomain}. قد يؤدي توقيعها إلى تسجيل دخول ذلك الموقع الآخر باسمك.',
  'review.siweChain': 'رسالة تسجيل الدخول هذه مخصّصة للسلسلة {messageChainId}، لكن محفظتك على السلسلة {chainId}.',
  'review.invisible': 'يحتوي النص على أحرف غير مرئية أو أحرف تغيّر الاتجاه؛ وهي معروضة كعلامات ⟨U+…⟩.',
  'batch.atomicCalls':
    '{count, plural, zero {# استدعاء} one {# استدعاء} two {# استدعاءان} few {# استدعاءات} many {# استدعاءً} other {# استدعاء}}، كلها أو لا شيء في عملية واحدة',
  'batch.atomicCaveat':
    'تُنفَّذ الاستدعاءات معًا في عملية واحدة من محفظتك بمفتاح المرور: إما أن تحدث كلها، أو لا يحدث أي منها.',
  'batch.builderCodes': 'رموز المطوّر',
  'batch.builderCodesNote':
    'إسناد الموقع (ERC-8021)، يُضاف في نهاية ما يُرسَل ليُنسب النشاط إلى التطبيق: لا ينقل شيئًا وهو مشمول في المعاينة.',
  'review.addSigner': 'يضيف مفتاح مرور جديدًا مالكًا لهذه المحفظة: يمكنه استخدام المحفظة استخدامًا كاملًا مثل مفتاحك',
  'review.removeSigner': 'يزيل مفتاح المرور {tag} من مالكي هذه المحفظة: لن يعود قادرًا على استخدامها',
  'review.proposeRecovery':
    'تقترح هذه المحفظة، بصفتها عنوان الاسترداد للمحفظة {account}، مفتاح مرور جديدًا مالكًا لتلك المحفظة: يسري بعد مهلة تلك المحفظة، ما لم يُلغِه أحد مفاتيح مرورها. ويحلّ محل أي اقتراح ينتظر لتلك المحفظة ويبدأ المهلة من جديد',
  'review.grantPeriodic':
    'يمكن لـ {site} أن يأخذ حتى {amount} كل {period} من هذه المحفظة حتى {until}، ويأخذها {redeemer}',
  'review.grantStream':
    'يمكن لـ {site} أن يأخذ {initial} فورًا، ثم {rate} في الثانية، حتى {max} إجمالًا، من هذه المحفظة حتى {until}، ويأخذها {redeemer}',
  'review.grantAllowance': 'يمكن لـ {site} أن يأخذ حتى {amount} إجمالًا من هذه المحفظة حتى {until}، ويأخذها {redeemer}',
  'review.grantAnyRecipient':
    'يمكن لهذا العنوان إرسالها إلى أي عنوان: هذا الإذن يحدّ مما يخرج من هذه المحفظة، لا من وجهته.',
  'review.grantTotal': 'بحد أقصى {total} إجمالًا قبل انتهائه. يمكنك إلغاؤه في أي وقت من المحفظة.',
  'review.grantStarts': 'لا يمكن استخدامه قبل {start}.',
  'review.revokeUntilIncluded': 'إلى أن يُسجَّل الإلغاء على السلسلة، يظل بإمكان الموقع أخذ ما يسمح به الإذن الآن.',
  'review.grantToken': 'عقد الرمز: {token}',
  'review.revokePermission': 'يلغي الإذن رقم {id}: لن يتمكن موقعه من أخذ أي شيء آخر من هذه المحفظة',
  'review.executeRecovery': 'يُتمّ استرداد المحفظة {account}: يصبح مفتاح المرور المقترح لها مالكًا',
}
