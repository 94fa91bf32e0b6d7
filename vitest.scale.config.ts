import { defineConfig } from 'vitest/config'

// npm run test:scale: several real server processes on the machine's PostgreSQL (kept out of npm test).
export default defineConfig({
  test: {
    name: 'scale',
    environment: 'node',
    include: ['tests/scale/**/*.test.ts'],
    testTimeout: 90_000,
    hookTimeout: 90_000,
    fileParallelism: false,
  },
})
