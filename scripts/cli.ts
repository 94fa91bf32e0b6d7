import { loadConfig } from '../server/config'
import { runCommands } from './operator'

// Escriba's engines on files, outside the web app: `npm run cli -- <command>`. The transcription, generation
// and screening engines add their commands as they arrive.
await runCommands(
  'npm run cli --',
  {
    config: {
      summary: 'print the configuration the server would start with (secrets masked)',
      run: async () => {
        const config = loadConfig()
        const masked = { ...config, jwtSecret: '•••', errorReportToken: '•••' }
        if (masked.databaseUrl) masked.databaseUrl = masked.databaseUrl.replace(/:[^:@/]+@/, ':•••@')
        console.log(JSON.stringify(masked, null, 2))
      },
    },
  },
  process.argv.slice(2),
)
