// The start-up baseline of `npm run bench`: the least a cross-origin React iframe costs.
import { createRoot } from 'react-dom/client'

createRoot(document.getElementById('root')!).render(<h1>Hello, world</h1>)
