import { spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { freePort } from '../../../harness/freePort'
import { Builder, By, Key, type WebDriver, type WebElement } from 'selenium-webdriver'
import {
  type Engine,
  type EngineContext,
  hostScript,
  POINTER_REST_MS,
  readHostOutcome,
  STEP_TIMEOUT_MS,
  waitFor,
} from './Engine'
import { startDisplay } from './display'

export const WEBKIT_DRIVER_PATH = '/usr/bin/WebKitWebDriver'
export const MINIBROWSER_PATH = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'

/**
 * WebKitGTK's MiniBrowser (Debian's webkit2gtk-driver), driven by selenium-webdriver through
 * WebKitWebDriver, on a display of its own: an Xvfb with a window manager this call starts
 * (MiniBrowser has no headless mode), so `npm run test:webkit` needs no xvfb-run around it. The browser runs under LANG=C.UTF-8.
 */
export async function launchWebKit(): Promise<Engine> {
  const display = await startDisplay()
  const port = await freePort()
  // LANG=C.UTF-8 (Debian's C locale) on purpose: the browser then reports the locale `C`, which Intl refuses; the widget must live on in English.
  const env = { ...process.env, DISPLAY: display.name, LANG: 'C.UTF-8', LC_ALL: 'C.UTF-8' }
  const driverProcess = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`], { stdio: 'ignore', env })
  const stopAll = () => {
    driverProcess.kill('SIGKILL')
    display.stop()
  }
  try {
    await waitFor(
      `WebKitWebDriver on port ${port}`,
      async () =>
        (await fetch(`http://127.0.0.1:${port}/status`).then(
          (r) => r.ok,
          () => false,
        ))
          ? true
          : undefined,
      10_000,
    )
    const capabilities = {
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] },
    }
    const driver = await new Builder().usingServer(`http://127.0.0.1:${port}`).withCapabilities(capabilities).build()
    await driver.manage().setTimeouts({ script: 30_000, pageLoad: 30_000 })
    return new WebKitEngine(driver, await driver.getWindowHandle(), stopAll)
  } catch (error) {
    stopAll()
    throw new Error(
      `WebKit (${MINIBROWSER_PATH} through ${WEBKIT_DRIVER_PATH}) did not start: ${(error as Error).message}`,
    )
  }
}

class WebKitEngine implements Engine {
  readonly name = 'webkit' as const
  #driver: WebDriver
  #mainWindow: string
  #popupWindow: string | undefined
  #context: EngineContext = 'host'
  #stop: () => void

  constructor(driver: WebDriver, mainWindow: string, stop: () => void) {
    this.#driver = driver
    this.#mainWindow = mainWindow
    this.#stop = stop
  }

  async open(url: string) {
    await this.#driver.switchTo().window(this.#mainWindow)
    await this.#driver.get(url)
    this.#context = 'host'
  }

  async use(context: EngineContext) {
    const driver = this.#driver
    if (context === 'popup') {
      this.#popupWindow = await waitFor('a window opened by the widget', async () =>
        (await driver.getAllWindowHandles()).find((handle) => handle !== this.#mainWindow),
      )
    }
    this.#context = context
    await this.#enter()
    // The window manager gives the new window the focus, as on the visitor's desktop: the secure window arms only while it has it.
    if (context === 'popup')
      await waitFor(
        'the window opened by the widget to have focus',
        async () => (await driver.executeScript('return document.hasFocus()')) || undefined,
      )
  }

