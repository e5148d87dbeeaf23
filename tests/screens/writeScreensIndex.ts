import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'

export type Shot = {
  engine: string
  locale: string
  theme: string
  size: string
  scene: string
  caption: string
  /** The picture, when the screen was reached. */
  file?: string
  /** Why there is no picture. */
  note?: string
  /** The page's viewport as the engine gave it, CSS pixels. */
  viewport?: string
}

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)

/** screens/index.html: one section per scene, a column per engine, language, theme and size; returns its path. */
export function writeScreensIndex(dir: string, shots: Shot[]): string {
  const scenes = [...new Map(shots.map((shot) => [shot.scene, shot.caption])).entries()]
  const columns = [...new Set(shots.map(({ engine, locale, theme, size }) => `${engine} ${locale} ${theme} ${size}`))]
  const cell = (shot: Shot | undefined) =>
    !shot
      ? '<td></td>'
      : shot.file
        ? `<td><a href="${shot.file}"><img src="${shot.file}" loading="lazy" alt="${escape(shot.scene)}"></a>${
            shot.viewport ? `<p>${shot.viewport}</p>` : ''
          }${shot.note ? `<p class="missing">${escape(shot.note)}</p>` : ''}</td>`
        : `<td class="missing">${escape(shot.note ?? '')}</td>`
  const sections = scenes.map(([scene, caption]) => {
    const row = columns.map((column) =>
      cell(
        shots.find(
          (shot) => shot.scene === scene && `${shot.engine} ${shot.locale} ${shot.theme} ${shot.size}` === column,
        ),
      ),
    )
    return `<section id="${scene}"><h2>${escape(scene)}</h2><p>${escape(caption)}</p>
<table><tr>${columns.map((c) => `<th>${c}</th>`).join('')}</tr><tr>${row.join('')}</tr></table></section>`
  })
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Walletport screens</title>
<style>body{font:14px system-ui;margin:1rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:4px;vertical-align:top}
img{max-width:220px;max-height:320px}.missing{color:#a00;max-width:220px}nav a{margin-right:.6rem}</style></head><body>
<h1>Walletport screens</h1><p>${new Date().toISOString()}: ${shots.filter((s) => s.file).length} pictures, ${shots.filter((s) => !s.file).length} without.</p>
<nav>${scenes.map(([scene]) => `<a href="#${scene}">${scene}</a>`).join('')}</nav>
${sections.join('\n')}</body></html>`
  const path = resolve(dir, 'index.html')
  writeFileSync(path, html)
  return path
}
