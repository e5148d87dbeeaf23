import type { passkeyEn } from './en'

export const passkeyEs: Record<keyof typeof passkeyEn, string> = {
  'passkey.onlyKey':
    'Tu passkey es la única llave de esta cartera. No hay frase de recuperación: si pierdes la passkey, nadie (ni Walletport ni este sitio) puede recuperar los fondos. Añade una segunda passkey en otro dispositivo para estar a salvo.',
  'passkey.keys':
    '{count} passkeys son dueñas de esta cartera: cualquiera de ellas puede usarla. Guárdalas en dispositivos distintos.',
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
  'passkeyWindow.sign': 'Confirma con tu passkey',
  'passkeyWindow.addPasskey': 'Añadir una segunda passkey',
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
}
