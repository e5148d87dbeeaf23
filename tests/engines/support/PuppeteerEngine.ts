import type { Browser, ElementHandle, Frame, KeyInput, Page } from 'puppeteer-core'
import {
  type Engine,
  type EngineContext,
  type EngineName,
  hostScript,
  POINTER_REST_MS,
  readHostOutcome,
  STEP_TIMEOUT_MS,
  waitFor,
} from './Engine'

/**
 * An Engine over puppeteer-core: Firefox through WebDriver BiDi (firefox.ts), and Chromium through CDP where a tool
 * drives all three engines with one set of moves (npm run screens, chromium.ts).
 */
export class PuppeteerEngine implements Engine {
  readonly name: EngineName
  #browser: Browser
  #page: Page
  #popup: Page | undefined
  #frame: Frame

  constructor(name: EngineName, browser: Browser, page: Page) {
    this.name = name
    this.#browser = browser
    this.#page = page
    this.#frame = page.mainFrame()
    page.setDefaultTimeout(STEP_TIMEOUT_MS)
  }

  async open(url: string) {
    await this.#page.goto(url)
    this.#frame = this.#page.mainFrame()
  }

  async use(context: EngineContext) {
    if (context === 'host') this.#frame = this.#page.mainFrame()
    else if (context === 'widget') {
      this.#frame = await waitFor('the widget iframe', async () =>
        this.#page
          .frames()
          .find((frame) => frame !== this.#page.mainFrame() && new URL(frame.url()).pathname.startsWith('/widget/')),
      )
    } else {
      const popup = await waitFor('a window opened by the widget', async () =>
        (await this.#browser.pages()).find((page) => page !== this.#page && page.url().includes('/widget/')),
      )
      popup.setDefaultTimeout(STEP_TIMEOUT_MS)
      this.#popup = popup
      this.#frame = popup.mainFrame()
    }
  }

  async host<T>(body: string, args?: unknown): Promise<T> {
    return readHostOutcome<T>(await this.#page.mainFrame().evaluate(hostScript(body, args)))
  }

  /**
   * Finds the displayed element at `xpath` and does `act` with it, finding it again when React
   * replaced it in between, until the step's deadline.
   */
  #withElement<T>(
    xpath: string,
    act: (element: ElementHandle) => Promise<T | undefined>,
    timeoutMs = STEP_TIMEOUT_MS,
  ): Promise<T> {
    return waitFor(
      `${xpath} to show`,
      async () => {
        for (const element of await this.#frame.$$(`xpath/${xpath}`)) if (await element.isVisible()) return act(element)
        return undefined
      },
      timeoutMs,
    )
  }

  async text(xpath: string, timeoutMs?: number) {
    return this.#withElement(xpath, (element) => element.evaluate((node) => (node as HTMLElement).innerText), timeoutMs)
  }

  async count(xpath: string) {
    return (await this.#frame.$$(`xpath/${xpath}`)).length
  }

  async click(xpath: string) {
    await this.#withElement(xpath, async (element) => {
      // A button not yet armed (aria-disabled) would only say why it waits: the visitor waits for it to arm.
      if (
        await element.evaluate(
          (node) => (node as HTMLButtonElement).disabled === true || node.getAttribute('aria-disabled') === 'true',
        )
      )
        return undefined
      await element.hover()
      await new Promise((resolve) => setTimeout(resolve, POINTER_REST_MS))
      // A button that closes its own window (the secure window's Confirm) may take the page with it mid-click.
      await element.click().catch((error: Error) => {
        if (!(this.#popup !== undefined && this.#frame === this.#popup.mainFrame() && this.#popup.isClosed()))
          throw error
      })
      return true
    })
  }

  async pressEnter(xpath: string) {
    await this.#withElement(xpath, async (element) => {
      await element.focus()
      await element.press('Enter').catch((error: Error) => {
        if (!(this.#popup !== undefined && this.#frame === this.#popup.mainFrame() && this.#popup.isClosed()))
          throw error
      })
      return true
    })
  }

  async press(key: string) {
    const page = this.#popup ?? this.#page
    await page.keyboard.press(key as KeyInput).catch((error: Error) => {
      // A key on a Confirm that closes its own window may take the page with it mid-press.
      if (!(page === this.#popup && page.isClosed())) throw error
    })
  }

  async typeKeys(text: string) {
    await (this.#popup ?? this.#page).keyboard.type(text)
  }

  async evaluate<T>(body: string, args?: unknown): Promise<T> {
    return readHostOutcome<T>(await this.#frame.evaluate(hostScript(body, args)))
  }

  async type(xpath: string, text: string) {
    await this.#withElement(xpath, async (element) => {
      await element.click({ count: 3 })
      await element.type(text)
      return true
    })
  }

  async select(xpath: string, value: string) {
    await this.#withElement(xpath, (element) => element.select(value))
  }

  async popupClosed(timeoutMs = STEP_TIMEOUT_MS) {
    const popup = this.#popup
    if (popup)
      await waitFor(
        'the widget window to close',
        async () => (popup.isClosed() || !(await this.#browser.pages()).includes(popup) ? true : undefined),
        timeoutMs,
      )
    this.#popup = undefined
    this.#frame = this.#page.mainFrame()
  }

  async closePopup() {
    await this.#popup?.close()
    await this.popupClosed()
  }

  async resize(width: number, height: number) {
    await this.#page.setViewport({ width, height })
  }

  async screenshot(path: string) {
    await (this.#popup ?? this.#page).screenshot({ path: path as `${string}.png` })
  }

  async quit() {
    await this.#browser.close().catch(() => this.#browser.process()?.kill('SIGKILL'))
  }
}
