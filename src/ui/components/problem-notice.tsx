import { type Command, CommandButton } from './command-button'

/** Why something could not be done (a list loaded, a note written), with its try-again; nothing without a problem. */
export function ProblemNotice({
  problem,
  retry,
}: {
  problem: string | null | undefined
  retry?: Command | null
}) {
  if (!problem) return null
  return (
    <div role="alert" className="notice notice-error">
      <p>{problem}</p>
      {retry && <CommandButton command={retry} />}
    </div>
  )
}

/** What was just done, announced politely; nothing when nothing was. */
export function DoneNotice({ message }: { message: string | null | undefined }) {
  if (!message) return null
  return (
    <p role="status" className="notice notice-success">
      {message}
    </p>
  )
}
