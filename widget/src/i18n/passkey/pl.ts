import type { passkeyEn } from './en'

/** Polish texts of the passkey wallet's panel. */
export const passkeyPl: Record<keyof typeof passkeyEn, string> = {
  'passkey.onlyKey':
    'Twój klucz dostępu to jedyny klucz do tego portfela. Nie ma frazy odzyskiwania: jeśli stracisz klucz dostępu, nikt (ani Walletport, ani ta strona) nie odzyska środków. Dla bezpieczeństwa dodaj drugi klucz dostępu na innym urządzeniu.',
  'passkey.keys':
    '{count, plural, one {Ten portfel ma # klucz dostępu jako właściciela: może go używać. Trzymaj klucze na różnych urządzeniach.} few {Ten portfel ma # klucze dostępu jako właścicieli: każdy z nich może go używać. Trzymaj je na różnych urządzeniach.} many {Ten portfel ma # kluczy dostępu jako właścicieli: każdy z nich może go używać. Trzymaj je na różnych urządzeniach.} other {Ten portfel ma # klucza dostępu jako właścicieli: każdy z nich może go używać. Trzymaj je na różnych urządzeniach.}}',
  'passkey.onlyKeyRecoverable':
    'Twój klucz dostępu to jedyny klucz do tego portfela. Jeśli go stracisz, twój adres odzyskiwania {recoverer} może dodać nowy klucz dostępu po upływie okresu oczekiwania podanego niżej. Drugi klucz dostępu na innym urządzeniu to szybsza droga.',
  'passkey.synced':
    'Dostawca twoich kluczy dostępu zgłasza ten klucz jako synchronizowany: jest on na urządzeniach zalogowanych u tego dostawcy (na przykład w pęku kluczy iCloud lub Menedżerze haseł Google).',
  'passkey.deviceOnly':
    'Ten klucz dostępu nie jest synchronizowany: istnieje tylko na tym urządzeniu lub kluczu bezpieczeństwa.',
  'passkey.syncUnknown':
    'Przeglądarka nie podała, czy ten klucz dostępu jest synchronizowany z twoimi innymi urządzeniami.',
  'passkey.add': 'Dodaj drugi klucz dostępu',
  'passkey.adding': 'Dodawanie… utwórz nowy klucz dostępu, a potem potwierdź obecnym',
  'passkey.added': 'Gotowe: drugi klucz dostępu jest teraz także właścicielem tego portfela.',
  'passkey.addCancelled': 'Anulowano: nie dodano żadnego klucza dostępu.',
  'passkey.addFailed': 'Nie udało się dodać drugiego klucza dostępu: {reason}',
  'permissions.title': 'Uprawnienia aplikacji',
  'permissions.none': 'Żadna strona nie może niczego pobrać z tego portfela bez pytania.',
  'permissions.unreadable': 'Nie udało się odczytać uprawnień tego portfela z sieci. Spróbuj ponownie później.',
  'permissions.usedThisPeriod': 'Wykorzystano w tym okresie: {used}. Koniec: {until}.',
  'permissions.usedInAll': 'Wykorzystano dotąd: {used}. Koniec: {until}.',
  'permissions.revoke': 'Cofnij',
  'permissions.revoking': 'Sprawdź żądanie i je potwierdź…',
  'recovery.title': 'Adres odzyskiwania',
  'recovery.none':
    'Brak adresu odzyskiwania. Wskaż portfel, który masz gdzie indziej (inną aplikację portfela, portfel sprzętowy, zaufaną osobę): jeśli stracisz wszystkie klucze dostępu, będzie mógł dodać nowy po {delay}, a każdy z twoich kluczy dostępu może go w tym czasie powstrzymać.',
  'recovery.current':
    '{recoverer} może zaproponować nowy klucz dostępu dla tego portfela; zacznie on działać {delay} później, chyba że anulujesz.',
  'recovery.address': 'Adres odzyskiwania',
  'recovery.name': 'Wskaż adres odzyskiwania',
  'recovery.change': 'Zmień adres odzyskiwania',
  'recovery.invalid':
    'Wpisz adres: 0x i 40 znaków szesnastkowych (adres z wielkimi i małymi literami musi mieć poprawną sumę kontrolną).',
  'recovery.self': 'Ten portfel nie może być swoim własnym adresem odzyskiwania.',
  'recovery.asking': 'Sprawdź żądanie i je potwierdź…',
  'recovery.named': 'Gotowe: {recoverer} jest adresem odzyskiwania tego portfela.',
  'recovery.rejected': 'Anulowano: nic nie zostało zmienione.',
  'recovery.failed': 'Nie zmieniono: {reason}',
  'recovery.unreadable': 'Nie udało się odczytać ustawień odzyskiwania: {reason}',
  'recovery.pending':
    'Odzyskiwanie w toku: adres {recoverer} zaproponował nowy klucz dostępu dla tego portfela. Może on zacząć działać od {time}. Jeśli to nie ty, anuluj je teraz.',
  'recovery.ready':
    'Odzyskiwanie gotowe: adres {recoverer} zaproponował nowy klucz dostępu, który każdy może teraz dodać do tego portfela. Jeśli to nie ty, anuluj je teraz.',
  'recovery.cancel': 'Anuluj odzyskiwanie',
  'recovery.cancelLater': 'Najpierw dokończ żądanie na ekranie, a potem anuluj odzyskiwanie.',
  'recovery.cancelled': 'Odzyskiwanie zostało anulowane.',
  'passkeyWindow.create': 'Utwórz portfel z kluczem dostępu',
  'passkeyWindow.use': 'Użyj klucza dostępu',
  'passkeyWindow.addPasskey': 'Dodaj drugi klucz dostępu',
  'passkeyWindow.recover': 'Utwórz nowy klucz dostępu do odzyskiwanego portfela',
  'passkeyWindow.why':
    'Portfel nie może poprosić o twój klucz dostępu na stronie {site} (strona lub ta przeglądarka na to nie pozwala), więc prosi o niego w tym własnym oknie. Twój klucz dostępu działa tylko dla portfela, nigdy dla strony.',
  'passkeyWindow.continue': 'Kontynuuj z kluczem dostępu',
  'passkeyWindow.loading': 'Czekam na portfel…',
  'passkeyWindow.orphan': 'To okno działa tylko wtedy, gdy otworzy je portfel.',
  'passkeyWindow.pressAgain':
    'Ta przeglądarka prosi o klucze dostępu we własnym oknie, a nie wewnątrz tej strony. Naciśnij przycisk ponownie, aby tam kontynuować.',
  'passkeyWindow.blocked':
    'Przeglądarka zablokowała okno klucza dostępu. Zezwól portfelowi na wyskakujące okna i spróbuj ponownie.',
  'passkey.unsupported':
    'Ta przeglądarka nie obsłuży portfela z kluczem dostępu: nie obsługuje tu kluczy dostępu (WebAuthn). Użyj innej przeglądarki lub aplikacji portfela.',
  'recover.title': 'Odzyskaj portfel z kluczem dostępu',
  'recover.intro':
    'Nie masz już klucza dostępu do portfela, który wskazał ten portfel jako adres odzyskiwania? Zaproponuj tu dla niego nowy klucz dostępu. Zacznie on działać po okresie oczekiwania tamtego portfela, chyba że anuluje go któryś z jego kluczy dostępu.',
  'recover.find': 'Znajdź portfele, które mogę odzyskać',
  'recover.searching': 'Szukam portfeli, które wskazują ten adres…',
  'recover.noneFound':
    'Żaden portfel z kluczem dostępu nie wskazał ostatnio tego adresu. Wpisz adres portfela, jeśli go znasz.',
  'recover.account': 'Adres portfela do odzyskania',
  'recover.check': 'Sprawdź ten portfel',
  'recover.idle': '{account}: brak oczekującego odzyskiwania.',
  'recover.waiting': '{account}: zaproponowano nowy klucz dostępu; może on zacząć działać od {time}.',
  'recover.ready': '{account}: okres oczekiwania minął; zaproponowany klucz dostępu można teraz dodać.',
  'recover.propose': 'Zaproponuj nowy klucz dostępu',
  'recover.proposeAgain': 'Zaproponuj zamiast tego inny klucz dostępu',
  'recover.execute': 'Dokończ odzyskiwanie',
  'recover.asking': 'Utwórz klucz dostępu, jeśli pojawi się prośba, a potem sprawdź żądanie i je potwierdź…',
  'recover.invalid': 'Wpisz adres portfela: 0x i 40 znaków szesnastkowych.',
  'recover.notRecoverer':
    'Ten portfel nie jest adresem odzyskiwania {account}: tylko jego adres odzyskiwania może zaproponować nowy klucz dostępu.',
  'recover.notPasskeyAccount': '{account} nie jest portfelem z kluczem dostępu tej usługi: nic nie zostało wysłane.',
  'recover.nothingPending':
    'Dla tego portfela nie ma oczekującego odzyskiwania: zostało już dokończone lub anulowane albo nigdy nie zostało zaproponowane.',
  'recover.notReady': 'Jeszcze nie: okres oczekiwania tego odzyskiwania nie minął.',
  'recover.checkDone': 'Ten portfel może odzyskać {account}.',
  'recover.proposeDone':
    'Zaproponowano: twój nowy klucz dostępu będzie mógł przejąć {account} po upływie okresu oczekiwania. Wróć wtedy, aby dokończyć odzyskiwanie.',
  'recover.warning':
    'Każdy może wskazać twój portfel jako swój adres odzyskiwania. Odzyskuj tylko portfel, o którym wiesz, że jego pełny adres jest twój.',
  'recover.namedOn': 'Wskazał ten portfel dnia {date}. Obecni właściciele: {owners}.',
  'recover.owners': 'Obecni właściciele: {owners}.',
  'recover.executeDone':
    'Gotowe: twój nowy klucz dostępu jest teraz właścicielem {account}. Inni właściciele, których wciąż ma: {others} (panel właścicieli ich wymienia: usuń tych, których już nie masz lub nie znasz). Rozłącz się, a potem wybierz „Użyj mojego klucza dostępu”, aby go otworzyć.',
  'recover.rejected': 'Anulowano: nic nie zostało wysłane.',
  'recover.passkeyLeft':
    'Klucz dostępu utworzony dla tej propozycji zostaje na twoim urządzeniu, ale niczego nie otwiera: możesz go usunąć w ustawieniach kluczy dostępu urządzenia.',
  'recover.failed': 'Odzyskiwanie nie powiodło się: {reason}',
  'owners.this': 'Klucz dostępu {tag} (ten)',
  'owners.other': 'Klucz dostępu {tag}',
  'owners.notPasskey':
    'Właściciel {tag}: inny rodzaj właściciela (nie klucz dostępu). Może używać tego portfela jak klucz dostępu; usuń go, jeśli nie został dodany przez ciebie.',
  'owners.unknownVerifier':
    'Właściciel {tag}: nieznany rodzaj właściciela. Wygląda jak klucz dostępu, ale jego podpisy sprawdza {verifier}, a nie weryfikator kluczy dostępu tego portfela, więc to twórca tamtego kontraktu decyduje, co on akceptuje. Usuń go, jeśli nie został dodany przez ciebie.',
  'owners.mixed':
    '{count, plural, one {# właściciel może używać tego portfela i nie jest kluczem dostępu: sprawdź go poniżej.} few {# właścicieli może używać tego portfela, nie wszyscy są kluczami dostępu: sprawdź każdego poniżej.} many {# właścicieli może używać tego portfela, nie wszyscy są kluczami dostępu: sprawdź każdego poniżej.} other {# właściciela może używać tego portfela, nie wszyscy są kluczami dostępu: sprawdź każdego poniżej.}}',
  'owners.remove': 'Usuń',
  'owners.lastOne':
    'To jedyny klucz dostępu tego portfela: nie można go usunąć, bo nikt nie mógłby wtedy używać portfela.',
  'owners.removeOther': 'Aby usunąć klucz dostępu, którego używasz, otwórz portfel innym kluczem.',
  'owners.removed': 'Gotowe: klucz dostępu został usunięty z właścicieli tego portfela.',
  'recovery.clear': 'Usuń adres odzyskiwania',
  'recovery.clearedDone': 'Gotowe: ten portfel nie ma adresu odzyskiwania.',
}
