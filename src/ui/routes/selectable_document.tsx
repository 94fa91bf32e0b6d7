import { RouteTitle } from '../components/route-title'

export default function SelectableDocumentRoute() {
  return <RouteTitle route="selectable_document" />
}
