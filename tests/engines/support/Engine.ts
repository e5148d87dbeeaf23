/**
 * The engines the shared steps run in besides Playwright's Chromium, and Chromium itself where one tool drives all
 * three with the same moves (npm run screens).
 */
export type EngineName = 'firefox' | 'webkit' | 'chromium'

/** Where an Engine's next calls act: the host page, the widget's iframe in it, or a window the widget opened. */
export type EngineContext = 'host' | 'widget' | 'popup'

/**
 * A real browser of another engine, driven over its WebDriver protocol, with the few moves the shared
 * steps (tests/engines/steps.ts) make as a visitor would. Elements are found by XPath, which both
 * protocols speak, so one set of steps serves every engine. Every wait is bounded: a step that cannot
 * happen fails with what was awaited, never hangs.
 */
export interface Engine {
  readonly name: EngineName
  /** Loads `url` in the one tab, and acts on its top frame. */
  open(url: string): Promise<void>
  /** Acts from now on in `context`: the widget's iframe, or the newest window of the widget origin (waits for it). */
  use(context: EngineContext): Promise<void>
  /**
   * Runs `body`, the body of an async function of `args`, in the host page's top frame (whatever the
   * context), and returns what it returns (JSON); a throw comes back as an EngineScriptError.
   */
  host<T>(body: string, args?: unknown): Promise<T>
  /** The text of the displayed element at `xpath` in the current context, once there is one. */
  text(xpath: string, timeoutMs?: number): Promise<string>
  /** How many elements match `xpath` in the current context now. */
  count(xpath: string): Promise<number>
  /** A visitor's click: the pointer moves onto the element, rests there (600 ms, more than the guard's delay), then clicks. */
  click(xpath: string): Promise<void>
  /**
   * A key on the element at `xpath` as a keyboard user gives it: focus moves there (if it is not there
   * already), and Enter follows at once. The element's window may close on it (a Confirm).
   */
  pressEnter(xpath: string): Promise<void>
  /**
   * A key (`Tab`, `Enter`, `ArrowDown`, … as Puppeteer names them) to whatever holds the focus in the current
   * window, as a keyboard gives it: a WebDriver key action, no pointer anywhere. The window may close on it.
   */
  press(key: string): Promise<void>
  /** Types `text` as keys into whatever holds the focus in the current window (no click first). */
  typeKeys(text: string): Promise<void>
  /** Runs `body`, an async function's body of `args`, in the current context's document (the widget, the popup). */
  evaluate<T>(body: string, args?: unknown): Promise<T>
  /** Types `text` into the field at `xpath`, replacing what it held. */
  type(xpath: string, text: string): Promise<void>
  /** Chooses the option whose value is `value` in the select at `xpath`. */
  select(xpath: string, value: string): Promise<void>
  /** Waits until the popup has closed, then acts on the host page again. */
  popupClosed(timeoutMs?: number): Promise<void>
  /** Closes the popup from outside, as a visitor closing the window does, then acts on the host page again. */
  closePopup(): Promise<void>
  /** Sets the size of the page's viewport (of the window, where the protocol sizes only that). */
  resize(width: number, height: number): Promise<void>
  /** Writes a PNG of what the visitor sees now: the popup when acting in it, else the tab. */
  screenshot(path: string): Promise<void>
  /** Ends the browser and its driver; never throws. */
  quit(): Promise<void>
}

/** A host script that threw: its message and, where it had one, its WalletportError or EIP-1193 code. */
export class EngineScriptError extends Error {
  readonly code: string | number | undefined
  constructor(message: string, code: string | number | undefined) {
    super(message)
    this.name = 'EngineScriptError'
    this.code = code
  }
}

/** How long a step waits for what a visitor would see, in every engine. */
export const STEP_TIMEOUT_MS = 15_000
/** The pointer's rest before a click: the guard counts a click only from a pointer that rested for its 500 ms. */
export const POINTER_REST_MS = 600

/**
 * The script both protocols run in the host page: the steps' body as an async function, its
 * outcome as data, so a rejection keeps its code instead of becoming the driver's own error.
 */
export function hostScript(body: string, args: unknown): string {
  return `(async (args) => { ${body} })(${JSON.stringify(args ?? null)}).then(
    (value) => ({ ok: true, value: value === undefined ? null : value }),
    (error) => ({ ok: false, message: String(error && error.message || error), code: error && error.code }))`
}

/** The outcome of hostScript, back in the test process. */
export function readHostOutcome<T>(outcome: unknown): T {
  const { ok, value, message, code } = (outcome ?? {}) as {
    ok?: boolean
    value?: T
    message?: string
    code?: string | number
  }
  if (ok) return value as T
  throw new EngineScriptError(message ?? 'the host script failed without a message', code)
}

/** Polls `probe` until it returns a value other than undefined; fails naming `what` after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs = STEP_TIMEOUT_MS,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  let lastError: unknown
  for (;;) {
    try {
      const value = await probe()
      if (value !== undefined) return value
    } catch (error) {
      lastError = error
    }
    if (Date.now() > deadline) {
      const cause = lastError instanceof Error ? ` (last error: ${lastError.message.split('\n')[0]})` : ''
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${cause}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
