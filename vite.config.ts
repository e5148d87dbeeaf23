import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin, type UserConfig } from 'vite'

/**
 * One config, seven builds (`vite build --mode <name>`), because each part ships to its own place.
 * dist/ is the upload of the widget origin and holds nothing else; dev-only pages go to dist-dev/:
 * - widget: the React app inside the iframe → dist/widget/ (served from the widget origin)
 * - loader: walletport.js, an IIFE with the global `Walletport` → dist/walletport.js
 * - loader-esm: the npm entries → dist/esm/walletport.mjs, dist/esm/wagmi.mjs (`walletport/wagmi`), dist/esm/react.mjs (`walletport/react`)
 * - host-modules: host-page code the loader imports from the widget origin → dist/widget/host/ (bridge.js
 *   while the iframe loads, agent.js on first use)
 * - server: `walletport/server` for host servers (Node) → dist-server/, copied into the npm package
 * - demo: the QA demo host pages → dist-dev/demo-host/ (served from the host origins)
 * - bench-baseline: a React hello world in a page of its own, the start-up baseline of `npm run bench`
 *   → dist-dev/bench-baseline/ (served from the widget origin by the dev server only)
 */
export default defineConfig(({ mode }): UserConfig => {
  const root = import.meta.dirname
  switch (mode) {
    case 'loader':
    case 'loader-esm': {
      const iife = mode === 'loader'
      return {
        publicDir: false,
        build: {
          outDir: resolve(root, iife ? 'dist' : 'dist/esm'),
          // dist/ holds the other builds; dist/esm is this build's alone (no stale chunks).
          emptyOutDir: !iife,
          target: 'es2022',
          sourcemap: !iife,
          rollupOptions: {
            // Penpal's debug logging is off unless a `log` function is passed, which the loader
            // never does; marking it pure lets the bundler drop the calls and their message strings.
            treeshake: { manualPureFunctions: ['log'] },
            // walletport/wagmi's and walletport/react's optional peers: the consumer's own copies, never bundled.
            external: [/^@wagmi\/core(\/|$)/, /^react(\/|$)/],
          },
          lib: iife
            ? {
                entry: resolve(root, 'loader/script.ts'),
                formats: ['iife'],
                name: 'WalletportLoader',
                fileName: () => 'walletport.js',
              }
            : {
                // `walletport` and `walletport/wagmi`; the connector imports the first only on connect.
                entry: {
                  walletport: resolve(root, 'loader/index.ts'),
                  wagmi: resolve(root, 'loader/wagmi.ts'),
                  react: resolve(root, 'loader/react/index.ts'),
                },
                formats: ['es'],
                fileName: (_, name) => `${name}.mjs`,
              },
        },
      }
    }
    case 'host-modules':
      return {
        publicDir: false,
        build: {
          outDir: resolve(root, 'dist/widget/host'),
          emptyOutDir: true,
          target: 'es2022',
          lib: {
            entry: { bridge: resolve(root, 'loader/hostBridge.ts'), agent: resolve(root, 'loader/hostAgent.ts') },
            formats: ['es'],
            fileName: (_, name) => `${name}.js`,
          },
        },
      }
    case 'server':
      // walletport/server, for Node: viem stays an import (an optional peer dependency of the package).
      return {
        publicDir: false,
        build: {
          outDir: resolve(root, 'dist-server'),
          emptyOutDir: true,
          target: 'node20',
          ssr: true,
          rollupOptions: {
            input: resolve(root, 'server/index.ts'),
            external: [/^viem(\/|$)/],
            output: { format: 'es', entryFileNames: 'index.js' },
          },
        },
      }
    case 'prerender':
      // The widget's first screen for Node, rendered into its pages at build time (scripts/deployment/widgetPages.ts):
      // the same components and aliases as the widget build, React and the rest left to node_modules.
      return {
        root: resolve(root, 'widget'),
        plugins: [react()],
        resolve: { alias: widgetAliases(root) },
        publicDir: false,
        build: {
          outDir: resolve(root, 'dist-dev/prerender'),
          emptyOutDir: true,
          target: 'node20',
          ssr: true,
          rollupOptions: {
            input: resolve(root, 'widget/src/renderFirstScreen.tsx'),
            output: { format: 'es', entryFileNames: 'renderFirstScreen.js' },
          },
        },
      }
    case 'bench-baseline':
      return {
        root: resolve(root, 'bench/baseline'),
        base: './',
        plugins: [react()],
        publicDir: false,
        build: { outDir: resolve(root, 'dist-dev/bench-baseline'), emptyOutDir: true, target: 'es2022' },
      }
    case 'demo':
      return {
        root: resolve(root, 'demo-host'),
        base: './',
        // wagmi-react.html and react-button.html are React apps.
        plugins: [react()],
        publicDir: resolve(root, 'demo-host/public'),
        build: {
          outDir: resolve(root, 'dist-dev/demo-host'),
          emptyOutDir: true,
          rollupOptions: {
            input: {
              index: resolve(root, 'demo-host/index.html'),
              launcher: resolve(root, 'demo-host/launcher.html'),
              notAllowed: resolve(root, 'demo-host/not-allowed.html'),
              blank: resolve(root, 'demo-host/blank.html'),
              strictCsp: resolve(root, 'demo-host/strict-csp.html'),
              wagmi: resolve(root, 'demo-host/wagmi.html'),
              wagmiReact: resolve(root, 'demo-host/wagmi-react.html'),
              reactButton: resolve(root, 'demo-host/react-button.html'),
            },
          },
        },
      }
    default:
      return {
        root: resolve(root, 'widget'),
        base: './',
        plugins: [react(), pageStartFirst(resolve(root, 'widget/src/pageStart.ts'))],
        resolve: { alias: widgetAliases(root) },
        publicDir: false,
        build: {
          outDir: resolve(root, 'dist/widget'),
          emptyOutDir: true,
          target: 'es2022',
          rollupOptions: {
            output: {
              // Two chunks before the first paint, not fifteen: what the page's first script needs,
              // then the rest of the shell (each with everything it imports). Small shared chunks
              // would queue behind the browser's six connections to an HTTP/1.1 origin.
              codeSplitting: {
                groups: [
                  // Vite's preload helpers too: in the shell's chunk they would make the entry import it statically.
                  {
                    name: 'pageStart',
                    test: /widget\/src\/pageStart\.ts$|vite\/(preload-helper|modulepreload-polyfill)/,
                    includeDependenciesRecursively: true,
                    priority: 3,
                  },
                  // React, the boot screens and the connect screen a visit opens on (screens/EarlyConnectScreen.tsx):
                  // what the wallet shares with it (the guard, the wallet list) is here, and the wallet imports it
                  // from here, never the other way round.
                  {
                    name: 'shell',
                    test: /widget\/src\/shell\.tsx$/,
                    includeDependenciesRecursively: true,
                    priority: 2,
                  },
                  // The wallet, loaded after `ready`, in one chunk too: split by what it shares, it was some
                  // forty files, and on a phone's network (Slow 4G: 562 ms a request) six at a time took
                  // seven round trips before the connect screen. What loads on demand stays apart.
                  {
                    name: 'wallet',
                    test: /widget\/src\/WalletApp\.tsx$/,
                    includeDependenciesRecursively: true,
                    priority: 0,
                  },
                ],
              },
            },
          },
        },
      }
  }
})

