import type { passkeyEn } from './en'

export const passkeyEs: Record<keyof typeof passkeyEn, string> = {
  'passkey.onlyKey':
    'Tu passkey es la única llave de esta cartera. No hay frase de recuperación: si pierdes la passkey, nadie (ni Walletport ni este sitio) puede recuperar los fondos. Añade una segunda passkey en otro dispositivo para estar a salvo.',
  'passkey.keys':
    '{count, plural, one {# passkey es dueña de esta cartera.} other {# passkeys son dueñas de esta cartera: cualquiera de ellas puede usarla. Guárdalas en dispositivos distintos.}}',
  'passkey.onlyKeyRecoverable':
    'Tu passkey es la única llave de esta cartera. Si la pierdes, tu dirección de recuperación {recoverer} puede añadir una nueva passkey tras el plazo indicado abajo. Una segunda passkey en otro dispositivo es más rápida.',
  'passkey.synced':
    'Tu proveedor de passkeys indica que esta passkey está sincronizada: está en los dispositivos con sesión en ese proveedor (por ejemplo, el Llavero de iCloud o el Gestor de contraseñas de Google).',
  'passkey.deviceOnly': 'Esta passkey no está sincronizada: solo está en este dispositivo o llave de seguridad.',
  'passkey.syncUnknown': 'Tu navegador no indicó si esta passkey está sincronizada con tus otros dispositivos.',
  'passkey.add': 'Añadir una segunda passkey',
  'passkey.adding': 'Añadiendo… crea la nueva passkey y confirma con la actual',
  'passkey.added': 'Hecho: la segunda passkey ya es dueña de esta cartera.',
  'passkey.addCancelled': 'Cancelado: no se añadió ninguna passkey.',
  'passkey.addFailed': 'No se pudo añadir la segunda passkey: {reason}',
  'permissions.title': 'Permisos para apps',
  'permissions.none': 'Ningún sitio puede tomar nada de esta cartera sin preguntarle.',
  'permissions.unreadable': 'No se pudieron leer los permisos de esta cartera en la red. Inténtelo más tarde.',
  'permissions.usedThisPeriod': 'Usado en este periodo: {used}. Termina el {until}.',
  'permissions.usedInAll': 'Usado hasta ahora: {used}. Termina el {until}.',
  'permissions.revoke': 'Revocar',
  'permissions.revoking': 'Revise la solicitud y confírmela…',
  'recovery.title': 'Dirección de recuperación',
  'recovery.none':
    'Sin dirección de recuperación. Indica una cartera que tengas en otro lugar (otra app de cartera, una cartera física, alguien de confianza): si pierdes todas tus passkeys, podrá añadir una nueva tras {delay}, y cualquiera de tus passkeys puede detenerlo en ese tiempo.',
  'recovery.current':
    '{recoverer} puede proponer una nueva passkey para esta cartera; se aplica {delay} después si no la cancelas.',
  'recovery.address': 'Dirección de recuperación',
  'recovery.name': 'Indicar dirección de recuperación',
  'recovery.change': 'Cambiar dirección de recuperación',
  'recovery.invalid':
    'Introduce una dirección: 0x y 40 caracteres hexadecimales (si mezcla mayúsculas y minúsculas, con una suma de verificación válida).',
  'recovery.self': 'Esta cartera no puede ser su propia dirección de recuperación.',
  'recovery.asking': 'Revisa la solicitud y confírmala…',
  'recovery.named': 'Hecho: {recoverer} es la dirección de recuperación de esta cartera.',
  'recovery.rejected': 'Cancelado: no se cambió nada.',
  'recovery.failed': 'No se cambió: {reason}',
  'recovery.unreadable': 'No se pudieron leer los ajustes de recuperación: {reason}',
  'recovery.pending':
    'Recuperación pendiente: {recoverer} propuso una nueva passkey para esta cartera. Puede aplicarse desde {time}. Si no fuiste tú, cancélala ahora.',
  'recovery.ready':
    'Recuperación lista: {recoverer} propuso una nueva passkey, que ya cualquiera puede añadir a esta cartera. Si no fuiste tú, cancélala ahora.',
  'recovery.cancel': 'Cancelar la recuperación',
  'recovery.cancelLater': 'Termina primero la solicitud en pantalla y luego cancela la recuperación.',
  'recovery.cancelled': 'La recuperación se canceló.',
  'passkeyWindow.create': 'Crea tu cartera con passkey',
  'passkeyWindow.use': 'Usa tu passkey',
  'passkeyWindow.addPasskey': 'Añadir una segunda passkey',
  'passkeyWindow.recover': 'Crea la nueva passkey de la cartera que recuperas',
  'passkeyWindow.why':
    'La cartera no puede pedir tu passkey dentro de la página de {site} (el sitio o este navegador no lo permite), así que la pide en esta ventana propia. Tu passkey sirve solo para la cartera, nunca para el sitio.',
  'passkeyWindow.continue': 'Continuar con tu passkey',
  'passkeyWindow.loading': 'Esperando a la cartera…',
  'passkeyWindow.orphan': 'Esta ventana solo funciona cuando la abre la cartera.',
  'passkeyWindow.pressAgain':
    'Este navegador pide las passkeys en una ventana propia, no dentro de esta página. Pulsa el botón otra vez para continuar allí.',
  'passkeyWindow.blocked':
    'El navegador bloqueó la ventana de la passkey. Permite las ventanas emergentes para la cartera y vuelve a intentarlo.',
  'passkey.unsupported':
    'Este navegador no puede tener una cartera con passkey: aquí no admite passkeys (WebAuthn). Usa otro navegador o una app de cartera.',
  'recover.title': 'Recuperar una cartera con passkey',
  'recover.intro':
    '¿Perdiste la passkey de una cartera que nombró a esta como dirección de recuperación? Propón aquí una nueva passkey para ella. Surte efecto tras el plazo de esa cartera, salvo que una de sus passkeys lo cancele.',
  'recover.find': 'Buscar carteras que puedo recuperar',
  'recover.searching': 'Buscando carteras que nombran esta dirección…',
  'recover.noneFound':
    'Ninguna cartera con passkey nombró esta dirección recientemente. Escribe la dirección de la cartera si la conoces.',
  'recover.account': 'Dirección de la cartera a recuperar',
  'recover.check': 'Comprobar esta cartera',
  'recover.idle': '{account}: ninguna recuperación pendiente.',
  'recover.waiting': '{account}: hay una nueva passkey propuesta; puede surtir efecto desde {time}.',
  'recover.ready': '{account}: el plazo ha pasado; la passkey propuesta ya puede añadirse.',
  'recover.propose': 'Proponer una nueva passkey',
  'recover.proposeAgain': 'Proponer otra passkey en su lugar',
  'recover.execute': 'Completar la recuperación',
  'recover.asking': 'Crea la passkey si se te pide, luego revisa la solicitud y confírmala…',
  'recover.invalid': 'Escribe la dirección de la cartera: 0x y 40 caracteres hexadecimales.',
  'recover.notRecoverer':
    'Esta cartera no es la dirección de recuperación de {account}: solo su dirección de recuperación puede proponer una nueva passkey.',
  'recover.notPasskeyAccount': '{account} no es una cartera con passkey de este servicio: no se envió nada.',
  'recover.nothingPending':
    'No hay ninguna recuperación pendiente para esta cartera: ya se completó o se canceló, o nunca se propuso.',
  'recover.notReady': 'Todavía no: el plazo de esta recuperación no ha pasado.',
  'recover.checkDone': 'Esta cartera puede recuperar {account}.',
  'recover.proposeDone':
    'Propuesta: tu nueva passkey podrá controlar {account} cuando pase el plazo. Vuelve entonces para completar la recuperación.',
  'recover.warning':
    'Cualquiera puede indicar tu billetera como su dirección de recuperación. Recupera solo una billetera cuya dirección completa sepas que es tuya.',
  'recover.namedOn': 'Indicó esta billetera el {date}. Propietarios ahora: {owners}.',
  'recover.owners': 'Propietarios ahora: {owners}.',
  'recover.executeDone':
    'Listo: tu nueva passkey ahora es propietaria de {account}. Otros propietarios que aún tiene: {others} (su panel de propietarios los muestra: quita los que perdiste o no conoces). Desconecta y elige «Usar mi passkey» para abrirla.',
  'recover.rejected': 'Cancelado: no se envió nada.',
  'recover.passkeyLeft':
    'La passkey creada para esta propuesta queda en tu dispositivo, pero no abre nada: puedes borrarla en los ajustes de passkeys de tu dispositivo.',
  'recover.failed': 'La recuperación falló: {reason}',
  'owners.this': 'Passkey {tag} (esta)',
  'owners.other': 'Passkey {tag}',
  'owners.notPasskey':
    'Propietario {tag}: otro tipo de propietario (no es una passkey). Puede usar esta billetera como una passkey; quítalo si no lo añadiste tú.',
  'owners.unknownVerifier':
    'Propietario {tag}: un tipo de propietario desconocido. Parece una passkey, pero sus firmas las comprueba {verifier}, no el verificador de passkeys de esta billetera, así que quien creó ese contrato decide qué acepta. Quítalo si no lo añadiste tú.',
  'owners.mixed':
    '{count, plural, one {# propietario puede usar esta billetera, y no es una passkey: revísalo abajo.} other {# propietarios pueden usar esta billetera, no todos son passkeys: revisa cada uno abajo.}}',
  'owners.remove': 'Quitar',
  'owners.lastOne': 'Es la única passkey de la cartera: no se puede quitar, o nadie podría usar la cartera.',
  'owners.removeOther': 'Para quitar la passkey que estás usando, abre la cartera con otra.',
  'owners.removed': 'Hecho: la passkey ya no es dueña de esta cartera.',
  'recovery.clear': 'Quitar la dirección de recuperación',
  'recovery.clearedDone': 'Hecho: esta cartera no tiene dirección de recuperación.',
}
