import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { boot, connection } from './pageStart'
import './styles.css'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App boot={boot} connection={connection} />
  </StrictMode>,
)
