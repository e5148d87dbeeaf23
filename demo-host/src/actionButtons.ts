/** One button per action, labelled with its name; a click runs it through `run` (which logs the outcome). */
export function addActionButtons(
  root: HTMLElement,
  actions: Record<string, () => Promise<unknown>>,
  run: (label: string, call: () => Promise<unknown>) => unknown,
): void {
  for (const [label, action] of Object.entries(actions)) {
    const button = document.createElement('button')
    button.type = 'button'
    button.textContent = label
    button.addEventListener('click', () => void run(label, action))
    root.append(button)
  }
}
