import { useParams } from 'react-router-dom'
import { ResearchScreen } from '../research/research-screen'

/** /trials/{space?}: the Research Space; opening another space starts its screen afresh. */
export default function ResearchRoute() {
  const { space } = useParams()
  return <ResearchScreen key={space ?? ''} spaceId={space ?? null} />
}