  /** Puts the driver where the current context is: WebDriver has one current frame per session. */
  async #enter() {
    const driver = this.#driver
    if (this.#context === 'popup') return driver.switchTo().window(this.#popupWindow!)
    await driver.switchTo().window(this.#mainWindow)
    await driver.switchTo().defaultContent()
    if (this.#context === 'widget') {
      const iframe = await waitFor(
        'the widget iframe',
        async () => (await driver.findElements(By.css('iframe[src*="/widget/"]')))[0],
      )
      await driver.switchTo().frame(iframe)
    }
  }

  async host<T>(body: string, args?: unknown): Promise<T> {
    const driver = this.#driver
    await driver.switchTo().window(this.#mainWindow)
    await driver.switchTo().defaultContent()
    try {
      const script = `const done = arguments[arguments.length - 1]; ${hostScript(body, args)}.then(done)`
      return readHostOutcome<T>(await driver.executeAsyncScript(script))
    } finally {
      await this.#enter()
    }
  }

  /**
   * Finds the displayed element at `xpath` and does `act` with it, finding it again when React
   * re-rendered it in between (a stale reference), until the step's deadline.
   */
  #withElement<T>(xpath: string, act: (element: WebElement) => Promise<T>, timeoutMs = STEP_TIMEOUT_MS): Promise<T> {
    return waitFor(
      `${xpath} to show`,
      async () => {
        for (const element of await this.#driver.findElements(By.xpath(xpath)))
          if (await element.isDisplayed()) return act(element)
        return undefined
      },
      timeoutMs,
    )
  }

  async text(xpath: string, timeoutMs?: number) {
    return this.#withElement(xpath, (element) => element.getText(), timeoutMs)
  }

  async count(xpath: string) {
    return (await this.#driver.findElements(By.xpath(xpath))).length
  }

  async click(xpath: string) {
    await this.#withElement(xpath, async (element) => {
      // A button not yet armed (aria-disabled) would only say why it waits: the visitor waits for it to arm.
      if (!(await element.isEnabled()) || (await element.getAttribute('aria-disabled')) === 'true') return undefined
      await this.#bringIntoView(element)
      // A button that closes its own window (the secure window's Confirm) may take the window with it mid-click.
      await this.#driver
        .actions()
        .move({ origin: element })
        .pause(POINTER_REST_MS)
        .click()
        .perform()
        .catch(async (error: Error) => {
          if (!(this.#context === 'popup' && !(await this.#driver.getAllWindowHandles()).includes(this.#popupWindow!)))
            throw error
        })
      return true
    })
  }

  /**
   * Scrolls `element` to the middle of the screen as a visitor scrolls to what they read: WebKit's
   * pointer actions do not scroll the host page, and the widget's iframe grows with its content (a
   * long review runs below the host page's fold), so in the widget it is the host page that scrolls.
   */
  async #bringIntoView(element: WebElement) {
    if (this.#context !== 'widget') {
      await this.#driver.executeScript('arguments[0].scrollIntoView({ block: "center" })', element)
      return
    }
    const middle = (await this.#driver.executeScript(
      'const r = arguments[0].getBoundingClientRect(); return r.top + r.height / 2',
      element,
    )) as number
    await this.host(
      'const frame = document.querySelector(\'iframe[src*="/widget/"]\'); scrollTo(0, frame.getBoundingClientRect().top + scrollY + args - innerHeight / 2)',
      middle,
    )
  }

  async pressEnter(xpath: string) {
    await this.#withElement(xpath, async (element) => {
      await this.#driver.executeScript('arguments[0].focus()', element)
      // To the focused element, as a keyboard does; the window may close on it (a Confirm).
      await this.#driver
        .actions()
        .sendKeys(Key.ENTER)
        .perform()
        .catch(async (error: Error) => {
          if (!(this.#context === 'popup' && !(await this.#driver.getAllWindowHandles()).includes(this.#popupWindow!)))
            throw error
        })
      return true
    })
  }

  async press(key: string) {
    const named: Record<string, string> = {
      Tab: Key.TAB,
      Enter: Key.ENTER,
      ArrowDown: Key.ARROW_DOWN,
      Space: Key.SPACE,
    }
    await this.#driver
      .actions()
      .sendKeys(named[key] ?? key)
      .perform()
      .catch(async (error: Error) => {
        if (!(this.#context === 'popup' && !(await this.#driver.getAllWindowHandles()).includes(this.#popupWindow!)))
          throw error
      })
  }

  async typeKeys(text: string) {
    await this.#driver.actions().sendKeys(text).perform()
  }

  async evaluate<T>(body: string, args?: unknown): Promise<T> {
    const script = `const done = arguments[arguments.length - 1]; ${hostScript(body, args)}.then(done)`
    return readHostOutcome<T>(await this.#driver.executeAsyncScript(script))
  }

  async type(xpath: string, text: string) {
    await this.#withElement(xpath, async (element) => {
      await element.clear()
      await element.sendKeys(text)
      return true
    })
  }

  async select(xpath: string, value: string) {
    await this.#withElement(xpath, async (select) => {
      await select.findElement(By.css(`option[value="${value}"]`)).click()
      return true
    })
  }

  async popupClosed(timeoutMs = STEP_TIMEOUT_MS) {
    const popup = this.#popupWindow
    await waitFor(
      'the widget window to close',
      async () => (!(await this.#driver.getAllWindowHandles()).includes(popup!) ? true : undefined),
      timeoutMs,
    )
    this.#popupWindow = undefined
    this.#context = 'host'
    await this.#enter()
  }

  async closePopup() {
    if (this.#popupWindow) {
      await this.#driver.switchTo().window(this.#popupWindow)
      await this.#driver.close()
    }
    await this.popupClosed()
  }

  async resize(width: number, height: number) {
    await this.#driver.switchTo().window(this.#mainWindow)
    await this.#driver.manage().window().setRect({ width, height })
    await this.#enter()
  }

  async screenshot(path: string) {
    writeFileSync(path, Buffer.from(await this.#driver.takeScreenshot(), 'base64'))
  }

  async quit() {
    await this.#driver.quit().catch(() => {})
    this.#stop()
  }
}