/**
 * WalletConnect's provider imports the AppKit QR modal when showQrModal is on; ours is off and we draw
 * our own QR screen, so the modal's code never enters the bundle.
 */
function widgetAliases(root: string) {
  return [{ find: '@reown/appkit/core', replacement: resolve(root, 'widget/src/wallets/walletConnect/noAppKit.ts') }]
}

/**
 * The widget page's first script as a chunk of its own, listed before the entry: it opens the
 * bridge (widget/src/pageStart.ts) while the shell's React is still downloading. The entry imports
 * the same chunk, so it runs once. (Two module scripts in index.html would be merged into one entry.)
 * And the shell, which the entry imports dynamically, preloaded from the page.
 */
function pageStartFirst(id: string): Plugin {
  return {
    name: 'walletport:page-start-first',
    apply: 'build',
    buildStart() {
      this.emitFile({ type: 'chunk', id, name: 'pageStart' })
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter((output) => output.type === 'chunk')
        const pageStart = chunks.find((chunk) => chunk.name === 'pageStart' && chunk.isEntry)
        const shell = chunks.find((chunk) => chunk.name === 'shell' && chunk.isDynamicEntry)
        const entry = html.indexOf('<script type="module"')
        if (!pageStart || !shell || entry < 0)
          throw new Error('the widget build has no pageStart or shell chunk, or no entry script')
        // Module scripts run in document order: pageStart right before the entry, so it runs first.
        // The shell, imported by the entry once the host has configured, is fetched and compiled
        // meanwhile (a modulepreload is not evaluated).
        const preload = new Set<string>()
        const add = (fileName: string) => {
          if (preload.has(fileName)) return
          preload.add(fileName)
          for (const imported of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? []) add(imported)
        }
        add(shell.fileName)
        const links = [...preload]
          .filter((fileName) => !html.includes(`"./${fileName}"`))
          .map((fileName) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="./${fileName}">\n    `)
        // The entry rolldown emits for pageStart is a facade that only imports its group's chunk: the page
        // names that chunk itself, one request less before the bridge opens (seven were one more than the
        // six connections of an HTTP/1.1 origin), and drops the entry's modulepreload of the same file.
        const [only] = pageStart.imports
        const first =
          pageStart.imports.length === 1 && pageStart.code.trim() === `import"./${only!.split('/').pop()}";`
            ? only!
            : null
        const page = first
          ? html.replace(
              new RegExp(`\\s*<link rel="modulepreload" crossorigin href="\\./${first.replace(/[.$]/g, '\\$&')}">`),
              '',
            )
          : html
        // Each language's chunk and the module that loads it, named for the pages prerendered in one
        // (scripts/deployment/widgetPages.ts): a page preloads its language's, as its first render needs it, and
        // drops the others' lines; an English page drops them all.
        const packs = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('widget/src/i18n/languagePacks.ts'))
        if (!packs) throw new Error("the widget build has no chunk that loads the languages' catalogues")
        const languages = chunks.flatMap((chunk) => {
          const language = /widget\/src\/i18n\/packs\/(.+)\.ts$/.exec(chunk.facadeModuleId ?? '')?.[1]
          return language
            ? [
                `<meta name="walletport-language" data-language="${language}" content="./${chunk.fileName} ./${packs.fileName}">\n    `,
              ]
            : []
        })
        const tags =
          `<script type="module" crossorigin src="./${first ?? pageStart.fileName}"></script>\n    ${links.join('')}` +
          languages.join('')
        const at = page.indexOf('<script type="module"')
        return page.slice(0, at) + tags + page.slice(at)
      },
    },
  }
}
