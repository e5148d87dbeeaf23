import type { ReviewKey } from './en'

/** Polish texts of the reviews: every key of ./en.ts (tests/unit/widget/i18n/i18n.test.ts). */
export const reviewPl: Record<ReviewKey, string> = {
  'approval.grantPermission': 'Daj tej stronie uprawnienie do pobierania z twojego portfela',
  'approval.walletSetting': 'Zmień ustawienie swojego portfela',
  'approval.byWallet': 'Żądanie twojego portfela, nie {site}. Sprawdź każdy wiersz, zanim potwierdzisz.',
  'approval.rebuilt': 'Portfel zmienił konto lub sieć, więc ten podgląd utworzono od nowa. Sprawdź go jeszcze raz.',
  'approval.outcomeChanged':
    'Po ponownej symulacji w chwili potwierdzenia ta operacja zrobiłaby teraz coś innego, niż pokazywał podgląd. Nic nie zostało wysłane: sprawdź nowy podgląd i potwierdź ponownie.',
  'review.account': 'Twoje konto',
  'review.willRevert': 'Sieć przewiduje, że to się nie powiedzie: {reason}. Opłata i tak zostałaby pobrana.',
  'review.behavesDifferently':
    'Ten kontrakt zachowuje się inaczej, gdy jest obserwowany: w drugim podglądzie przesunął inne kwoty. To, co tu pokazuje, może nie być tym, co się stanie.',
  'review.transfer': 'Wyślij {amount} do {to}',
  'review.transferFrom': 'Przenieś {amount} z {from} do {to}',
  'review.idOrUnits': '{amount} jednostek bazowych (lub przedmiot nr {amount})',
  'review.approve': 'Zezwól {spender} na wydanie {amount}',
  'review.increaseAllowance': 'Zezwól {spender} na wydanie dodatkowo {amount}',
  'review.permit2Approve': 'Zezwól {spender} na wydanie {amount} {token} przez Permit2, wygasa: {expiry}',
  'review.unlimited': 'bez limitu',
  'review.never': 'nigdy',
  'review.approveAll': 'Zezwól {operator} na przenoszenie wszystkich twoich przedmiotów z tej kolekcji',
  'review.revokeAll': 'Cofnij uprawnienie {operator} dla tej kolekcji',
  'review.approveAllWarning':
    'Zgoda na wszystko: operator mógłby zabrać każdy przedmiot, który masz w {collection}, teraz i w przyszłości.',
  'review.unknownCall': 'Wywołanie kontraktu (funkcja {selector})',
  'review.setRecovery':
    'Pozwala {recoverer} zaproponować nowy klucz dostępu dla tego portfela; zacznie on działać po {delay}, chyba że anulujesz',
  'review.cancelRecovery': 'Anuluje oczekujące odzyskiwanie: zaproponowany klucz dostępu nie zostanie dodany',
  'review.clearRecovery':
    'Usuwa adres odzyskiwania: nikt nie będzie mógł zaproponować nowego klucza dostępu dla tego portfela',
  'review.permit.permit': 'Zezwolenie na tokeny (EIP-2612): ten podpis pozwala uprawnionemu zabrać twoje tokeny',
  'review.permit.daiPermit': 'Zezwolenie na tokeny (w stylu DAI): ten podpis pozwala uprawnionemu zabrać twoje tokeny',
  'review.permit.permit2Single': 'Uprawnienie Permit2: ten podpis pozwala uprawnionemu zabrać twoje tokeny',
  'review.permit.permit2Batch': 'Uprawnienie Permit2 dla kilku tokenów: ten podpis pozwala uprawnionemu je zabrać',
  'review.permit.permit2TransferFrom':
    'Transfer Permit2: ten podpis pozwala uprawnionemu jednorazowo zabrać twoje tokeny',
  'review.permit.permit2BatchTransferFrom':
    'Transfer Permit2 kilku tokenów: ten podpis pozwala uprawnionemu jednorazowo je zabrać',
  'review.permitUnlimited':
    'Bez limitu: uprawniony mógłby zabrać wszystkie te tokeny, które masz, teraz i w przyszłości.',
  'review.expires': 'Uprawnienie wygasa',
  'review.signatureDeadline': 'Podpis ważny do',
  'review.domain': 'Podpisane dla',
  'review.messageOf': 'Dane ({type})',
  'review.hexOnly': 'Te bajty nie są tekstem, więc są pokazane w surowej postaci.',
  'review.blindHash':
    'To jest 32-bajtowy hash: nie da się pokazać, co oznacza. Może zatwierdzać transakcję lub zezwolenie na tokeny. Podpisz tylko wtedy, gdy w pełni ufasz tej stronie.',
  'review.signInSite': 'Loguje cię do',
  'review.signInStatement': 'Strona mówi',
  'review.signInIssued': 'Wystawiono',
  'review.signInNotBefore': 'Ważne od',
  'review.signInExpires': 'Logowanie wygasa',
  'review.signInUri': 'Dla',
  'review.signInNonce': 'Nonce',
  'review.signInRequestId': 'ID żądania',
  'review.signInResources': 'Poręcza także za',
  'review.signInResourcesNote':
    'Podpisując, poręczasz także za te zasoby: strona może uznać je za prawa, które jej przyznajesz. To logowanie jest potwierdzane w bezpiecznym oknie.',
  'review.signInChain': 'sieć {chainId}',
  'review.signInText': 'Cała wiadomość w podpisywanej postaci',
  'review.siweDomain':
    'Ta wiadomość logowania jest dla {messageDomain}, ale prosi o nią strona {hostDomain}. Podpisanie jej mogłoby zalogować tamtą stronę jako ciebie.',
  'review.siweChain':
    'Ta wiadomość logowania jest dla sieci {messageChainId}, ale twój portfel działa w sieci {chainId}.',
  'review.invisible':
    'Tekst zawiera niewidoczne znaki lub znaki zmieniające kierunek pisma; są pokazane jako znaczniki ⟨U+…⟩.',
  'batch.atomicCalls':
    '{count, plural, one {# wywołanie, wszystko albo nic w jednej operacji} few {# wywołania, wszystkie albo żadne w jednej operacji} many {# wywołań, wszystkie albo żadne w jednej operacji} other {# wywołania, wszystkie albo żadne w jednej operacji}}',
  'batch.atomicCaveat':
    'Wywołania są wykonywane razem w jednej operacji twojego portfela z kluczem dostępu: albo wykonają się wszystkie, albo żadne.',
  'batch.builderCodes': 'Kody twórcy',
  'batch.builderCodesNote':
    'Atrybucja strony (ERC-8021) dodana na końcu tego, co jest wysyłane, aby aplikacja została uwzględniona: niczego nie przenosi i jest w podglądzie.',
  'review.addSigner':
    'Dodaje nowy klucz dostępu jako właściciela tego portfela: będzie mógł używać portfela tak samo w pełni jak twój',
  'review.removeSigner': 'Usuwa klucz dostępu {tag} z właścicieli tego portfela: nie będzie mógł go już używać',
  'review.proposeRecovery':
    'Proponuje, jako adres odzyskiwania, nowy klucz dostępu na właściciela portfela {account}: zacznie on działać po okresie oczekiwania tamtego portfela, chyba że anuluje go któryś z jego kluczy dostępu. Zastępuje każdą oczekującą propozycję dla tamtego portfela i rozpoczyna okres oczekiwania od nowa',
  'review.grantPeriodic':
    '{site} może pobierać do {amount} co {period} z tego portfela, do {until}; pobiera {redeemer}',
  'review.grantStream':
    '{site} może pobrać {initial} od razu, potem {rate} na sekundę, łącznie do {max}, z tego portfela do {until}; pobiera {redeemer}',
  'review.grantAllowance': '{site} może pobrać łącznie do {amount} z tego portfela, do {until}; pobiera {redeemer}',
  'review.grantAnyRecipient':
    'Ten adres może przesłać to na dowolny adres: to uprawnienie ogranicza, co opuszcza ten portfel, a nie dokąd trafia.',
  'review.grantTotal': 'Łącznie najwyżej {total} przed końcem. Możesz je cofnąć w każdej chwili w portfelu.',
  'review.grantStarts': 'Nie można go użyć przed {start}.',
  'review.revokeUntilIncluded':
    'Dopóki cofnięcie nie trafi do łańcucha, strona może jeszcze pobrać to, na co uprawnienie teraz pozwala.',
  'review.grantToken': 'Kontrakt tokena: {token}',
  'review.revokePermission': 'Cofa uprawnienie nr {id}: jego strona nie może już niczego pobrać z tego portfela',
  'review.executeRecovery':
    'Kończy odzyskiwanie portfela {account}: zaproponowany dla niego klucz dostępu staje się właścicielem',
}
