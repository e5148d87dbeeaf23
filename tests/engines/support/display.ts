import { spawn, type ChildProcess } from 'node:child_process'

/** A display of a test's own, with a window manager; `stop` ends both. */
export type Display = { name: string; stop: () => void }

/**
 * An Xvfb of its own (the display number is the one Xvfb itself reports, -displayfd, so runs never
 * collide) with Debian's openbox on it: a window manager gives a new window the focus, as the
 * visitor's desktop does, and the secure window arms only while it has focus.
 */
export async function startDisplay(): Promise<Display> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x900x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  })
  const name = await firstLine(
    xvfb,
    3,
    'Xvfb did not report a display',
    "Xvfb did not start (install Debian's xvfb)",
  ).then((digits) => `:${digits}`)
  // openbox runs its --startup command once it manages the screen: that line says it is ready.
  const windowManager = spawn('openbox', ['--startup', 'echo managing'], {
    stdio: ['ignore', 'pipe', 'ignore'],
    env: { ...process.env, DISPLAY: name },
  })
  await firstLine(
    windowManager,
    1,
    'openbox did not start managing the display',
    "openbox did not start (install Debian's openbox)",
  ).catch((error: Error) => {
    xvfb.kill('SIGKILL')
    throw error
  })
  return {
    name,
    stop: () => {
      windowManager.kill('SIGKILL')
      xvfb.kill('SIGKILL')
    },
  }
}

/** The first line `child` writes on `fd`, within 10 s. */
function firstLine(child: ChildProcess, fd: number, late: string, failed: string): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    let text = ''
    const timer = setTimeout(() => reject(new Error(`${late} within 10 s`)), 10_000)
    child.once('error', (error) => reject(new Error(`${failed}: ${error.message}`)))
    child.stdio[fd]!.on('data', (chunk: Buffer) => {
      text += chunk.toString()
      if (!text.includes('\n')) return
      clearTimeout(timer)
      resolve(text.slice(0, text.indexOf('\n')).trim())
    })
  })
}
