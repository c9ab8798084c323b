import { runCli } from './run'

// `npm run cli -- <verb> <input.json>`: JSON on stdout and exit 0, or one line on stderr and exit 2.
const readStdin = async (): Promise<string> => {
  const chunks: Buffer[] = []
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

const outcome = await runCli(process.argv.slice(2), readStdin)
process.stdout.write(outcome.stdout)
process.stderr.write(outcome.stderr)
process.exitCode = outcome.code
