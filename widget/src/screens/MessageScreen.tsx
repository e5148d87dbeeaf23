import type { ReactNode } from 'react'
import { Frame } from './Frame'

export function MessageScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Frame>
      <h1>{title}</h1>
      <p className="muted">{children}</p>
    </Frame>
  )
}
