import { spawn, type ChildProcess } from 'node:child_process'

/** An Xvfb of its own: the display number is the one Xvfb itself reports (-displayfd), so runs never collide. */
export async function startXvfb(): Promise<{ name: string; process: ChildProcess }> {
  const child = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x900x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] })
  const name = await new Promise<string>((resolve, reject) => {
    let digits = ''
    const timer = setTimeout(() => reject(new Error('Xvfb did not report a display within 10 s')), 10_000)
    child.once('error', (error) => reject(new Error(`Xvfb did not start (install Debian's xvfb): ${error.message}`)))
    child.stdio[3]!.on('data', (chunk: Buffer) => {
      digits += chunk.toString()
      if (!digits.includes('\n')) return
      clearTimeout(timer)
      resolve(`:${digits.trim()}`)
    })
  })
  return { name, process: child }
}
