import { spawn } from 'node:child_process'

/** How a script run ended: its exit code and everything it printed. */
export interface ScriptRun {
  code: number | null
  stdout: string
  stderr: string
}

/** Runs one of the repository's scripts (`scripts/admin.ts`, `scripts/cli.ts`) as `npm run` does. */
export function runScript(
  script: string,
  args: string[],
  options: { env: NodeJS.ProcessEnv; cwd?: string },
): Promise<ScriptRun> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      env: options.env,
      ...(options.cwd ? { cwd: options.cwd } : {}),
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d) => {
      stdout += d
    })
    child.stderr.on('data', (d) => {
      stderr += d
    })
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}
